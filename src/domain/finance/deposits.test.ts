import {
  type InterestPaymentFrequency,
  type TermDeposit,
  termDepositInterest,
  termDepositInterestAtMaturity,
} from './deposits';

/*
 * Expected values were computed independently of this code with Python's decimal module: each
 * payment or monthly credit is principal x rate x period / (12 months or 365 days), rounded half up
 * to the cent; savings months use the calendar's day counts.
 */

const fiftyThousand = 5_000_000;

describe('termDepositInterest', () => {
  test.each([
    // 50,000 x 4.5% = 2,250.00
    { term: { months: 12 }, rate: 0.045, payments: [225_000] },
    // 50,000 x 4.5% x 6/12 = 1,125.00
    { term: { months: 6 }, rate: 0.045, payments: [112_500] },
    // 50,000 x 4.5% x 180/365 = 1,109.589...
    { term: { days: 180 }, rate: 0.045, payments: [110_959] },
    // Over a year: 2,250.00 on the anniversary, then 1,125.00 for the last 6 months.
    { term: { months: 18 }, rate: 0.045, payments: [225_000, 112_500] },
    { term: { months: 24 }, rate: 0.045, payments: [225_000, 225_000] },
    // 400 days: 2,250.00 after 365 days, then 50,000 x 4.5% x 35/365 = 215.753...
    { term: { days: 400 }, rate: 0.045, payments: [225_000, 21_575] },
  ])('at maturity, $term at $rate -> $payments', ({ term, rate, payments }) => {
    const deposit: TermDeposit = { principal: fiftyThousand, annualRate: rate, term };
    const result = termDepositInterest(deposit);
    const total = payments.reduce((sum, payment) => sum + payment, 0);
    expect(result.payments.map((payment) => payment.interest)).toEqual(payments);
    expect(result.totalInterest).toBe(total);
    expect(result.totalReturned).toBe(fiftyThousand + total);
    expect(termDepositInterestAtMaturity(deposit)).toBe(total);
  });

  test('10,000 at 5% for 90 days: 123.287..., rounded to 123.29', () => {
    expect(
      termDepositInterestAtMaturity({ principal: 1_000_000, annualRate: 0.05, term: { days: 90 } }),
    ).toBe(12_329);
  });

  test.each([
    // Rates as a bank quotes them for each frequency on a 12-month term.
    { frequency: 'atMaturity', rate: 0.045, each: 225_000, count: 1, total: 225_000 },
    { frequency: 'annually', rate: 0.045, each: 225_000, count: 1, total: 225_000 },
    // 50,000 x 4.48% / 2 = 1,120.00
    { frequency: 'halfYearly', rate: 0.0448, each: 112_000, count: 2, total: 224_000 },
    // 50,000 x 4.45% / 4 = 556.25
    { frequency: 'quarterly', rate: 0.0445, each: 55_625, count: 4, total: 222_500 },
    // 50,000 x 4.40% / 12 = 183.333..., twelve times 183.33
    { frequency: 'monthly', rate: 0.044, each: 18_333, count: 12, total: 219_996 },
  ] as const)('$frequency at $rate: $count x $each = $total', ({ frequency, rate, each, count, total }) => {
    const result = termDepositInterest(
      { principal: fiftyThousand, annualRate: rate, term: { months: 12 } },
      frequency,
    );
    expect(result.payments).toHaveLength(count);
    expect(result.payments.every((payment) => payment.interest === each)).toBe(true);
    expect(result.totalInterest).toBe(total);
  });

  test('with rates quoted per frequency, more frequent payment totals less', () => {
    const quoted: [InterestPaymentFrequency, number][] = [
      ['atMaturity', 0.045],
      ['halfYearly', 0.0448],
      ['quarterly', 0.0445],
      ['monthly', 0.044],
    ];
    const totals = quoted.map(
      ([frequency, rate]) =>
        termDepositInterest({ principal: fiftyThousand, annualRate: rate, term: { months: 12 } }, frequency)
          .totalInterest,
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(new Set(totals).size).toBe(totals.length);
  });

  test('a term that is not a whole number of payment periods ends with a shorter payment', () => {
    // 7 months quarterly at 4.45%: 556.25, 556.25, then 50,000 x 4.45% x 1/12 = 185.416...
    const result = termDepositInterest(
      { principal: fiftyThousand, annualRate: 0.0445, term: { months: 7 } },
      'quarterly',
    );
    expect(result.payments).toEqual([
      { number: 1, periodLength: 3, interest: 55_625 },
      { number: 2, periodLength: 3, interest: 55_625 },
      { number: 3, periodLength: 1, interest: 18_542 },
    ]);
  });

  test.each([
    {
      name: 'zero principal',
      deposit: { principal: 0, annualRate: 0.045, term: { months: 12 } },
      frequency: 'atMaturity',
    },
    {
      name: 'fractional cents',
      deposit: { principal: 10.5, annualRate: 0.045, term: { months: 12 } },
      frequency: 'atMaturity',
    },
    {
      name: 'NaN rate',
      deposit: { principal: 100, annualRate: Number.NaN, term: { months: 12 } },
      frequency: 'atMaturity',
    },
    {
      name: 'negative rate',
      deposit: { principal: 100, annualRate: -0.01, term: { months: 12 } },
      frequency: 'atMaturity',
    },
    {
      name: 'zero months',
      deposit: { principal: 100, annualRate: 0.045, term: { months: 0 } },
      frequency: 'atMaturity',
    },
    {
      name: 'fractional days',
      deposit: { principal: 100, annualRate: 0.045, term: { days: 30.5 } },
      frequency: 'atMaturity',
    },
    {
      name: 'days with monthly interest',
      deposit: { principal: 100, annualRate: 0.045, term: { days: 90 } },
      frequency: 'monthly',
    },
  ] satisfies { name: string; deposit: TermDeposit; frequency: InterestPaymentFrequency }[])(
    'refuses $name',
    ({ deposit, frequency }) => {
      expect(() => termDepositInterest(deposit, frequency)).toThrow(RangeError);
    },
  );
});
