import {
  COMPARISON_RATE_EXAMPLES,
  COMPARISON_RATE_WARNING,
  type ComparisonRateLoan,
  comparisonRate,
  comparisonRateCashFlows,
  exampleLoan,
  HOME_LOAN_EXAMPLE_DESCRIPTION,
  PERSONAL_LOAN_EXAMPLE_DESCRIPTION,
  publishedComparisonRate,
  roundToPublishedRate,
  solveRatePerInterval,
} from './comparison-rate';

/*
 * Expected comparison rates were computed independently of this code: a Python script builds the
 * same cash flows with the decimal module at 50 significant digits and finds the monthly rate by
 * 200 bisection steps, so its figures are exact well past the digits shown.
 */

const TOLERANCE_DIGITS = 8; // toBeCloseTo(x, 8): within 5e-9 of the yearly fraction, i.e. 0.0000005 %.

describe('statutory text', () => {
  test('warning is the regulation wording', () => {
    expect(COMPARISON_RATE_WARNING).toBe(
      'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    );
  });

  test.each([
    {
      kind: 'homeLoan',
      amountDollars: 150_000,
      termMonths: 300,
      description: 'based on a loan of $150,000 over 25 years',
    },
    {
      kind: 'personalLoan',
      amountDollars: 30_000,
      termMonths: 60,
      description: 'based on a loan of $30,000 over 5 years',
    },
  ] as const)('$kind example: $description', ({ kind, ...example }) => {
    expect(COMPARISON_RATE_EXAMPLES[kind]).toEqual(example);
  });

  test('descriptions are exported on their own', () => {
    expect([HOME_LOAN_EXAMPLE_DESCRIPTION, PERSONAL_LOAN_EXAMPLE_DESCRIPTION]).toEqual([
      'based on a loan of $150,000 over 25 years',
      'based on a loan of $30,000 over 5 years',
    ]);
  });
});

describe('a loan without fees has its own rate as comparison rate', () => {
  test.each([
    { kind: 'homeLoan', annualRate: 0.0629 },
    { kind: 'homeLoan', annualRate: 0.0549 },
    { kind: 'homeLoan', annualRate: 0.1 },
    { kind: 'personalLoan', annualRate: 0.1299 },
    { kind: 'personalLoan', annualRate: 0.0649 },
    { kind: 'personalLoan', annualRate: 0 },
  ] as const)('$kind at $annualRate', ({ kind, annualRate }) => {
    const loan = exampleLoan(kind, { rates: [{ annualRate }] });
    expect(comparisonRate(loan)).toBeCloseTo(annualRate, 12);
    expect(publishedComparisonRate(loan)).toBe(annualRate);
  });

  test.each([
    {
      name: 'interest-only for 5 years',
      pricing: { rates: [{ annualRate: 0.0629 }], interestOnlyMonths: 60 },
    },
    {
      name: 'a fixed period reverting to the same rate',
      pricing: { rates: [{ annualRate: 0.0629, months: 36 }, { annualRate: 0.0629 }] },
    },
  ])('$name', ({ pricing }) => {
    expect(comparisonRate(exampleLoan('homeLoan', pricing))).toBeCloseTo(0.0629, 12);
  });
});

describe('comparison rates with fees, checked independently', () => {
  test.each([
    {
      // BankSA Basic Variable Home Loan (CDR, August 2024): 6.29%, $100 document processing fee at
      // settlement, $350 discharge fee; BankSA publishes 6.30%.
      name: 'home loan 6.29%, $100 upfront, $350 discharge',
      loan: exampleLoan('homeLoan', {
        rates: [{ annualRate: 0.0629 }],
        upfrontFeesDollars: 100,
        dischargeFeeDollars: 350,
      }),
      exact: 0.063023229665848,
      published: 0.063,
    },
    {
      // BankSA Secured Fixed Personal Loan: 6.49%, $195 establishment, $12 a month; published 7.61%.
      name: 'personal loan 6.49%, $195 upfront, $12 a month',
      loan: exampleLoan('personalLoan', {
        rates: [{ annualRate: 0.0649 }],
        upfrontFeesDollars: 195,
        monthlyFeeDollars: 12,
      }),
      exact: 0.076137853868137,
      published: 0.0761,
    },
    {
      // The same product's top rate: 12.99%, same fees; published 14.06%.
      name: 'personal loan 12.99%, $195 upfront, $12 a month',
      loan: exampleLoan('personalLoan', {
        rates: [{ annualRate: 0.1299 }],
        upfrontFeesDollars: 195,
        monthlyFeeDollars: 12,
      }),
      exact: 0.140600608882853,
      published: 0.1406,
    },
    {
      // By hand: 637.41 + 12 = 649.41 a month repays 30,000 over 60 months at 10.8085% p.a.
      name: 'personal loan 10%, $12 a month',
      loan: exampleLoan('personalLoan', { rates: [{ annualRate: 0.1 }], monthlyFeeDollars: 12 }),
      exact: 0.108085049412041,
      published: 0.1081,
    },
    {
      name: 'home loan 3 years fixed at 5.99% reverting to 6.29%',
      loan: exampleLoan('homeLoan', { rates: [{ annualRate: 0.0599, months: 36 }, { annualRate: 0.0629 }] }),
      exact: 0.062050052482895,
      published: 0.0621,
    },
    {
      name: 'home loan 6.29%, 5 years interest-only, $600 upfront',
      loan: exampleLoan('homeLoan', {
        rates: [{ annualRate: 0.0629 }],
        interestOnlyMonths: 60,
        upfrontFeesDollars: 600,
      }),
      exact: 0.063297245996497,
      published: 0.0633,
    },
    {
      name: 'home loan 6%, $395 annual fee at settlement and each anniversary',
      loan: exampleLoan('homeLoan', { rates: [{ annualRate: 0.06 }], annualFeeDollars: 395 }),
      exact: 0.063684495633275,
      published: 0.0637,
    },
    {
      name: 'home loan 6%, $600 upfront',
      loan: exampleLoan('homeLoan', { rates: [{ annualRate: 0.06 }], upfrontFeesDollars: 600 }),
      exact: 0.060422896457287,
      published: 0.0604,
    },
  ])('$name', ({ loan, exact, published }) => {
    expect(comparisonRate(loan)).toBeCloseTo(exact, TOLERANCE_DIGITS);
    expect(publishedComparisonRate(loan)).toBe(published);
  });
});

describe('monotonic in fees', () => {
  const base = { rates: [{ annualRate: 0.0629 }] };
  test.each([
    { fee: 'upfrontFeesDollars', amounts: [0, 100, 600, 1_000, 5_000] },
    { fee: 'monthlyFeeDollars', amounts: [0, 5, 10, 15, 30] },
    { fee: 'annualFeeDollars', amounts: [0, 100, 250, 395, 1_000] },
    { fee: 'dischargeFeeDollars', amounts: [0, 150, 350, 1_000, 10_000] },
  ] as const)('more $fee means a higher comparison rate', ({ fee, amounts }) => {
    const rates = amounts.map((amount) =>
      comparisonRate(exampleLoan('homeLoan', { ...base, [fee]: amount })),
    );
    for (let i = 1; i < rates.length; i += 1) {
      expect(rates[i]).toBeGreaterThan(rates[i - 1] ?? Number.POSITIVE_INFINITY);
    }
  });

  test('a fee paid upfront costs more than the same fee paid at the end', () => {
    const upfront = comparisonRate(exampleLoan('homeLoan', { ...base, upfrontFeesDollars: 500 }));
    const atEnd = comparisonRate(exampleLoan('homeLoan', { ...base, dischargeFeeDollars: 500 }));
    expect(upfront).toBeGreaterThan(atEnd);
  });
});

describe('comparisonRateCashFlows', () => {
  test.each([
    {
      name: 'advance net of upfront fees at month 0',
      loan: { amountDollars: 1_200, termMonths: 12, rates: [{ annualRate: 0 }], upfrontFeesDollars: 50 },
      expected: [
        { month: 0, amountDollars: -1_150 },
        ...Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amountDollars: 100 })),
      ],
    },
    {
      name: 'monthly fees with each repayment, discharge fee with the last',
      loan: {
        amountDollars: 300,
        termMonths: 3,
        rates: [{ annualRate: 0 }],
        monthlyFeeDollars: 5,
        dischargeFeeDollars: 20,
      },
      expected: [
        { month: 0, amountDollars: -300 },
        { month: 1, amountDollars: 105 },
        { month: 2, amountDollars: 105 },
        { month: 3, amountDollars: 125 },
      ],
    },
    {
      name: 'annual fees at settlement and each anniversary, other yearly fees as scheduled',
      loan: {
        amountDollars: 2_400,
        termMonths: 24,
        rates: [{ annualRate: 0 }],
        annualFeeDollars: 10,
        periodicFees: [{ amountDollars: 7, everyMonths: 12 }],
      },
      // 10 at months 0 and 12 (not again on the day the loan ends); 7 in arrears at months 12 and 24.
      expected: [
        { month: 0, amountDollars: -2_390 },
        ...Array.from({ length: 24 }, (_, i) => ({
          month: i + 1,
          amountDollars: 100 + (i + 1 === 12 ? 17 : 0) + (i + 1 === 24 ? 7 : 0),
        })),
      ],
    },
  ] satisfies { name: string; loan: ComparisonRateLoan; expected: unknown[] }[])(
    '$name',
    ({ loan, expected }) => {
      expect(comparisonRateCashFlows(loan)).toEqual(expected);
    },
  );

  test('repayment is recalculated when the fixed rate reverts', () => {
    const flows = comparisonRateCashFlows(
      exampleLoan('homeLoan', { rates: [{ annualRate: 0.0599, months: 36 }, { annualRate: 0.0629 }] }),
    );
    // 150,000 at 5.99% over 300 months: 965.5354; the balance after 36 months re-amortised at 6.29%
    // over 264 months: 990.7681 (both from the Python script).
    expect(flows[1]?.amountDollars).toBeCloseTo(965.5354, 4);
    expect(flows[36]?.amountDollars).toBeCloseTo(965.5354, 4);
    expect(flows[37]?.amountDollars).toBeCloseTo(990.7681, 4);
    expect(flows[300]?.amountDollars).toBeCloseTo(990.7681, 4);
  });

  test.each([
    { name: 'no rates', loan: { amountDollars: 1_000, termMonths: 12, rates: [] } },
    { name: 'zero amount', loan: { amountDollars: 0, termMonths: 12, rates: [{ annualRate: 0.05 }] } },
    {
      name: 'fractional term',
      loan: { amountDollars: 1_000, termMonths: 12.5, rates: [{ annualRate: 0.05 }] },
    },
    { name: 'negative rate', loan: { amountDollars: 1_000, termMonths: 12, rates: [{ annualRate: -0.05 }] } },
    {
      name: 'NaN fee',
      loan: {
        amountDollars: 1_000,
        termMonths: 12,
        rates: [{ annualRate: 0.05 }],
        upfrontFeesDollars: Number.NaN,
      },
    },
    {
      name: 'negative fee',
      loan: { amountDollars: 1_000, termMonths: 12, rates: [{ annualRate: 0.05 }], monthlyFeeDollars: -1 },
    },
    {
      name: 'open-ended period before the last',
      loan: { amountDollars: 1_000, termMonths: 12, rates: [{ annualRate: 0.05 }, { annualRate: 0.06 }] },
    },
    {
      name: 'interest-only for the whole term',
      loan: { amountDollars: 1_000, termMonths: 12, rates: [{ annualRate: 0.05 }], interestOnlyMonths: 12 },
    },
  ] satisfies { name: string; loan: ComparisonRateLoan }[])('refuses $name', ({ loan }) => {
    expect(() => comparisonRateCashFlows(loan)).toThrow(RangeError);
  });
});

describe('solveRatePerInterval', () => {
  test.each([
    // 1,000 now against 1,100 in one interval: 10%.
    {
      flows: [
        { month: 0, amountDollars: -1_000 },
        { month: 1, amountDollars: 1_100 },
      ],
      expected: 0.1,
    },
    // 1,000 now against 1,210 in two intervals: 10% compounding.
    {
      flows: [
        { month: 0, amountDollars: -1_000 },
        { month: 2, amountDollars: 1_210 },
      ],
      expected: 0.1,
    },
    // Paying back less than was borrowed is a negative rate: 900/1000 - 1.
    {
      flows: [
        { month: 0, amountDollars: -1_000 },
        { month: 1, amountDollars: 900 },
      ],
      expected: -0.1,
    },
    // A very expensive loan still lies inside the widened bracket: 1,000 against 50,000 in one interval.
    {
      flows: [
        { month: 0, amountDollars: -1_000 },
        { month: 1, amountDollars: 50_000 },
      ],
      expected: 49,
    },
  ])('$flows -> $expected', ({ flows, expected }) => {
    expect(solveRatePerInterval(flows)).toBeCloseTo(expected, 12);
  });

  test.each([
    { name: 'nothing repaid', flows: [{ month: 0, amountDollars: -1_000 }] },
    {
      name: 'repayments worth almost nothing',
      flows: [
        { month: 0, amountDollars: -1_000 },
        { month: 1, amountDollars: 1 },
      ],
    },
  ])('refuses $name', ({ flows }) => {
    expect(() => solveRatePerInterval(flows)).toThrow(RangeError);
  });
});

describe('roundToPublishedRate', () => {
  test.each([
    { fraction: 0.063023229665848, expected: 0.063 },
    { fraction: 0.06345, expected: 0.0635 },
    { fraction: 0.063449999, expected: 0.0634 },
    { fraction: 0.1406006, expected: 0.1406 },
    { fraction: 0.0629, expected: 0.0629 },
    // 8.11 / 100 is 0.08109999999999999 as a double; the result must be the double nearest 0.0811.
    { fraction: 0.08110001, expected: 0.0811 },
  ])('$fraction -> $expected', ({ fraction, expected }) => {
    expect(roundToPublishedRate(fraction)).toBe(expected);
  });
});
