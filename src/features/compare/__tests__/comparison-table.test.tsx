import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ComparisonTable } from '../comparison-table';
import { creditCardTableConfig, type CreditCardTableRow } from '../configs/credit-cards';

// The table keeps its sort and filters in the address: each test starts from a clean one.
afterEach(() => window.history.replaceState(null, '', '/'));

function card(
  overrides: Partial<CreditCardTableRow> & Pick<CreditCardTableRow, 'id' | 'name'>,
): CreditCardTableRow {
  return {
    providerId: '10001',
    providerName: 'Test Bank',
    href: `/credit-cards/test-bank/${overrides.id}/`,
    providerHref: '/credit-cards/test-bank/',
    urlSlug: overrides.id,
    cdrProductId: overrides.id,
    url: null,
    applicationUrl: null,
    lastUpdated: '2024-08-01',
    annualFee: 0,
    purchaseRate: 0.2,
    interestFreeDays: 55,
    rewardProgramId: 0,
    rewardProgramName: null,
    earnRate: null,
    balanceTransferRate: null,
    balanceTransferMonths: null,
    minCreditLimit: 1000,
    ...overrides,
  };
}

const rows: CreditCardTableRow[] = [
  card({
    id: 'platinum',
    name: 'Platinum Rewards',
    annualFee: 295,
    purchaseRate: 0.2099,
    rewardProgramId: 100,
    rewardProgramName: 'Qantas Points',
    earnRate: 1,
  }),
  card({ id: 'low-rate', name: 'Low Rate', annualFee: 59, purchaseRate: 0.1349, interestFreeDays: 55 }),
  card({ id: 'no-fee', name: 'No Fee Everyday', annualFee: 0, purchaseRate: 0.1999, interestFreeDays: 44 }),
  card({
    id: 'transfer',
    name: 'Balance Mover',
    annualFee: 99,
    purchaseRate: 0.2174,
    balanceTransferRate: 0,
    balanceTransferMonths: 24,
  }),
  card({ id: 'basic', name: 'Basic', annualFee: 30, purchaseRate: 0.1899, interestFreeDays: null }),
];

const config = creditCardTableConfig([{ id: 100, name: 'Qantas Points' }]);

function productNames(): string[] {
  const table = screen.getByRole('table', { name: 'Credit cards' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getAllByRole('link')[0]!.textContent ?? '');
}

test('lists cards cheapest annual fee first by default', () => {
  render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
  expect(productNames()).toEqual([
    'No Fee Everyday',
    'Basic',
    'Low Rate',
    'Balance Mover',
    'Platinum Rewards',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5 cards');
});

test('sorting by purchase rate toggles direction and reports it to assistive technology', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
  await user.click(screen.getByRole('button', { name: /purchase rate/i }));
  expect(productNames()[0]).toBe('Low Rate');
  expect(screen.getByRole('columnheader', { name: /purchase rate/i })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await user.click(screen.getByRole('button', { name: /purchase rate/i }));
  expect(productNames()[0]).toBe('Balance Mover');
  expect(screen.getByRole('columnheader', { name: /purchase rate/i })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

const shownValues = (header: RegExp) => {
  const table = screen.getByRole('table', { name: 'Credit cards' });
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((th) => header.test(th.textContent ?? ''));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[index]!.textContent ?? '');
};

test.each([
  [
    /interest-free days/i,
    'descending',
    ['Up to 55', 'Up to 55', 'Up to 55', 'Up to 44', 'None'],
    'interest-free days, most first',
  ],
  [
    /^rewards/i,
    'descending',
    ['Qantas Points, 1 pt per $1', 'None', 'None', 'None', 'None'],
    'points per $1, most first',
  ],
  [/annual fee/i, 'ascending', ['$0', '$30', '$59', '$99', '$295'], 'annual fee, lowest first'],
  [
    /purchase rate/i,
    'ascending',
    ['13.49% p.a.', '18.99% p.a.', '19.99% p.a.', '20.99% p.a.', '21.74% p.a.'],
    'purchase rate, lowest first',
  ],
])(
  'a first tap on %s sorts the better values first, says %s as it is, and names the measure',
  async (header, direction, values, words) => {
    window.history.replaceState(null, '', '/?sort=balance-transfer');
    const user = userEvent.setup();
    render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
    await user.click(screen.getByRole('button', { name: header }));
    expect(screen.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', direction);
    expect(shownValues(header)).toEqual(values);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 5 of 5 cards, sorted by ${words}`);
    // The second tap reverses the order; products without the figure stay last.
    await user.click(screen.getByRole('button', { name: header }));
    const reversed = direction === 'ascending' ? 'descending' : 'ascending';
    expect(screen.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', reversed);
    const known = values.filter((value) => value !== 'None');
    expect(shownValues(header).slice(0, known.length)).toEqual([...known].reverse());
  },
);

test('a balance transfer sorts by its rate, then the longer period first', async () => {
  const offers = [
    card({ id: 'a', name: 'A', balanceTransferRate: 0.0099, balanceTransferMonths: 28 }),
    card({ id: 'b', name: 'B', balanceTransferRate: 0, balanceTransferMonths: 18 }),
    card({ id: 'c', name: 'C', balanceTransferRate: 0, balanceTransferMonths: 28 }),
    card({ id: 'd', name: 'D' }),
  ];
  const user = userEvent.setup();
  render(<ComparisonTable config={config} rows={offers} noun={['card', 'cards']} />);
  await user.click(screen.getByRole('button', { name: /balance transfer/i }));
  expect(shownValues(/balance transfer/i)).toEqual([
    '0.00% p.a. for 28 months',
    '0.00% p.a. for 18 months',
    '0.99% p.a. for 28 months',
    'No offer',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('sorted by balance transfer rate, lowest first');
});

test('cards without interest-free days sort last whichever way', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
  const button = screen.getByRole('button', { name: /interest-free days/i });
  await user.click(button);
  expect(productNames().at(-1)).toBe('Basic');
  await user.click(button);
  expect(productNames().at(-1)).toBe('Basic');
});

test('filters combine: no annual fee, rewards program, balance transfer', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
  await user.selectOptions(screen.getByLabelText('Annual fee'), 'Up to $100');
  expect(productNames()).toEqual(['No Fee Everyday', 'Basic', 'Low Rate', 'Balance Mover']);
  await user.click(screen.getByLabelText('Balance transfer offer'));
  expect(productNames()).toEqual(['Balance Mover']);
  await user.click(screen.getByLabelText('Balance transfer offer'));
  await user.selectOptions(screen.getByLabelText('Annual fee'), 'Any fee');
  await user.selectOptions(screen.getByLabelText('Rewards program'), 'Qantas Points');
  expect(productNames()).toEqual(['Platinum Rewards']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 card');
});

test('says so when nothing matches', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
  await user.selectOptions(screen.getByLabelText('Annual fee'), 'No annual fee');
  await user.selectOptions(screen.getByLabelText('Rewards program'), 'Qantas Points');
  expect(screen.getByText(/no cards match these filters/i)).toBeInTheDocument();
});

test('compares up to four products side by side', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
  await user.click(screen.getByLabelText('Compare Low Rate'));
  expect(screen.getByRole('button', { name: 'Compare side by side' })).toBeDisabled();
  await user.click(screen.getByLabelText('Compare Platinum Rewards'));
  await user.click(screen.getByLabelText('Compare Basic'));
  await user.click(screen.getByLabelText('Compare No Fee Everyday'));
  expect(screen.getByLabelText('Compare Balance Mover')).toBeDisabled();
  expect(screen.getByRole('region', { name: 'Products to compare' })).toHaveTextContent('4 of 4 selected');

  // jsdom lays nothing out and has no scrollIntoView: the call itself is what is checked.
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  try {
    await user.click(screen.getByRole('button', { name: 'Compare side by side' }));
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
  const heading = screen.getByRole('heading', { name: 'Side-by-side comparison' });
  expect(heading).toHaveFocus();
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
  expect(scrollIntoView.mock.contexts[0]).toBe(heading.closest('section'));
  // The table above it has its true height while the comparison is open.
  const table = screen.getByRole('region', { name: config.caption });
  expect(table.closest('.comparison')).toHaveAttribute('data-comparing');
  const side = screen.getByRole('table', { name: 'Selected products side by side' });
  expect(
    within(side)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Low RateTest Bank', 'Platinum RewardsTest Bank', 'BasicTest Bank', 'No Fee EverydayTest Bank']);
  expect(within(side).getByRole('rowheader', { name: 'Annual fee' }).parentElement).toHaveTextContent(
    '$59$295$30$0',
  );

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.queryByRole('table', { name: 'Selected products side by side' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Compare Balance Mover')).toBeEnabled();
});

test('shows a page of rows at a time', async () => {
  const user = userEvent.setup();
  const many = Array.from({ length: 30 }, (_, i) =>
    card({ id: `c${i}`, name: `Card ${String(i).padStart(2, '0')}`, annualFee: i }),
  );
  render(<ComparisonTable config={config} rows={many} noun={['card', 'cards']} />);
  expect(productNames()).toHaveLength(25);
  await user.click(screen.getByRole('button', { name: 'Show 5 more cards' }));
  expect(productNames()).toHaveLength(30);
});

describe('sort and filters in the address', () => {
  const programs = creditCardTableConfig([{ id: 100, name: 'Qantas Points' }]);

  test('a reload or a shared link shows the same rows and sets the same controls', () => {
    window.history.replaceState(null, '', '/credit-cards/?sort=purchase-rate&dir=desc&max-fee=100');
    render(<ComparisonTable config={programs} rows={rows} noun={['card', 'cards']} />);
    expect(productNames()).toEqual(['Balance Mover', 'No Fee Everyday', 'Basic', 'Low Rate']);
    expect(screen.getByLabelText('Annual fee')).toHaveValue('100');
    expect(screen.getByRole('columnheader', { name: /purchase rate/i })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('unknown values are ignored and leave the address', () => {
    window.history.replaceState(null, '', '/credit-cards/?sort=colour&program=qantas-points&max-fee=lots');
    render(<ComparisonTable config={programs} rows={rows} noun={['card', 'cards']} />);
    expect(productNames()).toEqual(['Platinum Rewards']);
    expect(screen.getByLabelText('Rewards program')).toHaveValue('qantas-points');
    expect(window.location.search).toBe('?program=qantas-points');
  });

  test('each change rewrites the address in place', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/credit-cards/');
    const entries = window.history.length;
    render(<ComparisonTable config={programs} rows={rows} noun={['card', 'cards']} />);
    await user.selectOptions(screen.getByLabelText('Interest-free days'), 'At least 55 days');
    await user.click(screen.getByRole('button', { name: /purchase rate/i }));
    await user.click(screen.getByLabelText('Balance transfer offer'));
    expect(window.location.search).toBe('?sort=purchase-rate&min-free-days=55&balance-transfer=yes');
    await user.click(screen.getByLabelText('Balance transfer offer'));
    await user.selectOptions(screen.getByLabelText('Interest-free days'), 'Any');
    expect(window.location.search).toBe('?sort=purchase-rate');
    expect(window.history.length).toBe(entries);
  });

  test('the server renders the default view, whatever the query', () => {
    window.history.replaceState(null, '', '/credit-cards/?max-fee=0');
    const html = renderToString(<ComparisonTable config={programs} rows={rows} noun={['card', 'cards']} />);
    expect(html).toContain('Platinum Rewards');
    expect(html).toContain('Showing 5 of 5 cards');
  });
});

describe('the products to compare in the address', () => {
  test('each product ticked or unticked is written to the address in place, in the order picked', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/credit-cards/');
    const entries = window.history.length;
    render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
    await user.click(screen.getByLabelText('Compare Low Rate'));
    await user.click(screen.getByLabelText('Compare Basic'));
    expect(new URLSearchParams(window.location.search).get('compare')).toBe('low-rate,basic');
    // Ticking does not open the comparison by itself: the visitor asks for it.
    expect(screen.queryByRole('table', { name: 'Selected products side by side' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Compare Low Rate'));
    expect(new URLSearchParams(window.location.search).get('compare')).toBe('basic');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(entries);
  });

  test('a reload or a shared link opens the comparison of the products it names, ticked in the table', async () => {
    window.history.replaceState(null, '', '/credit-cards/?compare=platinum,no-fee,unknown-card');
    render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} />);
    const side = await screen.findByRole('table', { name: 'Selected products side by side' });
    expect(
      within(side)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Platinum RewardsTest Bank', 'No Fee EverydayTest Bank']);
    expect(screen.getByLabelText('Compare Platinum Rewards')).toBeChecked();
    expect(screen.getByLabelText('Compare No Fee Everyday')).toBeChecked();
    expect(screen.getByLabelText('Compare Basic')).not.toBeChecked();
  });
});

describe('the table’s starting view', () => {
  test('says which filters it starts with and how many products they leave out, until a filter changes', async () => {
    const user = userEvent.setup();
    const startsNarrow = {
      ...config,
      filters: config.filters.map((filter) =>
        filter.id === 'maxFee' && filter.kind === 'select' ? { ...filter, initial: '100' } : filter,
      ),
    };
    render(<ComparisonTable config={startsNarrow} rows={rows} noun={['card', 'cards']} productCount={5} />);
    // Platinum Rewards ($295) is the one card over a $100 fee.
    expect(screen.getByText(/^The table starts with these filters:/)).toHaveTextContent(
      'The table starts with these filters: Annual fee: Up to $100. They show 4 of the 5 cards; change the filters above to see the others.',
    );
    await user.selectOptions(screen.getByLabelText('Annual fee'), 'any');
    expect(screen.queryByText(/^The table starts with these filters:/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5 cards');
  });

  test('says nothing of filters when the table starts with every product', () => {
    render(<ComparisonTable config={config} rows={rows} noun={['card', 'cards']} productCount={5} />);
    expect(screen.queryByText(/^The table starts with these filters:/)).not.toBeInTheDocument();
  });
});
