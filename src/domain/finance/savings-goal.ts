/**
 * How long a savings goal takes: the balance grows by a deposit on the first of each month and by
 * the month's interest, accrued daily on that balance and credited on the last day, by the rules
 * every savings figure uses (`src/domain/deposits/savings-year.ts`). The months run from January
 * of a fixed year, so the answer is the same whatever day it is asked.
 */
import type { Cents } from './money';
import { depositingHabits } from '../deposits/bonus-verdict';
import { termsOfEnteredAccount } from '../deposits/saving-terms';
import { savingsYear } from '../deposits/savings-year';

/** Past this many months (100 years) a goal counts as out of reach. */
export const GOAL_MONTHS_LIMIT = 1_200;

const START = { year: 2025, month: 1 } as const;

export interface SavingsGoalInput {
  goalCents: Cents;
  startingBalanceCents: Cents;
  monthlyDepositCents: Cents;
  annualRate: number;
}

export type SavingsGoal =
  | { reached: true; months: number; balanceCents: Cents; depositsCents: Cents; interestCents: Cents }
  | { reached: false };

export function savingsGoal(input: SavingsGoalInput): SavingsGoal {
  if (!Number.isInteger(input.goalCents) || input.goalCents <= 0) {
    throw new RangeError('Goal must be a whole number of cents > 0');
  }
  if (input.startingBalanceCents >= input.goalCents) {
    return {
      reached: true,
      months: 0,
      balanceCents: input.startingBalanceCents,
      depositsCents: 0,
      interestCents: 0,
    };
  }
  if (input.monthlyDepositCents === 0 && (input.startingBalanceCents === 0 || input.annualRate === 0)) {
    return { reached: false };
  }
  const projection = savingsYear({
    // The goal's one rate, on the whole balance, credited monthly.
    terms: termsOfEnteredAccount({
      baseRate: input.annualRate,
      bonusRate: 0,
      bonusBalanceCapCents: null,
      conditions: [],
    }),
    openingBalanceCents: input.startingBalanceCents,
    habits: depositingHabits(input.monthlyDepositCents),
    start: START,
    introductoryMonthsLeft: 0,
    months: GOAL_MONTHS_LIMIT,
  });
  let depositsCents = 0;
  let interestCents = 0;
  for (const month of projection.months) {
    depositsCents += month.depositCents;
    interestCents += month.baseInterestCents;
    if (month.closingBalanceCents >= input.goalCents) {
      return {
        reached: true,
        months: month.month,
        balanceCents: month.closingBalanceCents,
        depositsCents,
        interestCents,
      };
    }
  }
  return { reached: false };
}
