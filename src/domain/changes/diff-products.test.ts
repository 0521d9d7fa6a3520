import type { RawHomeLoanRate, RawTermDepositRate } from '../data/raw-types';
import { rawHomeLoanRate } from '../../test/fixtures/raw-fixtures';
import { diffProducts, implausibility, productFigures, type ProductRow } from './diff-products';

const ON = '2026-11-26';

function card(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: '10001-CC00001',
    providerId: '10001',
    cdrProductId: 'card-1',
    name: 'Low Rate',
    annualFee: 59,
    purchaseRate: 0.1349,
    balanceTransferRate: null,
    ...overrides,
  };
}

/** The variable rate to live in, at 6.19% p.a. (comparison rate 6.23% p.a.). */
const hlRate = (overrides: Partial<RawHomeLoanRate> = {}): RawHomeLoanRate =>
  rawHomeLoanRate({ rate: 0.0619, comparisonRate: 0.0623, ...overrides });

function tdRate(overrides: Partial<RawTermDepositRate> = {}): RawTermDepositRate {
  return {
    termMonths: 12,
    termDays: 365,
    termUnit: 'months',
    rate: 0.0495,
    minAmount: null,
    maxAmount: null,
    interestPayment: 'maturity',
    ...overrides,
  };
}

const homeLoan = (rates: RawHomeLoanRate[], overrides: Partial<ProductRow> = {}): ProductRow => ({
  id: '10001-HL00001',
  providerId: '10001',
  cdrProductId: 'loan-1',
  applicationFee: 600,
  annualFee: 0,
  rates,
  ...overrides,
});

const entryOf = (productId: string, cdrProductId: string) => (field: string, from: unknown, to: unknown) => ({
  on: ON,
  providerId: '10001',
  productId,
  cdrProductId,
  field,
  from,
  to,
});
const cardChange = entryOf('10001-CC00001', 'card-1');
const loanChange = entryOf('10001-HL00001', 'loan-1');

describe('diffProducts', () => {
  test.each<[string, ProductRow[], ProductRow[], unknown[]]>([
    ['nothing changed', [card()], [card()], []],
    ['a fee rose', [card()], [card({ annualFee: 79 })], [cardChange('annualFee', 59, 79)]],
    [
      'a rate fell by a basis point',
      [card()],
      [card({ purchaseRate: 0.1348 })],
      [cardChange('purchaseRate', 0.1349, 0.1348)],
    ],
    [
      'a figure appeared',
      [card()],
      [card({ balanceTransferRate: 0 })],
      [cardChange('balanceTransferRate', null, 0)],
    ],
    [
      'a figure went',
      [card({ balanceTransferRate: 0.0099 })],
      [card()],
      [cardChange('balanceTransferRate', 0.0099, null)],
    ],
    ['a name changed (not a figure)', [card()], [card({ name: 'Low Rate Visa' })], []],
    ['floating-point noise', [card({ purchaseRate: 0.1 + 0.2 })], [card({ purchaseRate: 0.3 })], []],
    ['a product added', [], [card()], [cardChange('product', null, 'offered')]],
    ['a product withdrawn', [card()], [], [cardChange('product', 'offered', null)]],
  ])('%s', (_label, before, after, expected) => {
    expect(diffProducts(before, after, ON)).toEqual(expected);
  });

  test('a home loan rate and its comparison rate are followed one by one, by their key', () => {
    const before = homeLoan([
      hlRate(),
      hlRate({ rateType: 'fixed', fixedMonths: 24, rate: 0.0589, comparisonRate: 0.0671 }),
    ]);
    const after = homeLoan([
      hlRate({ rate: 0.0594, comparisonRate: 0.0598 }),
      hlRate({ rateType: 'fixed', fixedMonths: 24, rate: 0.0589, comparisonRate: 0.0671 }),
    ]);
    expect(diffProducts([before], [after], ON)).toEqual([
      loanChange('rate:variable:-:principal-and-interest:owner-occupier:0.8', 0.0619, 0.0594),
      loanChange('comparisonRate:variable:-:principal-and-interest:owner-occupier:0.8', 0.0623, 0.0598),
    ]);
  });

  test('a home loan rate that is no longer offered is withdrawn, a new one added', () => {
    const before = homeLoan([hlRate()]);
    const after = homeLoan([hlRate({ lvrMax: 0.9, rate: 0.0649, comparisonRate: 0.0653 })]);
    expect(diffProducts([before], [after], ON)).toEqual([
      loanChange('rate:variable:-:principal-and-interest:owner-occupier:0.9', null, 0.0649),
      loanChange('comparisonRate:variable:-:principal-and-interest:owner-occupier:0.9', null, 0.0653),
      loanChange('rate:variable:-:principal-and-interest:owner-occupier:0.8', 0.0619, null),
      loanChange('comparisonRate:variable:-:principal-and-interest:owner-occupier:0.8', 0.0623, null),
    ]);
  });

  test('term-deposit rates are keyed by term and interest payment', () => {
    const figures = productFigures({
      id: 'td',
      providerId: '1',
      cdrProductId: 'td',
      rates: [tdRate(), tdRate({ termMonths: 6, termDays: 182, rate: 0.047 })],
    });
    expect(Object.fromEntries(figures)).toEqual({
      'rate:12:365:maturity': 0.0495,
      'rate:6:182:maturity': 0.047,
    });
  });
});

describe('implausibility', () => {
  test.each<[string, number | null, number | null, RegExp | null]>([
    ['purchaseRate', 0.2099, 0.2199, null],
    ['purchaseRate', 0.1, 0.2, null],
    ['purchaseRate', 0.1, 0.2001, /moved by 10\.01 percentage points/],
    ['rate:12:365:maturity', 0.05, 0.5, /moved by 45\.00 percentage points/],
    ['foreignTransactionFee', 0.03, 0.3, /moved by 27\.00/],
    ['annualFee', 59, 79, null],
    ['annualFee', 59, 590, /grew 10\.0 times/],
    ['annualFee', 590, 59, /shrank 10\.0 times/],
    ['annualFee', 0, 590, null],
    ['annualFee', 59, null, null],
    ['interestFreeDays', 55, 5, null],
    ['product', null, null, null],
  ])('%s from %p to %p', (field, from, to, reason) => {
    const found = implausibility({ field, from, to });
    if (reason === null) expect(found).toBeNull();
    else expect(found).toMatch(reason);
  });
});
