/**
 * How long a card balance takes to pay off with nothing new spent on the card, day by day as
 * `simulate-year.ts` charges a card: today is a statement date; the statement periods follow one
 * another with the days of the year's months (`STATEMENT_PERIOD_DAYS`, over and over); the
 * repayment is made on each statement's due date, `daysToDue` days after it; interest is the
 * yearly rate ÷ 365 on each day's closing balance, added up unrounded and charged, rounded to the
 * cent, on the next statement. A balance carried from one statement to the next has no
 * interest-free days. The last repayment is the payout figure: what is owed plus the interest
 * charged so far in the period, so nothing is left to trail onto another statement.
 */
import type { Cents } from '../finance/money';
import { usualMinimumRepaymentCents } from './minimum-repayment';
import { DAYS_IN_YEAR, STATEMENT_PERIOD_DAYS, USUAL_DAYS_TO_DUE } from './simulate-year';
import { roundWholeCents } from './whole-cents';

/** Past this many repayments (100 years) a balance counts as never paid off. */
export const PAYOFF_MONTHS_LIMIT = 1_200;

export type PayoffRepayment = { kind: 'fixed'; cents: Cents } | { kind: 'minimum' };

export interface CardPayoffInput {
  balanceCents: Cents;
  /** The purchase rate the balance is charged at, as a fraction. */
  annualRate: number;
  repayment: PayoffRepayment;
  /** Days from a statement to its due date; 25 when the card publishes none. */
  daysToDue?: number;
}

export interface CardPayoff {
  /** False when the repayments never clear the balance within `PAYOFF_MONTHS_LIMIT`. */
  paidOff: boolean;
  /** Repayments made until the balance is cleared. */
  months: number;
  totalInterestCents: Cents;
  totalRepaidCents: Cents;
  firstRepaymentCents: Cents;
  /** Interest charged on the first statement after today. */
  firstInterestCents: Cents;
  /** A fixed repayment under the usual minimum of today's statement (2% or $25). */
  belowMinimum: boolean;
}

function assertInput(input: CardPayoffInput): void {
  if (!Number.isInteger(input.balanceCents) || input.balanceCents <= 0) {
    throw new RangeError('Balance must be a whole number of cents > 0');
  }
  if (!Number.isFinite(input.annualRate) || input.annualRate < 0) {
    throw new RangeError('Rate must be a finite fraction >= 0');
  }
  if (input.repayment.kind === 'fixed') {
    const { cents } = input.repayment;
    if (!Number.isInteger(cents) || cents <= 0) throw new RangeError('Repayment must be whole cents > 0');
  }
}

export function cardPayoff(input: CardPayoffInput): CardPayoff {
  assertInput(input);
  const daysToDue = input.daysToDue ?? USUAL_DAYS_TO_DUE;
  const daily = input.annualRate / DAYS_IN_YEAR;
  const fixed = input.repayment.kind === 'fixed' ? input.repayment.cents : null;
  let statement = input.balanceCents;
  let months = 0;
  let totalInterestCents = 0;
  let totalRepaidCents = 0;
  let firstRepaymentCents = 0;
  let firstInterestCents = 0;
  for (let period = 0; period < PAYOFF_MONTHS_LIMIT; period += 1) {
    const days = STATEMENT_PERIOD_DAYS[period % STATEMENT_PERIOD_DAYS.length]!;
    // The statement balance every day before the due date.
    const beforeDue = statement * (daysToDue - 1) * daily;
    const payout = statement + roundWholeCents(beforeDue);
    const planned = fixed ?? usualMinimumRepaymentCents(statement);
    // A minimum that is the whole statement (under $25) is the last repayment too.
    const last = planned >= payout || (fixed === null && planned >= statement);
    const repaid = last ? payout : planned;
    months += 1;
    totalRepaidCents += repaid;
    if (period === 0) firstRepaymentCents = repaid;
    if (last) {
      totalInterestCents += payout - statement;
      return {
        paidOff: true,
        months,
        totalInterestCents,
        totalRepaidCents,
        firstRepaymentCents,
        firstInterestCents: period === 0 ? payout - statement : firstInterestCents,
        belowMinimum: fixed !== null && fixed < usualMinimumRepaymentCents(input.balanceCents),
      };
    }
    const afterRepayment = statement - repaid;
    const interest = roundWholeCents(beforeDue + afterRepayment * (days - daysToDue + 1) * daily);
    if (period === 0) firstInterestCents = interest;
    totalInterestCents += interest;
    statement = afterRepayment + interest;
    // A repayment no larger than the interest never gets anywhere.
    if (statement >= input.balanceCents && period > 0) break;
  }
  return {
    paidOff: false,
    months,
    totalInterestCents,
    totalRepaidCents,
    firstRepaymentCents,
    firstInterestCents,
    belowMinimum: fixed !== null && fixed < usualMinimumRepaymentCents(input.balanceCents),
  };
}
