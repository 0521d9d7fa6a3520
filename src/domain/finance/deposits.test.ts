import {
  type InterestPaymentFrequency,
  projectSavings,
  type SavingsAccount,
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

describe('projectSavings', () => {
  const account: SavingsAccount = {
    openingBalance: fiftyThousand,
    months: 12,
    start: { year: 2025, month: 1 },
    baseRate: 0.005,
    bonusRate: 0.045,
    bonusConditionsMet: 12,
  };

  // Each month's interest is rounded once, base and bonus together, as it is credited; the base
  // part is its own rounding and the bonus the rest (worked separately with exact decimals).
  test.each([
    {
      // January 2025: 50,000 x 0.5% x 31/365 = 21.23 base, 50,000 x 4.5% x 31/365 = 191.10 bonus.
      name: 'bonus every month',
      account,
      first: { days: 31, baseInterest: 2_123, bonusInterest: 19_110, closingBalance: 5_021_233 },
      totals: { totalBaseInterest: 25_579, totalBonusInterest: 230_231, closingBalance: 5_255_810 },
    },
    {
      name: 'bonus in the first 10 months only',
      account: { ...account, bonusConditionsMet: 10 },
      first: { days: 31, baseInterest: 2_123, bonusInterest: 19_110 },
      totals: { totalBaseInterest: 25_571, totalBonusInterest: 190_950, closingBalance: 5_216_521 },
    },
    {
      // 2024 is a leap year: February has 29 days, still counted over 365.
      name: 'bonus every other month, 500 deposited on the 1st',
      account: {
        ...account,
        start: { year: 2024, month: 1 },
        monthlyDeposit: 50_000,
        bonusConditionsMet: Array.from({ length: 12 }, (_, index) => index % 2 === 0),
      },
      first: {
        days: 31,
        deposit: 50_000,
        baseInterest: 2_145,
        bonusInterest: 19_300,
        closingBalance: 5_071_445,
      },
      totals: {
        totalDeposits: 600_000,
        totalBaseInterest: 27_065,
        totalBonusInterest: 121_544,
        closingBalance: 5_748_609,
      },
    },
    {
      // 200,000 with a 100,000 cap: the bonus is paid on 100,000 only (4% x 31/365 = 339.73).
      name: 'bonus only up to the cap',
      account: {
        ...account,
        openingBalance: 20_000_000,
        months: 3,
        baseRate: 0.01,
        bonusRate: 0.04,
        bonusConditionsMet: 3,
        balanceCap: 10_000_000,
      },
      first: { baseInterest: 16_986, bonusInterest: 33_973 },
      totals: { totalBaseInterest: 49_437, totalBonusInterest: 98_629, closingBalance: 20_148_066 },
    },
    {
      name: 'no bonus above the cap',
      account: {
        ...account,
        openingBalance: 20_000_000,
        months: 3,
        baseRate: 0.01,
        bonusRate: 0.04,
        bonusConditionsMet: 3,
        balanceCap: 10_000_000,
        capRule: 'noBonusAboveCap',
      },
      first: { baseInterest: 16_986, bonusInterest: 0 },
      totals: { totalBaseInterest: 49_355, totalBonusInterest: 0, closingBalance: 20_049_355 },
    },
    {
      // 99,900 + 50 stays under the 100,000 cap in November; interest takes it over from December.
      name: 'bonus stops once interest takes the balance over the cap, across a year end',
      account: {
        ...account,
        openingBalance: 9_990_000,
        months: 3,
        start: { year: 2025, month: 11 },
        baseRate: 0.01,
        bonusRate: 0.04,
        bonusConditionsMet: 3,
        balanceCap: 10_000_000,
        capRule: 'noBonusAboveCap',
        monthlyDeposit: 5_000,
      },
      first: { year: 2025, calendarMonth: 11, days: 30, baseInterest: 8_215, bonusInterest: 32_860 },
      totals: { totalBaseInterest: 25_283, totalBonusInterest: 32_860, closingBalance: 10_063_143 },
    },
  ] satisfies { name: string; account: SavingsAccount; first: object; totals: object }[])(
    '$name',
    ({ account: input, first, totals }) => {
      const projection = projectSavings(input);
      expect(projection.months[0]).toMatchObject(first);
      expect(projection).toMatchObject(totals);
      expect(projection.totalInterest).toBe(projection.totalBaseInterest + projection.totalBonusInterest);
    },
  );

  test('months chain: each closing balance opens the next month and totals add up', () => {
    const projection = projectSavings({ ...account, monthlyDeposit: 20_000, bonusConditionsMet: 7 });
    let balance = account.openingBalance;
    for (const month of projection.months) {
      expect(month.openingBalance).toBe(balance);
      expect(month.closingBalance).toBe(
        month.openingBalance + month.deposit + month.baseInterest + month.bonusInterest,
      );
      expect(month.bonusEarned).toBe(month.month <= 7);
      balance = month.closingBalance;
    }
    expect(projection.closingBalance).toBe(
      account.openingBalance + projection.totalDeposits + projection.totalInterest,
    );
  });

  test('month labels roll over the year', () => {
    const projection = projectSavings({
      ...account,
      start: { year: 2024, month: 11 },
      months: 4,
      bonusConditionsMet: 0,
    });
    expect(projection.months.map((month) => [month.year, month.calendarMonth, month.days])).toEqual([
      [2024, 11, 30],
      [2024, 12, 31],
      [2025, 1, 31],
      [2025, 2, 28],
    ]);
  });

  test.each([
    { name: 'negative opening balance', change: { openingBalance: -1 } },
    { name: 'zero months', change: { months: 0 } },
    { name: 'NaN bonus rate', change: { bonusRate: Number.NaN } },
    { name: 'infinite base rate', change: { baseRate: Number.POSITIVE_INFINITY } },
    { name: 'month 13', change: { start: { year: 2025, month: 13 } } },
    { name: 'too few monthly flags', change: { bonusConditionsMet: [true, false] } },
    { name: 'more months met than months', change: { bonusConditionsMet: 13 } },
    { name: 'fractional deposit', change: { monthlyDeposit: 0.5 } },
    { name: 'negative cap', change: { balanceCap: -100 } },
  ] satisfies { name: string; change: Partial<SavingsAccount> }[])('refuses $name', ({ change }) => {
    expect(() => projectSavings({ ...account, ...change })).toThrow(RangeError);
  });
});
