import { savingsGoal } from './savings-goal';

describe('savingsGoal', () => {
  test.each([
    // goal, start, deposit: with no interest, the months are (goal - start) / deposit rounded up
    [1_000_000, 0, 100_000, 10],
    [1_000_000, 250_000, 100_000, 8],
    [1_000_000, 0, 300_000, 4],
  ])(
    'at 0%%, a goal of %i cents from %i saving %i a month takes %i months',
    (goal, start, deposit, months) => {
      const result = savingsGoal({
        goalCents: goal,
        startingBalanceCents: start,
        monthlyDepositCents: deposit,
        annualRate: 0,
      });
      expect(result).toEqual({
        reached: true,
        months,
        balanceCents: start + months * deposit,
        depositsCents: months * deposit,
        interestCents: 0,
      });
    },
  );

  test('worked by hand: $10,000 start, $1,000 a month at 3.65% (0.01% a day) to $12,100', () => {
    // January: ($10,000 + $1,000) x 0.0001 x 31 days = $34.10, so $11,034.10.
    // February: ($11,034.10 + $1,000) x 0.0001 x 28 = $33.6955, rounded $33.70: $12,067.80.
    // March: $13,067.80 on the 1st, so the goal is passed in month 3: + x 0.0001 x 31 = $40.51.
    const result = savingsGoal({
      goalCents: 1_210_000,
      startingBalanceCents: 1_000_000,
      monthlyDepositCents: 100_000,
      annualRate: 0.0365,
    });
    expect(result).toEqual({
      reached: true,
      months: 3,
      balanceCents: 1_306_780 + 4_051,
      depositsCents: 300_000,
      interestCents: 3_410 + 3_370 + 4_051,
    });
  });

  test('interest alone reaches a goal, slowly: $10,000 doubling at 5% takes about 14 years', () => {
    const result = savingsGoal({
      goalCents: 2_000_000,
      startingBalanceCents: 1_000_000,
      monthlyDepositCents: 0,
      annualRate: 0.05,
    });
    // Monthly compounding: ln 2 / ln(1 + 0.05/12) = 166.7 months.
    expect(result.reached && result.months).toBe(Math.ceil(Math.log(2) / Math.log(1 + 0.05 / 12)));
  });

  test('a start already at the goal takes no months', () => {
    expect(
      savingsGoal({
        goalCents: 100_000,
        startingBalanceCents: 100_000,
        monthlyDepositCents: 0,
        annualRate: 0.05,
      }),
    ).toMatchObject({ reached: true, months: 0 });
  });

  test('nothing saved and nothing earning never gets there', () => {
    expect(
      savingsGoal({ goalCents: 100_000, startingBalanceCents: 0, monthlyDepositCents: 0, annualRate: 0.05 }),
    ).toEqual({ reached: false });
    expect(
      savingsGoal({ goalCents: 100_000, startingBalanceCents: 5_000, monthlyDepositCents: 0, annualRate: 0 }),
    ).toEqual({ reached: false });
  });
});
