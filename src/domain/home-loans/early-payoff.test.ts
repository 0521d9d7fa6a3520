import { earlyPayoff } from './early-payoff';
import { repaymentPath } from './repayment-path';

describe('earlyPayoff', () => {
  test('extra repayments, worked by hand: $1,000 at 12% over a year, $500 a month in all', () => {
    // Repayment: 1,000 x 0.01 / (1 - 1.01^-12) = $88.85; the extra $411.15 makes it $500.
    const result = earlyPayoff({
      principalCents: 100_000,
      annualRate: 0.12,
      termYears: 1,
      extraMonthlyCents: 41_115,
      offsetCents: 0,
    });
    expect(result.repaymentCents).toBe(8_885);
    // Month 1: interest $10.00, $500 paid, $510.00 left. Month 2: interest $5.10, $500 paid,
    // $15.10 left. Month 3: interest $0.15 (15.10 x 1%), $15.25 clears it.
    expect(result.withExtras).toEqual({
      months: 3,
      totalInterestCents: 1_000 + 510 + 15,
      firstMonthInterestCents: 1_000,
    });
    // As scheduled: twelve repayments of $88.85 less the $1,000 lent, give or take the last one's cents.
    expect(result.asScheduled.months).toBe(12);
    expect(Math.abs(result.asScheduled.totalInterestCents - (12 * 8_885 - 100_000))).toBeLessThan(12);
    expect(result.monthsSaved).toBe(9);
    expect(result.interestSavedCents).toBe(result.asScheduled.totalInterestCents - 1_525);
  });

  test('an offset as large as the loan: no interest at all, and $88.85 a month clears $1,000 in 12 months', () => {
    const result = earlyPayoff({
      principalCents: 100_000,
      annualRate: 0.12,
      termYears: 1,
      extraMonthlyCents: 0,
      offsetCents: 100_000,
    });
    // 11 x $88.85 = $977.35, then $22.65.
    expect(result.withExtras).toEqual({ months: 12, totalInterestCents: 0, firstMonthInterestCents: 0 });
    expect(result.interestSavedCents).toBe(result.asScheduled.totalInterestCents);
    expect(result.monthsSaved).toBe(0);
  });

  test.each([
    // loan, rate, years, offset
    [50_000_000, 0.0609, 30, 2_000_000],
    [30_000_000, 0.0549, 25, 5_000_000],
  ])(
    'an offset alone gives what the journey pricing gives (%i cents at %d)',
    (principal, rate, years, offset) => {
      const result = earlyPayoff({
        principalCents: principal,
        annualRate: rate,
        termYears: years,
        extraMonthlyCents: 0,
        offsetCents: offset,
      });
      const path = repaymentPath(
        principal,
        years * 12,
        [{ months: years * 12, annualRate: rate, interestOnly: false }],
        offset,
      );
      expect(result.withExtras.totalInterestCents).toBe(path.totalInterest);
      expect(result.withExtras.months).toBe(path.repayments.filter((repayment) => repayment > 0).length);
    },
  );

  test('first month of a $500,000 loan at 6.09% with $20,000 offset: interest on $480,000 only', () => {
    const result = earlyPayoff({
      principalCents: 50_000_000,
      annualRate: 0.0609,
      termYears: 30,
      extraMonthlyCents: 50_000,
      offsetCents: 2_000_000,
    });
    // $480,000 x 6.09% / 12 = $2,436.00; without the offset $500,000 x 6.09% / 12 = $2,537.50.
    expect(result.withExtras.firstMonthInterestCents).toBe(243_600);
    expect(result.asScheduled.firstMonthInterestCents).toBe(253_750);
    expect(result.monthsSaved).toBeGreaterThan(0);
    expect(result.interestSavedCents).toBeGreaterThan(0);
  });

  test('nothing extra and no offset saves nothing', () => {
    const result = earlyPayoff({
      principalCents: 40_000_000,
      annualRate: 0.065,
      termYears: 30,
      extraMonthlyCents: 0,
      offsetCents: 0,
    });
    expect(result.monthsSaved).toBe(0);
    expect(result.interestSavedCents).toBe(0);
  });

  test.each([
    ['a zero loan', { principalCents: 0 }],
    ['a fraction of a cent extra', { extraMonthlyCents: 0.5 }],
    ['a negative offset', { offsetCents: -1 }],
  ])('refuses %s', (_label, change) => {
    expect(() =>
      earlyPayoff({
        principalCents: 100_000,
        annualRate: 0.05,
        termYears: 5,
        extraMonthlyCents: 0,
        offsetCents: 0,
        ...change,
      }),
    ).toThrow(RangeError);
  });
});
