import { cardPayoff } from './payoff-time';

describe('cardPayoff', () => {
  test('worked by hand: $300 at 18.25% (0.05% a day), $200 on each due date 25 days after the statement', () => {
    const result = cardPayoff({
      balanceCents: 30_000,
      annualRate: 0.1825,
      repayment: { kind: 'fixed', cents: 20_000 },
      daysToDue: 25,
    });
    // Period 1 (31 days): 24 days at $300 = $3.60, then $200 paid and 7 days at $100 = $0.35:
    // $3.95 charged, statement $103.95. Period 2: 24 days at $103.95 = $1.2474, so the payout on
    // the due date is $103.95 + $1.25 = $105.20.
    expect(result).toEqual({
      paidOff: true,
      months: 2,
      totalInterestCents: 395 + 125,
      totalRepaidCents: 20_000 + 10_520,
      firstRepaymentCents: 20_000,
      firstInterestCents: 395,
      belowMinimum: false,
    });
  });

  test.each([
    // balance, repayment, months: with no interest, the balance / repayment rounded up
    [100_000, 10_000, 10],
    [100_000, 30_000, 4],
    [12_345, 5_000, 3],
  ])('at 0%%, %i cents repaid %i cents a month takes %i months', (balance, repayment, months) => {
    const result = cardPayoff({
      balanceCents: balance,
      annualRate: 0,
      repayment: { kind: 'fixed', cents: repayment },
    });
    expect(result.months).toBe(months);
    expect(result.totalInterestCents).toBe(0);
    expect(result.totalRepaidCents).toBe(balance);
  });

  test('the minimum at 0%: $1,000 at $25 a month (2% is only $20) takes 40 months', () => {
    const result = cardPayoff({ balanceCents: 100_000, annualRate: 0, repayment: { kind: 'minimum' } });
    expect(result.months).toBe(40);
    expect(result.firstRepaymentCents).toBe(2_500);
  });

  test('the minimum at 20.99% on $5,000 takes decades and costs more than the balance in interest', () => {
    const result = cardPayoff({ balanceCents: 500_000, annualRate: 0.2099, repayment: { kind: 'minimum' } });
    expect(result.paidOff).toBe(true);
    // The first minimum is 2% of $5,000.
    expect(result.firstRepaymentCents).toBe(10_000);
    expect(result.months).toBeGreaterThan(20 * 12);
    expect(result.totalInterestCents).toBeGreaterThan(500_000);
    expect(result.totalRepaidCents).toBe(500_000 + result.totalInterestCents);
  });

  test('a repayment under the interest never clears the balance', () => {
    // $10,000 at 20% charges about $166 a month; $100 never catches up.
    const result = cardPayoff({
      balanceCents: 1_000_000,
      annualRate: 0.2,
      repayment: { kind: 'fixed', cents: 10_000 },
    });
    expect(result.paidOff).toBe(false);
    expect(result.belowMinimum).toBe(true);
  });

  test('first statement interest at 20.99% on $3,000 paying $150, 25 days to due, 31-day period', () => {
    const result = cardPayoff({
      balanceCents: 300_000,
      annualRate: 0.2099,
      repayment: { kind: 'fixed', cents: 15_000 },
    });
    // 24 days x $3,000 + 7 days x $2,850, x 20.99% / 365.
    const expected = Math.round(((24 * 300_000 + 7 * 285_000) * 0.2099) / 365);
    expect(result.firstInterestCents).toBe(expected);
    expect(result.totalRepaidCents).toBe(300_000 + result.totalInterestCents);
  });

  test.each([
    ['a zero balance', { balanceCents: 0 }],
    ['a negative rate', { annualRate: -0.1 }],
    ['a zero repayment', { repayment: { kind: 'fixed' as const, cents: 0 } }],
  ])('refuses %s', (_label, change) => {
    expect(() =>
      cardPayoff({
        balanceCents: 100_000,
        annualRate: 0.2,
        repayment: { kind: 'fixed', cents: 10_000 },
        ...change,
      }),
    ).toThrow(RangeError);
  });
});
