import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingIssuersIn } from '../../../domain/cards/missing-card-issuers';
import { SearchBox } from '../search-box';
import { createSearcher } from '../search-engine';
import type { SearchDoc } from '../search-docs';

const docs: SearchDoc[] = [
  {
    id: 'p1',
    kind: 'provider',
    title: 'CommBank',
    provider: 'CommBank',
    category: 'Provider',
    href: '/providers/commbank/',
  },
  {
    id: 'c1',
    kind: 'product',
    title: 'Low Rate Mastercard',
    provider: 'CommBank',
    category: 'Credit cards',
    href: '/credit-cards/commbank/low-rate/',
  },
  {
    id: 'p2',
    kind: 'provider',
    title: 'St.George Bank',
    provider: 'St.George Bank',
    category: 'Provider',
    href: '/providers/st-george-bank/',
  },
  {
    id: 'c2',
    kind: 'product',
    title: 'Amplify Platinum',
    provider: 'St.George Bank',
    category: 'Credit cards',
    href: '/credit-cards/st-george-bank/amplify-platinum/',
  },
  {
    id: 'c3',
    kind: 'product',
    title: 'Business Card',
    detail: 'no annual fee, 14.55% p.a.',
    provider: 'CommBank',
    category: 'Credit cards',
    href: '/credit-cards/commbank/business-card/',
  },
  {
    id: 'c4',
    kind: 'product',
    title: 'Business Card',
    detail: '$6 monthly fee, 13.99% p.a.',
    provider: 'CommBank',
    category: 'Credit cards',
    href: '/credit-cards/commbank/business-card-2/',
  },
  {
    id: 'p3',
    kind: 'provider',
    title: 'BOQ',
    provider: 'BOQ',
    category: 'Provider',
    href: '/providers/boq/',
  },
  {
    id: 'h1',
    kind: 'product',
    title: 'Economy Home Loan',
    provider: 'BOQ',
    category: 'Home loans',
    href: '/home-loans/boq/economy/',
  },
];
const synonyms = {
  cba: 'commbank',
  amex: 'american express',
  stg: 'st.george bank',
  'bank of queensland': 'boq',
};

beforeEach(() => {
  window.history.replaceState(null, '', '/search/');
});

function resultNames(): string[] {
  const list = screen.queryByRole('list');
  return list
    ? within(list)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
}

test('finds a provider and its products by a synonym, provider first, as you type', async () => {
  const user = userEvent.setup();
  render(<SearchBox searcher={createSearcher(docs)} total={docs.length} synonyms={synonyms} />);
  await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), 'cba');
  expect(resultNames()).toEqual([
    'CommBank',
    'Low Rate Mastercard',
    'Business Card (no annual fee, 14.55% p.a.)',
    'Business Card ($6 monthly fee, 13.99% p.a.)',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('searching for “commbank”');
});

test.each([
  ['stg', ['St.George Bank', 'Amplify Platinum']],
  ['bank of queensland', ['BOQ', 'Economy Home Loan']],
  ['platinum', ['Amplify Platinum']],
  [
    'business card',
    ['Business Card (no annual fee, 14.55% p.a.)', 'Business Card ($6 monthly fee, 13.99% p.a.)'],
  ],
  ['home loan', ['Economy Home Loan']],
  ['econ', ['Economy Home Loan']],
])('%s finds %j', async (query, expected) => {
  const user = userEvent.setup();
  render(<SearchBox searcher={createSearcher(docs)} total={docs.length} synonyms={synonyms} />);
  await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), query);
  expect(resultNames()).toEqual(expected);
});

test('starts from the query in the address', () => {
  window.history.replaceState(null, '', '/search/?q=stg');
  render(<SearchBox searcher={createSearcher(docs)} total={docs.length} synonyms={synonyms} />);
  expect(screen.getByLabelText('Search banks, cards, loans and accounts')).toHaveValue('stg');
  expect(resultNames()).toEqual(['St.George Bank', 'Amplify Platinum']);
});

test('takes input while the index loads, then shows results', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<SearchBox searcher={null} total={6} synonyms={synonyms} />);
  expect(screen.getByRole('status')).toHaveTextContent('Search 6 providers and products.');
  await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), 'stg');
  expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
  rerender(<SearchBox searcher={createSearcher(docs)} total={6} synonyms={synonyms} />);
  expect(resultNames()).toEqual(['St.George Bank', 'Amplify Platinum']);
});

test('says when nothing matches and keeps the query in the address', async () => {
  const user = userEvent.setup();
  render(<SearchBox searcher={createSearcher(docs)} total={docs.length} synonyms={synonyms} />);
  await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), 'zzzzqq');
  expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzzqq”');
  expect(window.location.search).toBe('?q=zzzzqq');
});

test.each([
  ['amex', 'American Express', 'american-express'],
  ['American Express Platinum', 'American Express', 'american-express'],
  ['gem visa', 'Latitude', 'latitude'],
])(
  '"%s" says plainly that %s is not in our data, and how to compare its card anyway',
  async (query, name, id) => {
    const user = userEvent.setup();
    render(<SearchBox searcher={createSearcher(docs)} total={docs.length} synonyms={synonyms} />);
    await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), query);
    expect(resultNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      `No results for “${query}”: ${name} isn’t in our data.`,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(`${name} isn’t in our data.`);
    expect(note).toHaveTextContent('does not publish');
    expect(note).toHaveTextContent('Consumer Data Right');
    expect(
      within(note).getByRole('link', { name: `enter your ${name} card’s figures in our card check` }),
    ).toHaveAttribute('href', `/credit-cards/survey/?enter=${id}`);
  },
);

test('names no missing issuer for a search that finds what it asks for', async () => {
  const user = userEvent.setup();
  render(<SearchBox searcher={createSearcher(docs)} total={docs.length} synonyms={synonyms} />);
  await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), 'cba');
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

test('suggests no search for an issuer that is not in our data', () => {
  render(<SearchBox searcher={createSearcher(docs)} total={docs.length} synonyms={synonyms} />);
  const examples =
    screen
      .getByLabelText('Search banks, cards, loans and accounts')
      .getAttribute('placeholder')
      ?.replace(/^For example: /, '')
      .split(', ') ?? [];
  expect(examples).toHaveLength(3);
  expect(examples.flatMap((example) => missingIssuersIn(example, synonyms))).toEqual([]);
});

describe('results with their key figure', () => {
  const deposits: SearchDoc[] = [
    {
      id: 't1',
      kind: 'product',
      title: 'Fixed Term Deposit',
      provider: 'BOQ',
      category: 'Term deposits',
      href: '/term-deposits/boq/fixed/',
      figure: {
        text: 'Up to 5.00% p.a.',
        termRates: [
          [6, 0.048],
          [12, 0.0465],
          [24, 0.05],
        ],
        asOf: '2024-08-12',
      },
    },
    {
      id: 't2',
      kind: 'product',
      title: 'Short Term Deposit',
      provider: 'CommBank',
      category: 'Term deposits',
      href: '/term-deposits/commbank/short/',
      figure: { text: 'Up to 4.10% p.a.', termRates: [[3, 0.041]], asOf: '2024-08-10' },
    },
    {
      id: 'h2',
      kind: 'product',
      title: 'Basic Variable',
      provider: 'BOQ',
      category: 'Home loans',
      href: '/home-loans/boq/basic-variable/',
      figure: {
        text: 'From 6.19% p.a., comparison rate 6.23% p.a.',
        comparisonRate: true,
        asOf: '2024-08-12',
      },
    },
  ];

  function resultFor(name: string): HTMLElement {
    return screen.getByRole('link', { name }).closest('li')!;
  }

  test('"term deposit 12 months" shows each deposit’s 12-month rate and its date, and links to the 12-month table', async () => {
    const user = userEvent.setup();
    render(<SearchBox searcher={createSearcher(deposits)} total={deposits.length} synonyms={synonyms} />);
    await user.type(
      screen.getByLabelText('Search banks, cards, loans and accounts'),
      'term deposit 12 months',
    );
    expect(screen.getByRole('link', { name: 'Compare term deposits: 12 months' })).toHaveAttribute(
      'href',
      '/term-deposits/?term-months=12',
    );
    expect(resultFor('Fixed Term Deposit')).toHaveTextContent(
      '4.65% p.a. for 12 months as of 12 August 2024',
    );
    // A deposit without a 12-month term says so rather than showing another term's rate as if it were.
    expect(resultFor('Short Term Deposit')).toHaveTextContent(
      'No 12-month term; up to 4.10% p.a. as of 10 August 2024',
    );
    expect(screen.queryByText(/Comparison rates are/)).not.toBeInTheDocument();
  });

  test('a search naming no term shows the figure each product leads with', async () => {
    const user = userEvent.setup();
    render(<SearchBox searcher={createSearcher(deposits)} total={deposits.length} synonyms={synonyms} />);
    await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), 'boq');
    expect(resultFor('Fixed Term Deposit')).toHaveTextContent('Up to 5.00% p.a. as of 12 August 2024');
    expect(screen.queryByRole('link', { name: /^Compare / })).not.toBeInTheDocument();
  });

  test('a comparison rate points to the statutory warning, which names its example', async () => {
    const user = userEvent.setup();
    render(<SearchBox searcher={createSearcher(deposits)} total={deposits.length} synonyms={synonyms} />);
    await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), 'basic variable');
    expect(resultFor('Basic Variable')).toHaveTextContent(
      'From 6.19% p.a., comparison rate 6.23% p.a.* as of 12 August 2024',
    );
    expect(screen.getByRole('link', { name: 'Comparison rate warning' })).toHaveAttribute(
      'href',
      '#comparison-rate-warning',
    );
    expect(document.getElementById('comparison-rate-warning')).toHaveTextContent(
      '* Comparison rates are based on a loan of $150,000 over 25 years for home loans. WARNING:',
    );
  });
});
