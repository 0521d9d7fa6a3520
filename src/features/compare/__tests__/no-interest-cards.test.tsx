import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComparisonTable } from '../comparison-table';
import { noInterestCardTableConfig, type CreditCardTableRow } from '../configs/credit-cards';

afterEach(() => window.history.replaceState(null, '', '/'));

const card = (id: string, annualFee: number, minCreditLimit: number | null): CreditCardTableRow => ({
  id,
  name: id,
  providerId: '10001',
  providerName: 'Test Bank',
  href: `/credit-cards/test-bank/${id}/`,
  providerHref: '/credit-cards/test-bank/',
  urlSlug: id,
  cdrProductId: id,
  url: null,
  applicationUrl: null,
  lastUpdated: '2024-08-01',
  annualFee,
  purchaseRate: null,
  interestFreeDays: null,
  rewardProgramId: 0,
  rewardProgramName: null,
  earnRate: null,
  balanceTransferRate: null,
  balanceTransferMonths: null,
  minCreditLimit,
});

const rows = [card('Neo 3000', 300, 3000), card('Now 1000', 108, 1000), card('Flex', 120, null)];

test('cards with no purchase interest are compared by what they cost and their limit, nothing that is always "None"', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={noInterestCardTableConfig()} rows={rows} noun={['card', 'cards']} />);
  const table = screen.getByRole('table', { name: 'Credit cards with no purchase interest' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual([
    'Product',
    'Cost a year\u00a0▲, sorted ascending',
    'Cost a month',
    'Credit limit from\u00a0↕, select to sort',
    'Changed\u00a0↕, select to sort',
    'Compare',
  ]);
  const rowTexts = () =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent));
  expect(rowTexts()).toEqual([
    ['$108', '$9', '$1,000'],
    ['$120', '$10', 'Not published'],
    ['$300', '$25', '$3,000'],
  ]);
  expect(table).not.toHaveTextContent(/Interest-free days|Balance transfer|Rewards/);
  await user.selectOptions(screen.getByLabelText('Cost a year'), 'Up to $150');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Showing 2 of 2 cards, sorted by cost a year, lowest first',
  );
});
