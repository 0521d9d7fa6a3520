import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RawHomeLoanRate } from '../../../domain/data/raw-types';
import { ComparisonTable } from '../comparison-table';
import { homeLoanTableConfig, type HomeLoanSourceRow } from '../configs/home-loans';
import { personalLoanTableConfig, type PersonalLoanSourceRow } from '../configs/personal-loans';
import { termDepositTableConfig, type TermDepositSourceRow } from '../configs/term-deposits';
import { savingsTableConfig, type SavingsSourceRow } from '../configs/savings-accounts';

// The table keeps its sort and filters in the address: each test starts from a clean one.
afterEach(() => window.history.replaceState(null, '', '/'));

/*
 * Expected amounts were worked out separately with exact decimal arithmetic (lender rounding:
 * each repayment and each interest payment rounded to the cent), not with the code under test.
 */

const identity = (id: string, name: string) => ({
  id,
  name,
  providerId: '10001',
  providerName: 'Test Bank',
  href: `/x/test-bank/${id}/`,
  providerHref: '/x/test-bank/',
  urlSlug: id,
  cdrProductId: id,
  url: null,
  applicationUrl: null,
  lastUpdated: '2024-08-01',
});

type User = ReturnType<typeof userEvent.setup>;

/** Product names and the text of one column, in table order. */
function column(tableName: string, header: string): [string, string][] {
  const table = screen.getByRole('table', { name: tableName });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
  const index = headers.findIndex((text) => text.startsWith(header));
  expect(index).toBeGreaterThan(0);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = Array.from(row.children) as HTMLElement[];
      return [within(cells[0]!).getAllByRole('link')[0]!.textContent ?? '', cells[index]!.textContent ?? ''];
    });
}

async function retype(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

function rate(overrides: Partial<RawHomeLoanRate>): RawHomeLoanRate {
  return {
    rateType: 'variable',
    fixedMonths: null,
    repayment: 'principal-and-interest',
    purpose: 'owner-occupier',
    rate: 0.06,
    comparisonRate: null,
    lvrMin: 0,
    lvrMax: 0.8,
    ...overrides,
  };
}

function homeLoan(id: string, name: string, rates: RawHomeLoanRate[], maxAmount: number | null = null) {
  return {
    ...identity(id, name),
    rates,
    applicationFee: 0,
    annualFee: 0,
    dischargeFee: 0,
    packageId: null,
    offset: false,
    redraw: true,
    extraRepayments: true,
    minAmount: 10_000,
    maxAmount,
    maxTermYears: 30,
  } satisfies HomeLoanSourceRow;
}

const homeLoans: HomeLoanSourceRow[] = [
  homeLoan('alpha', 'Alpha Variable', [
    rate({ rate: 0.0589 }),
    rate({ rate: 0.0649, repayment: 'interest-only' }),
  ]),
  // A package rate for loans of $450,000 or more, and a standard rate for smaller loans.
  homeLoan('bravo', 'Bravo Package', [
    rate({ rate: 0.0549, minLoanAmount: 450_000 }),
    rate({ rate: 0.0629 }),
  ]),
  homeLoan('charlie', 'Charlie Basic', [rate({ rate: 0.0575 })], 450_000),
];

test('home loans: a monthly repayment for $500,000 over 30 years, at the rate each loan offers that amount', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={homeLoanTableConfig} rows={homeLoans} noun={['loan', 'loans']} />);
  expect(screen.getByLabelText('Loan amount ($)')).toHaveValue('500000');
  expect(screen.getByLabelText('Loan term')).toHaveDisplayValue('30 years');
  expect(column('Home loans', 'Repayment')).toEqual([
    ['Bravo Package', '$2,835.81a month'],
    ['Alpha Variable', '$2,962.48a month'],
  ]);

  await user.click(screen.getByRole('button', { name: /^Repayment/ }));
  expect(screen.getByRole('columnheader', { name: /^Repayment/ })).toHaveAttribute('aria-sort', 'ascending');
  await user.click(screen.getByRole('button', { name: /^Repayment/ }));
  expect(column('Home loans', 'Repayment').map(([name]) => name)).toEqual([
    'Alpha Variable',
    'Bravo Package',
  ]);
});

test('home loans: ongoing fees a year include the package fee and the fees a comparison rate implies', () => {
  const rows: HomeLoanSourceRow[] = [
    { ...homeLoan('pkg', 'Package Loan', [rate({ rate: 0.0589 })]), annualFee: 96, packageFeeYearly: 395 },
    homeLoan('gap', 'Gap Loan', [rate({ rate: 0.0599, feesIncomplete: true, impliedMonthlyFee: 12.5 })]),
  ];
  render(<ComparisonTable config={homeLoanTableConfig} rows={rows} noun={['loan', 'loans']} />);
  // $96 + $395 a year; 12 x $12.50.
  expect(column('Home loans', 'Ongoing fees a year')).toEqual([
    ['Package Loan', '$491'],
    ['Gap Loan', '$150'],
  ]);
});

test('home loans: changing the amount recomputes every repayment and re-sorts the table', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={homeLoanTableConfig} rows={homeLoans} noun={['loan', 'loans']} />);
  await user.click(screen.getByRole('button', { name: /^Repayment/ }));
  await retype(user, 'Loan amount ($)', '400000');
  // Charlie lends up to $450,000; Bravo's package rate needs $450,000, so it falls back to 6.29%.
  expect(column('Home loans', 'Repayment')).toEqual([
    ['Charlie Basic', '$2,334.29a month'],
    ['Alpha Variable', '$2,369.99a month'],
    ['Bravo Package', '$2,473.28a month'],
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 loans');

  await retype(user, 'Loan amount ($)', '500000');
  await user.selectOptions(screen.getByLabelText('Loan term'), '25 years');
  expect(column('Home loans', 'Repayment')).toEqual([
    ['Bravo Package', '$3,067.45a month'],
    ['Alpha Variable', '$3,187.97a month'],
  ]);
});

test('home loans: interest-only repayments follow the Repayments filter', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={homeLoanTableConfig} rows={homeLoans} noun={['loan', 'loans']} />);
  await user.selectOptions(screen.getByLabelText('Repayments'), 'Interest only');
  expect(column('Home loans', 'Repayment')).toEqual([['Alpha Variable', '$2,704.17a month, interest only']]);
});

function personalLoan(
  id: string,
  name: string,
  overrides: Partial<PersonalLoanSourceRow>,
): PersonalLoanSourceRow {
  return {
    ...identity(id, name),
    rateType: 'fixed',
    secured: false,
    minRate: 0.1,
    maxRate: 0.2,
    comparisonRate: null,
    minAmount: 2000,
    maxAmount: 50_000,
    minTermMonths: 12,
    maxTermMonths: 84,
    establishmentFee: 0,
    monthlyFee: 0,
    earlyRepaymentFee: null,
    extraRepayments: true,
    redraw: false,
    ...overrides,
  };
}

const personalLoans = [
  personalLoan('fees', 'Low Rate With Fees', { minRate: 0.1, establishmentFee: 500, monthlyFee: 15 }),
  personalLoan('plain', 'Plain Loan', { minRate: 0.105 }),
];

test('personal loans: monthly repayment from the lowest rate plus the monthly fee, and the total cost', async () => {
  const user = userEvent.setup();
  const config = personalLoanTableConfig('personal');
  render(<ComparisonTable config={config} rows={personalLoans} noun={['loan', 'loans']} />);
  // $30,000 over 5 years: $637.41 + $15 fee; $38,244.69 repaid + $500 + 60 x $15.
  expect(column('Personal loans', 'Monthly repayment')).toEqual([
    ['Low Rate With Fees', 'from $652.41monthly fee included'],
    ['Plain Loan', 'from $644.82'],
  ]);
  expect(column('Personal loans', 'Total cost')).toEqual([
    ['Low Rate With Fees', 'from $39,644.69repayments and fees'],
    ['Plain Loan', 'from $38,689.01repayments and fees'],
  ]);

  await user.click(screen.getByRole('button', { name: /^Total cost/ }));
  expect(column('Personal loans', 'Total cost').map(([name]) => name)).toEqual([
    'Plain Loan',
    'Low Rate With Fees',
  ]);

  await retype(user, 'Loan amount ($)', '20000');
  expect(column('Personal loans', 'Monthly repayment')).toEqual([
    ['Plain Loan', 'from $429.88'],
    ['Low Rate With Fees', 'from $439.94monthly fee included'],
  ]);
  expect(column('Personal loans', 'Total cost')).toEqual([
    ['Plain Loan', 'from $25,792.65repayments and fees'],
    ['Low Rate With Fees', 'from $26,896.45repayments and fees'],
  ]);
});

function deposit(id: string, name: string, rates: TermDepositSourceRow['rates']): TermDepositSourceRow {
  return { ...identity(id, name), rates, minDeposit: 1000, maxDeposit: null, noticeDays: 31 };
}

const deposits = [
  deposit('maturity', 'At Maturity Deposit', [
    {
      termMonths: 12,
      termDays: 365,
      termUnit: 'months',
      rate: 0.05,
      minAmount: null,
      maxAmount: null,
      interestPayment: 'maturity',
    },
  ]),
  deposit('monthly', 'Monthly Income Deposit', [
    {
      termMonths: 12,
      termDays: 365,
      termUnit: 'months',
      rate: 0.049,
      minAmount: null,
      maxAmount: null,
      interestPayment: 'monthly',
    },
  ]),
];

test('term deposits: interest earned on the chosen amount, for the way each pays interest', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={termDepositTableConfig} rows={deposits} noun={['deposit', 'deposits']} />);
  expect(screen.getByLabelText('Amount to invest ($)')).toHaveValue('50000');
  // $50,000 x 5% for a year; 12 monthly payments of $204.17.
  expect(column('Term deposits', 'Interest earned')).toEqual([
    ['At Maturity Deposit', '$2,500.00'],
    ['Monthly Income Deposit', '$2,450.04'],
  ]);
  // A first tap puts the most interest first; the second the least.
  await user.click(screen.getByRole('button', { name: /^Interest earned/ }));
  expect(column('Term deposits', 'Interest earned').map(([name]) => name)).toEqual([
    'At Maturity Deposit',
    'Monthly Income Deposit',
  ]);
  await user.click(screen.getByRole('button', { name: /^Interest earned/ }));
  expect(column('Term deposits', 'Interest earned').map(([name]) => name)).toEqual([
    'Monthly Income Deposit',
    'At Maturity Deposit',
  ]);
  await retype(user, 'Amount to invest ($)', '100000');
  expect(column('Term deposits', 'Interest earned')).toEqual([
    ['Monthly Income Deposit', '$4,899.96'],
    ['At Maturity Deposit', '$5,000.00'],
  ]);
});

function savings(id: string, name: string, overrides: Partial<SavingsSourceRow>): SavingsSourceRow {
  return {
    ...identity(id, name),
    baseRate: 0.01,
    bonusRate: 0,
    maxRate: 0.01,
    maxRateBalanceCap: null,
    introductoryMonths: null,
    interestCreditedEveryMonths: 1,
    bonusConditions: [],
    rateBands: [],
    monthlyFee: 0,
    minAge: null,
    maxAge: null,
    ...overrides,
  };
}

const accounts = [
  savings('bonus', 'Bonus Saver', {
    bonusRate: 0.04,
    maxRate: 0.05,
    maxRateBalanceCap: 250_000,
    bonusConditions: [{ kind: 'min-deposit', amount: 200, summary: 'Deposit $200 each month' }],
  }),
  savings('flat', 'Flat Saver', { baseRate: 0.03, maxRate: 0.03 }),
];

test('savings: the base rate until the saver says they meet the conditions and deposits what the account asks; the cap honoured', async () => {
  const user = userEvent.setup();
  render(<ComparisonTable config={savingsTableConfig} rows={accounts} noun={['account', 'accounts']} />);
  const conditions = screen.getByLabelText('I meet the bonus conditions each month');
  expect(conditions).not.toBeChecked();
  expect(screen.getByLabelText('Monthly deposit ($)')).toHaveValue('0');
  await user.click(screen.getByRole('button', { name: /^Interest in a year/ }));
  expect(column('Savings accounts', 'Interest in a year')).toEqual([
    ['Flat Saver', '$1,520.79'],
    ['Bonus Saver', '$502.31'],
  ]);

  // Conditions met, but no deposit: Bonus Saver asks for $200 a month.
  await user.click(conditions);
  expect(column('Savings accounts', 'Interest in a year')).toEqual([
    ['Flat Saver', '$1,520.79'],
    ['Bonus Saver', '$502.31'],
  ]);

  await retype(user, 'Monthly deposit ($)', '200');
  expect(column('Savings accounts', 'Interest in a year')).toEqual([
    ['Bonus Saver', '$2,624.37'],
    ['Flat Saver', '$1,560.32'],
  ]);

  await retype(user, 'Balance ($)', '300000');
  // The bonus is paid on the first $250,000; the rest earns the 1% base rate.
  expect(column('Savings accounts', 'Interest in a year')).toEqual([
    ['Bonus Saver', '$13,072.83'],
    ['Flat Saver', '$9,164.29'],
  ]);
});
