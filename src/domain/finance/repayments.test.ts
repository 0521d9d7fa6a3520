import {
  amortisationSchedule,
  amortisationTotals,
  extraRepaymentSavings,
  interestOnlyRepayment,
  type Loan,
  numberOfRepayments,
  principalAndInterestRepayment,
  totalInterest,
  totalRepaid,
} from './repayments';

/*
 * Expected values were worked out independently of this code with Python's decimal module at 60
 * significant digits: repayment = P*r/(1-(1+r)^-n) with r = rate/periods, rounded half up to the
 * cent, and a schedule that rounds each period's interest to the cent and lets the last repayment
 * clear the balance. The unrounded annuity is shown next to each case.
 */

const homeLoan: Loan = { principal: 50_000_000, annualRate: 0.06, years: 30, frequency: 'monthly' };
const personalLoan: Loan = { principal: 3_000_000, annualRate: 0.1, years: 5, frequency: 'monthly' };

describe('principalAndInterestRepayment', () => {
  test.each([
    // 500,000 at 6%, 30 years monthly: 2997.75262576376...
    { loan: homeLoan, expected: 299_775 },
    // 30,000 at 10%, 5 years monthly: 637.41134133804...
    { loan: personalLoan, expected: 63_741 },
    // 500,000 at 6%, 30 years fortnightly, r = 0.06/26: 1382.91500162414...
    { loan: { ...homeLoan, frequency: 'fortnightly' }, expected: 138_292 },
    // 500,000 at 6%, 30 years weekly, r = 0.06/52: 691.31537974899...
    { loan: { ...homeLoan, frequency: 'weekly' }, expected: 69_132 },
    // 400,000 at 6.25%, 25 years monthly: 2638.67751326017...
    {
      loan: { principal: 40_000_000, annualRate: 0.0625, years: 25, frequency: 'monthly' },
      expected: 263_868,
    },
    // 150,000 at 6.29%, 25 years monthly: 993.21614373339...
    {
      loan: { principal: 15_000_000, annualRate: 0.0629, years: 25, frequency: 'monthly' },
      expected: 99_322,
    },
    // 100,000 at 5%, 10 years weekly: 244.46497071361...
    { loan: { principal: 10_000_000, annualRate: 0.05, years: 10, frequency: 'weekly' }, expected: 24_446 },
    // Zero rate: 10,000 over 24 months is 416.666..., rounded to 416.67.
    { loan: { principal: 1_000_000, annualRate: 0, years: 2, frequency: 'monthly' }, expected: 41_667 },
  ] satisfies { loan: Loan; expected: number }[])(
    '$loan.principal c at $loan.annualRate over $loan.years y $loan.frequency -> $expected c',
    ({ loan, expected }) => {
      expect(principalAndInterestRepayment(loan)).toBe(expected);
    },
  );
});

describe('interestOnlyRepayment', () => {
  test.each([
    // 500,000 x 0.06 / 12 = 2,500.00
    { loan: homeLoan, expected: 250_000 },
    // 500,000 x 0.06 / 26 = 1,153.846...
    { loan: { ...homeLoan, frequency: 'fortnightly' }, expected: 115_385 },
    // 500,000 x 0.06 / 52 = 576.923...
    { loan: { ...homeLoan, frequency: 'weekly' }, expected: 57_692 },
    // 150,000 x 0.0629 / 12 = 786.25
    { loan: { ...homeLoan, annualRate: 0.0629, principal: 15_000_000 }, expected: 78_625 },
  ] satisfies { loan: Loan; expected: number }[])(
    '$loan.frequency at $loan.annualRate -> $expected c',
    ({ loan, expected }) => {
      expect(interestOnlyRepayment(loan)).toBe(expected);
    },
  );
});

describe('numberOfRepayments', () => {
  test.each([
    { years: 30, frequency: 'monthly', expected: 360 },
    { years: 30, frequency: 'fortnightly', expected: 780 },
    { years: 30, frequency: 'weekly', expected: 1560 },
    { years: 0.5, frequency: 'fortnightly', expected: 13 },
  ] as const)('$years years $frequency -> $expected', ({ years, frequency, expected }) => {
    expect(numberOfRepayments(years, frequency)).toBe(expected);
  });

  test.each([{ years: 0 }, { years: -1 }, { years: 1.05 }, { years: Number.NaN }])(
    'refuses $years years',
    ({ years }) => {
      expect(() => numberOfRepayments(years, 'monthly')).toThrow(RangeError);
    },
  );
});

describe('amortisationSchedule', () => {
  test.each([
    {
      name: '500,000 at 6% over 30 years',
      loan: homeLoan,
      options: {},
      periods: 360,
      first: { openingBalance: 50_000_000, interest: 250_000, repayment: 299_775, principal: 49_775 },
      last: { openingBalance: 298_551, interest: 1_493, repayment: 300_044, principal: 298_551 },
      totalInterest: 57_919_269,
    },
    {
      name: '30,000 at 10% over 5 years',
      loan: personalLoan,
      options: {},
      periods: 60,
      first: { openingBalance: 3_000_000, interest: 25_000, repayment: 63_741, principal: 38_741 },
      last: { openingBalance: 63_223, interest: 527, repayment: 63_750, principal: 63_223 },
      totalInterest: 824_469,
    },
    {
      name: '10,000 at 0% over 2 years',
      loan: { principal: 1_000_000, annualRate: 0, years: 2, frequency: 'monthly' },
      options: {},
      periods: 24,
      first: { openingBalance: 1_000_000, interest: 0, repayment: 41_667, principal: 41_667 },
      // 23 x 416.67 = 9,583.41 leaves 416.59 for the last repayment.
      last: { openingBalance: 41_659, interest: 0, repayment: 41_659, principal: 41_659 },
      totalInterest: 0,
    },
    {
      name: '500,000 at 6%, 5 years interest-only then 25 years P&I',
      loan: homeLoan,
      options: { interestOnlyYears: 5 },
      periods: 360,
      first: { openingBalance: 50_000_000, interest: 250_000, repayment: 250_000, principal: 0 },
      last: { openingBalance: 320_348, interest: 1_602, repayment: 321_950, principal: 320_348 },
      totalInterest: 61_645_099,
    },
    {
      name: '500,000 at 6% with 500 extra a month',
      loan: homeLoan,
      options: { extraPerPeriod: 50_000 },
      periods: 252,
      first: { openingBalance: 50_000_000, interest: 250_000, repayment: 349_775, principal: 99_775 },
      last: { openingBalance: 174_626, interest: 873, repayment: 175_499, principal: 174_626 },
      totalInterest: 37_969_024,
    },
  ])('$name', ({ loan, options, periods, first, last, totalInterest: expectedInterest }) => {
    const schedule = amortisationSchedule(loan as Loan, options);
    expect(schedule.rows).toHaveLength(periods);
    expect(schedule.rows[0]).toMatchObject(first);
    expect(schedule.rows.at(-1)).toMatchObject({ ...last, closingBalance: 0 });
    expect(schedule.totalInterest).toBe(expectedInterest);
    expect(schedule.totalPrincipal).toBe(loan.principal);
    expect(schedule.totalRepaid).toBe(loan.principal + expectedInterest);
  });

  test.each([
    { name: 'monthly', loan: homeLoan, options: {} },
    {
      name: 'fortnightly with extra',
      loan: { ...homeLoan, frequency: 'fortnightly' },
      options: { extraPerPeriod: 25_000 },
    },
    {
      name: 'weekly interest-only first',
      loan: { ...homeLoan, frequency: 'weekly' },
      options: { interestOnlyYears: 3 },
    },
    { name: 'personal', loan: personalLoan, options: { extraPerPeriod: 10_000 } },
  ])('rows chain and add up to the totals: $name', ({ loan, options }) => {
    const schedule = amortisationSchedule(loan as Loan, options);
    let expectedOpening = loan.principal;
    let repaid = 0;
    let interest = 0;
    let principal = 0;
    for (const row of schedule.rows) {
      expect(row.openingBalance).toBe(expectedOpening);
      expect(row.principal).toBe(row.repayment - row.interest);
      expect(row.closingBalance).toBe(row.openingBalance - row.principal);
      expectedOpening = row.closingBalance;
      repaid += row.repayment;
      interest += row.interest;
      principal += row.principal;
    }
    expect(expectedOpening).toBe(0);
    expect(schedule.totalRepaid).toBe(repaid);
    expect(schedule.totalInterest).toBe(interest);
    expect(schedule.totalPrincipal).toBe(principal);
  });

  test('the interest-only phase keeps the balance and P&I repays it over the remaining term', () => {
    const schedule = amortisationSchedule(homeLoan, { interestOnlyYears: 5 });
    const interestOnlyRows = schedule.rows.filter((row) => row.phase === 'interestOnly');
    expect(interestOnlyRows).toHaveLength(60);
    expect(interestOnlyRows.every((row) => row.closingBalance === homeLoan.principal)).toBe(true);
    expect(schedule.interestOnlyRepayment).toBe(250_000);
    // 500,000 at 6% over the remaining 25 years: 3221.51130..., rounded to 3,221.51.
    expect(schedule.principalAndInterestRepayment).toBe(322_151);
    expect(schedule.rows[60]).toMatchObject({ phase: 'principalAndInterest', repayment: 322_151 });
  });

  test.each([
    { name: 'interest-only for the whole term', options: { interestOnlyYears: 30 } },
    { name: 'negative extra', options: { extraPerPeriod: -100 } },
    { name: 'fractional extra', options: { extraPerPeriod: 10.5 } },
  ])('refuses $name', ({ options }) => {
    expect(() => amortisationSchedule(homeLoan, options)).toThrow(RangeError);
  });

  test.each([
    { name: 'zero principal', loan: { ...homeLoan, principal: 0 } },
    { name: 'fractional principal', loan: { ...homeLoan, principal: 100.5 } },
    { name: 'negative rate', loan: { ...homeLoan, annualRate: -0.01 } },
    { name: 'infinite rate', loan: { ...homeLoan, annualRate: Number.POSITIVE_INFINITY } },
  ])('refuses a loan with $name', ({ loan }) => {
    expect(() => amortisationSchedule(loan)).toThrow(RangeError);
    expect(() => principalAndInterestRepayment(loan)).toThrow(RangeError);
  });
});

describe('totalRepaid and totalInterest', () => {
  test.each([
    { loan: homeLoan, repaid: 107_919_269, interest: 57_919_269 },
    { loan: personalLoan, repaid: 3_824_469, interest: 824_469 },
  ])('$loan.principal c -> repaid $repaid, interest $interest', ({ loan, repaid, interest }) => {
    expect(totalRepaid(loan)).toBe(repaid);
    expect(totalInterest(loan)).toBe(interest);
  });
});

describe('amortisationTotals', () => {
  test.each([
    { loan: homeLoan, repayment: 299_775, repaid: 107_919_269, interest: 57_919_269 },
    { loan: personalLoan, repayment: 63_741, repaid: 3_824_469, interest: 824_469 },
  ])('$loan.principal c -> repayment $repayment, repaid $repaid, interest $interest', (expected) => {
    expect(amortisationTotals(expected.loan)).toEqual({
      principalAndInterestRepayment: expected.repayment,
      totalRepaid: expected.repaid,
      totalInterest: expected.interest,
    });
  });

  test.each<Loan>([
    homeLoan,
    personalLoan,
    { principal: 1, annualRate: 0.06, years: 1, frequency: 'monthly' },
    { principal: 75_000_000, annualRate: 0, years: 25, frequency: 'fortnightly' },
    { principal: 123_456_789, annualRate: 0.0619, years: 30, frequency: 'weekly' },
    { principal: 2_000_000, annualRate: 0.2499, years: 7, frequency: 'monthly' },
    { principal: 40_000_000, annualRate: 0.0549, years: 0.5, frequency: 'fortnightly' },
  ])('are the sums of the schedule: $principal c at $annualRate over $years years, $frequency', (loan) => {
    const schedule = amortisationSchedule(loan);
    expect(amortisationTotals(loan)).toEqual({
      principalAndInterestRepayment: schedule.principalAndInterestRepayment,
      totalRepaid: schedule.totalRepaid,
      totalInterest: schedule.totalInterest,
    });
  });

  test.each([
    { name: 'no principal', loan: { ...homeLoan, principal: 0 } },
    { name: 'a part-cent principal', loan: { ...homeLoan, principal: 10.5 } },
    { name: 'a negative rate', loan: { ...homeLoan, annualRate: -0.01 } },
    { name: 'a term of no whole repayments', loan: { ...homeLoan, years: 0.01 } },
  ])('refuses a loan with $name', ({ loan }) => {
    expect(() => amortisationTotals(loan)).toThrow(RangeError);
  });
});

describe('extraRepaymentSavings', () => {
  test.each([
    {
      name: '500 a month on 500,000 at 6% over 30 years',
      loan: homeLoan,
      extra: 50_000,
      expected: {
        periodsSaved: 108,
        monthsSaved: 108,
        interestSaved: 57_919_269 - 37_969_024,
        periodsWithExtra: 252,
      },
    },
    {
      name: '100 a month on 30,000 at 10% over 5 years',
      loan: personalLoan,
      extra: 10_000,
      expected: { periodsSaved: 10, monthsSaved: 10, interestSaved: 824_469 - 679_065, periodsWithExtra: 50 },
    },
    {
      // Without extra: 780 fortnights; with 250 extra: 532 (Python schedule, interest 368,708.06).
      name: '250 a fortnight on 500,000 at 6% over 30 years',
      loan: { ...homeLoan, frequency: 'fortnightly' },
      extra: 25_000,
      expected: {
        periodsSaved: 248,
        monthsSaved: 114,
        periodsWithExtra: 532,
        totalInterestWithExtra: 36_870_806,
      },
    },
  ])('$name', ({ loan, extra, expected }) => {
    expect(extraRepaymentSavings(loan as Loan, extra)).toMatchObject(expected);
  });

  test('no extra saves nothing', () => {
    expect(extraRepaymentSavings(homeLoan, 0)).toMatchObject({ periodsSaved: 0, interestSaved: 0 });
  });
});
