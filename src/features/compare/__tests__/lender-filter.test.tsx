import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryTable } from '../../catalogue/category-tables';
import { creditCardTable, type CreditCardTableRow } from '../configs/credit-cards';
import { hasBothLenderKinds } from '../lender-filter';
import type { RowIdentity } from '../table-config';

// The table keeps its filters in the address: each test starts from a clean one.
afterEach(() => window.history.replaceState(null, '', '/'));

function card(id: string, name: string, annualFee: number, nonBank: boolean): CreditCardTableRow {
  return {
    id,
    name,
    providerId: nonBank ? '90001' : '10001',
    providerName: nonBank ? 'Made-up Credit Co' : 'Test Bank',
    href: `/credit-cards/x/${id}/`,
    providerHref: '/credit-cards/x/',
    ...(nonBank ? { nonBank: true as const } : {}),
    urlSlug: id,
    cdrProductId: id,
    url: null,
    applicationUrl: null,
    lastUpdated: '2024-08-01',
    annualFee,
    purchaseRate: 0.2,
    interestFreeDays: 55,
    rewardProgramId: 0,
    rewardProgramName: null,
    earnRate: null,
    balanceTransferRate: null,
    balanceTransferMonths: null,
    minCreditLimit: 1000,
  };
}

const rows = [
  card('bank-low', 'Bank Low Fee', 30, false),
  card('lender-free', 'Lender No Fee', 0, true),
  card('bank-high', 'Bank Rewards', 150, false),
];

function productNames(): string[] {
  const table = screen.getByRole('table', { name: 'Credit cards' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getAllByRole('link')[0]!.textContent ?? '');
}

describe('which rows hold both kinds of provider', () => {
  const bank = { nonBank: undefined };
  const lender = { nonBank: true as const };
  it.each([
    ['banks only', [bank, bank], false],
    ['non-bank lenders only', [lender], false],
    ['a bank and a non-bank lender', [bank, lender], true],
    ['no rows', [], false],
  ])('%s: %s', (_case, kinds, expected) => {
    expect(hasBothLenderKinds(kinds as unknown as RowIdentity[])).toBe(expected);
  });
});

describe('the "Banks only" / "All lenders" filter', () => {
  it('is absent from a table that does not list both kinds', () => {
    render(<CategoryTable code="cc" table={creditCardTable} rows={rows} />);
    expect(screen.queryByLabelText('Lenders')).not.toBeInTheDocument();
    expect(productNames()).toHaveLength(3);
  });

  it('shows every lender at first and banks alone when chosen, kept in the address', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/credit-cards/');
    render(<CategoryTable code="cc" table={creditCardTable} rows={rows} lenderKinds />);
    const filter = screen.getByLabelText('Lenders');
    expect(filter).toHaveDisplayValue('All lenders');
    expect(productNames()).toEqual(['Lender No Fee', 'Bank Low Fee', 'Bank Rewards']);

    await user.selectOptions(filter, 'Banks only');
    expect(productNames()).toEqual(['Bank Low Fee', 'Bank Rewards']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 cards');
    expect(window.location.search).toBe('?lenders=banks');

    await user.selectOptions(filter, 'All lenders');
    expect(productNames()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('reads "Banks only" from a shared address', () => {
    window.history.replaceState(null, '', '/credit-cards/?lenders=banks');
    render(<CategoryTable code="cc" table={creditCardTable} rows={rows} lenderKinds />);
    expect(screen.getByLabelText('Lenders')).toHaveDisplayValue('Banks only');
    expect(productNames()).toEqual(['Bank Low Fee', 'Bank Rewards']);
  });

  it('is a native select reached with the Tab key', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/credit-cards/');
    render(<CategoryTable code="cc" table={creditCardTable} rows={rows} lenderKinds />);
    const filter = screen.getByRole('combobox', { name: 'Lenders' });
    for (let presses = 0; presses < 10 && document.activeElement !== filter; presses += 1) await user.tab();
    expect(filter).toHaveFocus();
  });
});
