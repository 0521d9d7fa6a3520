import type { RawHomeLoanRate } from '../data/raw-types';
import { DataError, type DataWarning } from './data-error';
import {
  normaliseHomeLoans,
  normalisePersonalLoans,
  normaliseSavingsAccounts,
  normaliseTermDeposits,
  normaliseTransactionAccounts,
} from './normalise-products';
import {
  rawHomeLoan,
  rawPersonalLoan,
  rawSavings,
  rawTermDeposit,
  rawTransaction,
} from '../../test/fixtures/raw-fixtures';

const set = <P>(category: string, product: P) => ({
  category,
  dateUpdated: '2024-08-12',
  products: [product],
});

function rateRow(overrides: Partial<RawHomeLoanRate>): RawHomeLoanRate {
  return { ...rawHomeLoan().rates[0]!, ...overrides };
}

describe('home loans', () => {
  test.each([
    [{ lvrMax: 0.8 }, 0.8, 0],
    [{ lvrMax: 80 }, 0.8, 1],
    [{ lvrMax: null }, null, 0],
  ])('rate row %p has lvrMax %p with %d warnings', (overrides, lvrMax, warningCount) => {
    const warnings: DataWarning[] = [];
    const loan = normaliseHomeLoans(set('hl', rawHomeLoan({ rates: [rateRow(overrides)] })), warnings)
      .products[0];
    expect(loan?.rates[0]?.lvrMax).toBe(lvrMax);
    expect(warnings).toHaveLength(warningCount);
  });

  test('fees become cents and open loan-size bounds become null', () => {
    const loan = normaliseHomeLoans(
      set('hl', rawHomeLoan({ applicationFee: 600, annualFee: 131.39999999999998 })),
      [],
    ).products[0];
    expect(loan).toMatchObject({ applicationFeeCents: 60000, annualFeeCents: 13140 });
    expect(loan?.rates[0]).toMatchObject({ minLoanAmount: null, maxLoanAmount: null });
  });

  test.each([
    [{}, false],
    [{ feesIncomplete: true }, true],
  ])('rate row %p has feesIncomplete %p (left out of the file when false)', (overrides, expected) => {
    const loan = normaliseHomeLoans(set('hl', rawHomeLoan({ rates: [rateRow(overrides)] })), []).products[0];
    expect(loan?.rates[0]?.feesIncomplete).toBe(expected);
  });

  test.each([
    [{ rates: [rateRow({ rateType: 'fixed', fixedMonths: null })] }, /fixed term/],
    [{ rates: [rateRow({ rate: 1.79e308 })] }, /no usable rates/],
    [{ id: '10001-PL00001' }, /is not 10001-HLnnnnn/],
    [{ applicationFee: -5 }, /negative amount/],
  ])('%p fails naming the loan', (overrides, reason) => {
    const run = () => normaliseHomeLoans(set('hl', rawHomeLoan(overrides)), []);
    expect(run).toThrow(DataError);
    expect(run).toThrow(/products-hl record 10001-/);
    expect(run).toThrow(reason);
  });
});

describe('personal and car loans', () => {
  test.each([
    [0.0749, 0.1999, 0.0749, 0.1999],
    [0.1999, 0.0749, 0.0749, 0.1999],
    [14.95, 15.67, 0.1495, 0.1567],
  ])('rates %p-%p read as %p-%p', (minRate, maxRate, expectedMin, expectedMax) => {
    const loan = normalisePersonalLoans('pl', set('pl', rawPersonalLoan({ minRate, maxRate })), [])
      .products[0];
    expect([loan?.minRate, loan?.maxRate]).toEqual([expectedMin, expectedMax]);
  });

  test.each([
    [{}, false],
    [{ feesIncomplete: true }, true],
  ])('loan %p has feesIncomplete %p (left out of the file when false)', (overrides, expected) => {
    const loan = normalisePersonalLoans('pl', set('pl', rawPersonalLoan(overrides)), []).products[0];
    expect(loan?.feesIncomplete).toBe(expected);
  });

  test('a car-loan file must hold car-loan ids', () => {
    expect(() => normalisePersonalLoans('cl', set('cl', rawPersonalLoan()), [])).toThrow(
      /is not 10001-CLnnnnn/,
    );
  });
});

describe('deposits and accounts', () => {
  test('term-deposit bands with min above max are swapped with a warning', () => {
    const warnings: DataWarning[] = [];
    const deposit = normaliseTermDeposits(
      set(
        'td',
        rawTermDeposit({
          rates: [
            {
              termMonths: 12,
              termDays: 365,
              termUnit: 'months',
              rate: 0.05,
              minAmount: 25000,
              maxAmount: 24999.99,
              interestPayment: 'maturity',
            },
          ],
        }),
      ),
      warnings,
    ).products[0];
    expect(deposit?.rates[0]).toMatchObject({ minAmount: 24999.99, maxAmount: 25000 });
    expect(warnings).toHaveLength(1);
  });

  test.each([
    [0.0035, 0.05, 0.0465],
    [0, 0.055, 0.055],
  ])('a savings account with base %p and max %p has bonus %p', (baseRate, maxRate, bonusRate) => {
    const account = normaliseSavingsAccounts(set('sv', rawSavings({ baseRate, maxRate, bonusRate: 99 })), [])
      .products[0];
    expect(account?.bonusRate).toBe(bonusRate);
  });

  test('a savings maximum below its base rate is rejected', () => {
    expect(() =>
      normaliseSavingsAccounts(set('sv', rawSavings({ baseRate: 0.05, maxRate: 0.01 })), []),
    ).toThrow('products-sv record 10001-SV00001: maxRate 0.01 is below baseRate 0.05');
  });

  test.each([
    [
      { monthlyFee: 5, feeWaiverDeposit: 2000 },
      { monthlyFeeCents: 500, feeWaiverDepositCents: 200000 },
    ],
    [{ fxFee: 3 }, { fxFee: 0.03 }],
    [
      { fxFee: null, overseasAtmFee: null },
      { fxFee: null, overseasAtmFeeCents: null },
    ],
  ])('transaction account %p reads as %p', (overrides, expected) => {
    const account = normaliseTransactionAccounts(set('tx', rawTransaction(overrides)), []).products[0];
    expect(account).toMatchObject(expected);
  });
});
