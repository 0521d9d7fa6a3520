import type { NormalisedTermDeposit, NormalisedTermDepositRate } from '../normalise/types';
import {
  bestByTerm,
  bestPerProduct,
  gracePeriod,
  publishedGraceDays,
  ratesFor,
  sameTerm,
  startOfTerm,
  termInterestCents,
} from './term-deposit-check';

const rateRow = (over: Partial<NormalisedTermDepositRate>): NormalisedTermDepositRate => ({
  termMonths: 6,
  termDays: 183,
  termUnit: 'months',
  rate: 0.045,
  minAmount: null,
  maxAmount: null,
  interestPayment: 'maturity',
  ...over,
});

const deposit = (id: string, rates: NormalisedTermDepositRate[]): NormalisedTermDeposit => ({
  id,
  providerId: id.slice(0, 5),
  name: `Deposit ${id}`,
  urlSlug: id,
  cdrProductId: id,
  url: null,
  applicationUrl: null,
  lastUpdated: '2024-08-12',
  rates,
  minDeposit: null,
  maxDeposit: null,
  noticeDays: null,
  gracePeriodDays: null,
});

describe('interest for a term in the unit the product states', () => {
  test.each([
    // $50,000 x 4.5% x 6/12 = $1,125.00
    {
      amount: 5_000_000,
      rate: 0.045,
      term: { unit: 'months', length: 6 },
      payment: 'maturity',
      cents: 112_500,
    },
    // $50,000 x 4.5% x 180/365 = $1,109.589...
    {
      amount: 5_000_000,
      rate: 0.045,
      term: { unit: 'days', length: 180 },
      payment: 'maturity',
      cents: 110_959,
    },
    // 12 monthly payments of $50,000 x 4.4% / 12 = $183.333... -> $183.33 each
    {
      amount: 5_000_000,
      rate: 0.044,
      term: { unit: 'months', length: 12 },
      payment: 'monthly',
      cents: 12 * 18_333,
    },
    // 2 years paid annually: $2,250.00 twice
    {
      amount: 5_000_000,
      rate: 0.045,
      term: { unit: 'months', length: 24 },
      payment: 'annually',
      cents: 450_000,
    },
    // 365 days paid half-yearly: 183 days then 182 days, $10,000 x 5%: 250.684... -> 250.68, 249.315... -> 249.32
    {
      amount: 1_000_000,
      rate: 0.05,
      term: { unit: 'days', length: 365 },
      payment: 'half-yearly',
      cents: 25_068 + 24_932,
    },
  ] as const)(
    '$amount cents at $rate for $term.length $term.unit, $payment: $cents',
    ({ amount, rate, term, payment, cents }) => {
      expect(termInterestCents(amount, rate, term, payment)).toBe(cents);
    },
  );
});

describe('which published rates are for the same term', () => {
  test.each([
    { rate: rateRow({}), term: { unit: 'months', length: 6 }, same: true },
    {
      rate: rateRow({ termUnit: 'days', termDays: 182, termMonths: 6 }),
      term: { unit: 'months', length: 6 },
      same: true,
    },
    { rate: rateRow({ termMonths: 7, termDays: 213 }), term: { unit: 'months', length: 6 }, same: false },
    {
      rate: rateRow({ termUnit: 'days', termDays: 90, termMonths: 3 }),
      term: { unit: 'days', length: 90 },
      same: true,
    },
    {
      rate: rateRow({ termUnit: 'days', termDays: 7, termMonths: 0 }),
      term: { unit: 'days', length: 14 },
      same: false,
    },
    { rate: rateRow({ termMonths: 3, termDays: 91 }), term: { unit: 'days', length: 91 }, same: true },
  ] as const)(
    '$rate.termUnit $rate.termDays days against $term.length $term.unit: $same',
    ({ rate, term, same }) => {
      expect(sameTerm(rate, term)).toBe(same);
    },
  );
});

describe('rates for a term and amount', () => {
  const products = [
    deposit('10001-TD00001', [rateRow({ rate: 0.045 }), rateRow({ rate: 0.05, minAmount: 100_000 })]),
    deposit('10002-TD00001', [rateRow({ rate: 0.047 }), rateRow({ rate: 0.04, interestPayment: 'monthly' })]),
    deposit('10003-TD00001', [rateRow({ rate: 0.046, termUnit: 'days', termDays: 180 })]),
  ];

  test("best paying first; an amount below a rate's minimum, another payment or term left out", () => {
    const options = ratesFor(products, 5_000_000, { unit: 'months', length: 6 }, 'maturity');
    expect(options.map((option) => [option.product.id, option.rate.rate, option.interestCents])).toEqual([
      // $50,000 x 4.7% x 6/12 = 1,175.00
      ['10002-TD00001', 0.047, 117_500],
      // $50,000 x 4.6% x 180/365 = 1,134.246... -> 1,134.25
      ['10003-TD00001', 0.046, 113_425],
      ['10001-TD00001', 0.045, 112_500],
    ]);
  });

  test('one option per product, its best', () => {
    const options = ratesFor(products, 20_000_000, { unit: 'months', length: 6 }, 'maturity');
    expect(bestPerProduct(options).map((option) => [option.product.id, option.rate.rate])).toEqual([
      ['10001-TD00001', 0.05],
      ['10002-TD00001', 0.047],
      ['10003-TD00001', 0.046],
    ]);
  });

  test('the best rate of each term, shortest first', () => {
    const bank = [
      deposit('10001-TD00001', [
        rateRow({ termMonths: 12, termDays: 365, rate: 0.044 }),
        rateRow({ rate: 0.045 }),
        rateRow({ termMonths: 0, termDays: 90, termUnit: 'days', rate: 0.04 }),
      ]),
      deposit('10001-TD00002', [rateRow({ rate: 0.048 })]),
    ];
    expect(bestByTerm(bank, 1_000_000, 'maturity').map((option) => [option.term, option.rate.rate])).toEqual([
      [{ unit: 'days', length: 90 }, 0.04],
      [{ unit: 'months', length: 6 }, 0.048],
      [{ unit: 'months', length: 12 }, 0.044],
    ]);
  });
});

describe('dates', () => {
  test.each([
    { maturity: '2026-08-31', term: { unit: 'months', length: 6 }, start: '2026-02-28' },
    { maturity: '2026-03-31', term: { unit: 'months', length: 1 }, start: '2026-02-28' },
    { maturity: '2026-01-10', term: { unit: 'days', length: 90 }, start: '2025-10-12' },
  ] as const)(
    'a $term.length $term.unit deposit maturing $maturity started $start',
    ({ maturity, term, start }) => {
      expect(startOfTerm(maturity, term)).toBe(start);
    },
  );

  test("a published grace period gives the last day; otherwise the bank's, typically 7 to 14 days", () => {
    expect(gracePeriod('2026-01-10', 7)).toMatchObject({ days: 7, lastDay: '2026-01-17' });
    expect(gracePeriod('2026-01-10', null)).toEqual({
      days: null,
      lastDay: null,
      text: "The grace period after maturity is the bank's own; banks typically give 7 to 14 days. Your maturity notice gives the date.",
    });
  });

  test.each([
    ['the product publishes 7 days', [7], 7],
    ["all the bank's deposits publish 7 days", [7, 7, 7], 7],
    ["the bank's deposits publish different days", [7, 14], null],
    ['one of them publishes none', [7, null], null],
    ['none publishes', [null], null],
    ['no deposits', [], null],
  ])('the grace period published: %s', (_what, days, expected) => {
    const deposits = days.map((gracePeriodDays, index) => ({
      ...deposit(`p${index}`, [rateRow({})]),
      gracePeriodDays,
    }));
    expect(publishedGraceDays(deposits)).toBe(expected);
  });
});
