import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '../search-box';
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
    title: 'American Express',
    provider: 'American Express',
    category: 'Provider',
    href: '/providers/american-express/',
  },
  {
    id: 'c2',
    kind: 'product',
    title: 'Platinum Edge',
    provider: 'American Express',
    category: 'Credit cards',
    href: '/credit-cards/american-express/platinum-edge/',
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
const synonyms = { cba: 'commbank', amex: 'american express', 'bank of queensland': 'boq' };

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
  render(<SearchBox docs={docs} total={docs.length} synonyms={synonyms} />);
  await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), 'cba');
  expect(resultNames()).toEqual(['CommBank', 'Low Rate Mastercard']);
  expect(screen.getByRole('status')).toHaveTextContent('searching for “commbank”');
});

test.each([
  ['amex', ['American Express', 'Platinum Edge']],
  ['bank of queensland', ['BOQ', 'Economy Home Loan']],
  ['platinum', ['Platinum Edge']],
  ['home loan', ['Economy Home Loan']],
  ['econ', ['Economy Home Loan']],
])('%s finds %j', async (query, expected) => {
  const user = userEvent.setup();
  render(<SearchBox docs={docs} total={docs.length} synonyms={synonyms} />);
  await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), query);
  expect(resultNames()).toEqual(expected);
});

test('starts from the query in the address', () => {
  window.history.replaceState(null, '', '/search/?q=amex');
  render(<SearchBox docs={docs} total={docs.length} synonyms={synonyms} />);
  expect(screen.getByLabelText('Search banks, cards, loans and accounts')).toHaveValue('amex');
  expect(resultNames()).toEqual(['American Express', 'Platinum Edge']);
});

test('takes input while the index loads, then shows results', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<SearchBox docs={null} total={6} synonyms={synonyms} />);
  expect(screen.getByRole('status')).toHaveTextContent('Search 6 providers and products.');
  await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), 'amex');
  expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
  rerender(<SearchBox docs={docs} total={6} synonyms={synonyms} />);
  expect(resultNames()).toEqual(['American Express', 'Platinum Edge']);
});

test('says when nothing matches and keeps the query in the address', async () => {
  const user = userEvent.setup();
  render(<SearchBox docs={docs} total={docs.length} synonyms={synonyms} />);
  await user.type(screen.getByLabelText('Search banks, cards, loans and accounts'), 'zzzzqq');
  expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzzqq”');
  expect(window.location.search).toBe('?q=zzzzqq');
});
