import { amortisationSchedule } from '../finance/repayments';
import { repaymentPath } from './repayment-path';

describe('repaymentPath', () => {
  test.each([
    // principal, rate, years: a single stretch must match the plain amortisation schedule
    [40_000_000, 0.065, 25],
    [50_000_000, 0.0599, 30],
    [12_345_678, 0.0712, 7],
    [10_000_000, 0, 10],
  ])('one stretch of %i cents at %d over %i years matches amortisationSchedule', (principal, rate, years) => {
    const schedule = amortisationSchedule({ principal, annualRate: rate, years, frequency: 'monthly' });
    const path = repaymentPath(principal, years * 12, [
      { months: years * 12, annualRate: rate, interestOnly: false },
    ]);
    expect(path.repayments).toEqual(schedule.rows.map((row) => row.repayment));
    expect(path.totalInterest).toBe(schedule.totalInterest);
  });

  it('resets the repayment when the rate changes', () => {
    const path = repaymentPath(40_000_000, 300, [
      { months: 24, annualRate: 0.0549, interestOnly: false },
      { months: 276, annualRate: 0.0629, interestOnly: false },
    ]);
    expect(path.repayments).toHaveLength(300);
    expect(path.repayments[23]).toBe(245_396);
    // A higher rate on a smaller balance over fewer months: a higher repayment.
    expect(path.repayments[24]).toBeGreaterThan(245_396);
    expect(path.totalRepaid - path.totalInterest).toBe(40_000_000);
  });

  test.each([
    ['a zero principal', 0, 12],
    ['a fractional term', 100_000, 12.5],
  ])('rejects %s', (_label, principal, months) => {
    expect(() =>
      repaymentPath(principal, months, [{ months, annualRate: 0.05, interestOnly: false }]),
    ).toThrow(RangeError);
  });
});
