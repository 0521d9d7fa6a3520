/**
 * A year of one card, day by day, as Australian banks charge it, in whole cents.
 *
 * - Twelve statement periods make the year: 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30 and 31 days
 *   (`STATEMENT_PERIOD_DAYS`). Today is a statement date: what the visitor owes today is its closing
 *   balance.
 * - The month's spending is spread evenly over the period's days (whole cents, adding up to the
 *   month's spending exactly).
 * - The visitor's repayment is made on each statement's due date, `daysToDue` days after it (the
 *   card's interest-free days less 30, or 25 days when none are published: `daysToDueFor`). It pays
 *   the statement, up to the visitor's figure; what is left of the figure goes to a balance left on
 *   the old card.
 * - Interest is the yearly rate / 365 on each day's closing balance, added up unrounded and charged,
 *   rounded to the cent, on the next statement.
 * - Interest-free days: while every statement has been paid in full by its due date, purchases pay
 *   no interest. A statement not paid in full loses them: the part left unpaid is charged interest
 *   from the statement date (never the part that was paid: the ban on retrospective interest since
 *   2019), and from the due date every balance and every new purchase is charged by the day. They
 *   come back once a statement is paid in full by its due date. A card without interest-free days
 *   charges every purchase from the day it is made.
 * - A transferred balance is a separate part of the same account with its own rate (the intro rate
 *   for its months, then the revert rate), charged by the day; while it is owed, a statement is
 *   paid in full only when the transfer is paid too, so purchases lose their interest-free days.
 *   Repayments go to the higher-rate part first, as the law requires above the minimum.
 * - A balance left behind sits on the old card (another account, charged by the day at its rate):
 *   the repayment clears this card first, so new spending keeps its interest-free days, and the
 *   rest pays the old card on the same day. A no-interest old card's monthly fee is charged at each
 *   statement while it is owed, and paid as it falls due.
 * - Fees are paid as they fall due and are not added to the balance: a visitor who repays their
 *   spending each month is a transactor, and a fee on the statement must not turn them into a
 *   revolver.
 * - The repayment is the visitor's own figure. When it is under the usual minimum it is still used,
 *   and the statement is counted so the estimate can say so.
 *
 * The year is today's statement and the twelve after it, each repaid on its due date; the last falls
 * due after the year, and nothing after it (purchases or interest) is counted. Every period:
 * closing = opening + purchases + interest - repaid, so the debt after a year is the debt today plus
 * a year of purchases and interest, less what was paid.
 */
import type { Cents } from '../finance/money';
import { usualMinimumRepaymentCents } from './minimum-repayment';
import { roundWholeCents } from './whole-cents';

export const MONTHS_IN_YEAR = 12;
export const DAYS_IN_YEAR = 365;
/** The days of the year's twelve statement periods. */
export const STATEMENT_PERIOD_DAYS: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days from a statement to its due date when the card publishes no interest-free days. */
export const USUAL_DAYS_TO_DUE = 25;
/** An interest-free period runs from the start of a statement period (about 30 days) to the due date. */
const STATEMENT_PERIOD_LENGTH = 30;

/**
 * Days from a statement to its due date: the card's interest-free days less the 30 of a statement
 * period (55 days: 25; 44 days: 14), or 25 when the card publishes none or has none.
 */
export function daysToDueFor(interestFreeDays: number | null): number {
  if (interestFreeDays === null || interestFreeDays <= STATEMENT_PERIOD_LENGTH) return USUAL_DAYS_TO_DUE;
  return interestFreeDays - STATEMENT_PERIOD_LENGTH;
}

export interface TransferredBalance {
  balanceCents: Cents;
  introRate: number;
  introMonths: number;
  revertRate: number;
}

export interface LeftBehindBalance {
  balanceCents: Cents;
  rate: number;
  /** Charged for each statement the old card is still owed (no-interest cards priced by the month). */
  monthlyFeeCents: Cents;
}

export interface YearSimulationInput {
  monthlySpendCents: Cents;
  monthlyRepaymentCents: Cents;
  /** The card's purchase rate; 0 for a no-interest card. */
  purchaseRate: number;
  /** False only for a card that has no interest-free period at all. */
  interestFreePurchases: boolean;
  /** Days from each statement to its due date (`daysToDueFor`). */
  daysToDue: number;
  /** Owed on this card today, at the purchase rate: today's statement balance. */
  openingBalanceCents: Cents;
  transferred?: TransferredBalance | null;
  leftBehind?: LeftBehindBalance | null;
  /** Keep the month-by-month rows (for explanations and tests; the ranking does not need them). */
  keepMonths?: boolean;
}

export interface MonthRow {
  month: number;
  /** Owed on this card and on the old card at the start of the statement period. */
  openingCents: Cents;
  purchasesCents: Cents;
  /** Charged on this period's statement: this card's, the transfer's and the old card's. */
  interestCents: Cents;
  feesCents: Cents;
  /** Paid in this period (on the due date that falls in it). */
  repaidCents: Cents;
  /** Owed on both cards at the statement date. */
  closingCents: Cents;
  /** This card's statement balance was paid in full by its due date, with no interest on it. */
  interestFree: boolean;
  belowMinimum: boolean;
}

export interface YearSimulation {
  /** Interest at the purchase rate (balance carried on this card and purchases). */
  interestCents: Cents;
  transferInterestCents: Cents;
  leftBehindInterestCents: Cents;
  leftBehindFeesCents: Cents;
  repaidCents: Cents;
  /** Owed on this card once the year's last statement is repaid (purchases and any transferred balance). */
  closingCents: Cents;
  /** Still owed on the old card then. */
  leftBehindClosingCents: Cents;
  /** Highest balance on this card on any day of the year. */
  peakCents: Cents;
  /** Statements of the year (not today's) whose repayment was under the usual minimum. */
  monthsBelowMinimum: number;
  /** Statements on this card that were paid in full by their due date, with no interest charged. */
  monthsInterestFree: number;
  months: MonthRow[];
}

/**
 * One month's spending over a period of its days: the whole cents spent by the end of each day
 * (even, adding up to the month) and their running sum, in cents x days.
 */
interface SpendCurve {
  spent: number[];
  spentDays: number[];
}

function spendCurve(spend: Cents, days: number): SpendCurve {
  const spent: number[] = [];
  const spentDays: number[] = [];
  let sum = 0;
  for (let day = 0; day < days; day += 1) {
    const byNow = Math.floor(((day + 1) * spend) / days);
    sum += byNow;
    spent.push(byNow);
    spentDays.push(sum);
  }
  return { spent, spentDays };
}

/** Shared by every simulation run without `keepMonths`; never written to. */
const NO_MONTHS: MonthRow[] = [];

/** A statement waiting for its due date. */
interface Statement {
  /** The period it closes (1 to 12); 0 for today's. */
  period: number;
  dueDay: number;
  /** This card's balance at the statement date. */
  closingCents: Cents;
  /**
   * Paid on this card since the statement date, on an earlier statement's due date (a card due
   * more than a period after its statement): that much of the closing balance is paid already.
   */
  paidSinceCents: Cents;
  /** Whether it charged any interest on this card (purchases or transfer). */
  chargedInterest: boolean;
}

/**
 * What a period's interest is worked from: each part's balance added up over the days it is charged
 * (cents x days; rates do not change within a period), and the interest already owed in cents.
 */
interface Accrued {
  mainBalanceDays: number;
  transferBalanceDays: number;
  leftBalanceDays: number;
  /** Interest on an unpaid part charged back to its statement date. */
  mainCents: number;
}

/** Where the simulation stands; one object so each step reads as a small function of it. */
class CardYear {
  main: Cents;
  transferred: Cents;
  left: Cents;
  /** Purchases are free of interest until a statement goes unpaid. */
  free: boolean;
  readonly accrued: Accrued = {
    mainBalanceDays: 0,
    transferBalanceDays: 0,
    leftBalanceDays: 0,
    mainCents: 0,
  };
  peak = 0;
  readonly due: Statement[] = [];
  periodRepaid = 0;
  periodBelowMinimum = false;

  constructor(
    readonly input: YearSimulationInput,
    readonly result: YearSimulation,
  ) {
    this.main = input.openingBalanceCents;
    this.transferred = input.transferred?.balanceCents ?? 0;
    this.left = input.leftBehind?.balanceCents ?? 0;
    // Owing today means today's statement was not paid off: no interest-free days until one is.
    this.free = input.interestFreePurchases && this.main + this.transferred === 0;
    this.due.push({
      period: 0,
      dueDay: input.daysToDue - 1,
      closingCents: this.main + this.transferred,
      paidSinceCents: 0,
      chargedInterest: true,
    });
  }

  transferRate(period: number): number {
    const transfer = this.input.transferred;
    if (!transfer) return 0;
    return period < transfer.introMonths ? transfer.introRate : transfer.revertRate;
  }

  /**
   * The repayment on a due date: this card first (higher rate part first), then the old card.
   * Returns whether it paid the statement in full.
   */
  repay(statement: Statement, period: number): boolean {
    // The statement is what is asked for (less what was paid on it already): purchases since are
    // paid on the next one.
    const outstanding = Math.max(
      0,
      Math.min(statement.closingCents - statement.paidSinceCents, this.main + this.transferred),
    );
    let available = this.input.monthlyRepaymentCents;
    const cardPaid = Math.min(available, outstanding);
    available -= cardPaid;
    for (const waiting of this.due) waiting.paidSinceCents += cardPaid;
    let toCard = cardPaid;
    if (this.transferRate(period) > this.input.purchaseRate) {
      const toTransfer = Math.min(toCard, this.transferred);
      this.transferred -= toTransfer;
      toCard -= toTransfer;
      this.main -= toCard;
    } else {
      const toMain = Math.min(toCard, this.main);
      this.main -= toMain;
      toCard -= toMain;
      this.transferred -= toCard;
    }
    const leftBefore = this.left;
    const leftPaid = Math.min(available, this.left);
    this.left -= leftPaid;
    this.periodRepaid += cardPaid + leftPaid;

    const paidInFull = cardPaid >= outstanding;
    // Counted for the year's twelve statements; today's was the visitor's before the year began.
    const belowMinimum =
      statement.period > 0 &&
      ((!paidInFull && cardPaid < usualMinimumRepaymentCents(outstanding)) ||
        (leftBefore > 0 && leftPaid < usualMinimumRepaymentCents(leftBefore)));
    if (belowMinimum) this.periodBelowMinimum = true;

    if (!this.input.interestFreePurchases) return paidInFull;
    if (paidInFull) {
      this.free = true;
    } else if (this.free) {
      // The part left unpaid is charged from the statement date; the part paid, never.
      const unpaid = outstanding - cardPaid;
      this.accrued.mainCents += (unpaid * this.input.purchaseRate * this.input.daysToDue) / DAYS_IN_YEAR;
      this.free = false;
    }
    return paidInFull;
  }

  /**
   * Days `from` to `to` of a period in which nothing falls due: each day's purchases come in and
   * each day's closing balances count towards the period's interest. Only the purchases change
   * the balances, so the days are added up at once from the period's spending curve.
   */
  spendDays(curve: SpendCurve, from: number, to: number): void {
    const days = to - from + 1;
    const spentBefore = from > 0 ? curve.spent[from - 1]! : 0;
    const balanceDaysBefore = from > 0 ? curve.spentDays[from - 1]! : 0;
    // The balance at the end of day d is base + spent[d].
    const base = this.main - spentBefore;
    const accrued = this.accrued;
    if (!this.free) accrued.mainBalanceDays += days * base + (curve.spentDays[to]! - balanceDaysBefore);
    accrued.transferBalanceDays += days * this.transferred;
    accrued.leftBalanceDays += days * this.left;
    this.main = base + curve.spent[to]!;
    // Purchases only add, so the last day is the highest.
    const owed = this.main + this.transferred;
    if (owed > this.peak) this.peak = owed;
  }

  /** The period's interest, rounded to the cent; the sums start again. */
  takeInterest(period: number): [main: Cents, transfer: Cents, left: Cents] {
    const { accrued, input } = this;
    const main = roundWholeCents(
      accrued.mainCents + (accrued.mainBalanceDays * input.purchaseRate) / DAYS_IN_YEAR,
    );
    const transfer = roundWholeCents(
      (accrued.transferBalanceDays * this.transferRate(period)) / DAYS_IN_YEAR,
    );
    const left = roundWholeCents((accrued.leftBalanceDays * (input.leftBehind?.rate ?? 0)) / DAYS_IN_YEAR);
    accrued.mainBalanceDays = 0;
    accrued.transferBalanceDays = 0;
    accrued.leftBalanceDays = 0;
    accrued.mainCents = 0;
    return [main, transfer, left];
  }
}

function chargeStatement(year: CardYear, period: number, openingCents: Cents, dayOfStatement: number): void {
  const { input, result } = year;
  const [mainInterest, transferInterest, leftInterest] = year.takeInterest(period);
  year.main += mainInterest;
  year.transferred += transferInterest;
  year.left += leftInterest;
  const leftFee = input.leftBehind && year.left > 0 ? input.leftBehind.monthlyFeeCents : 0;

  result.interestCents += mainInterest;
  result.transferInterestCents += transferInterest;
  result.leftBehindInterestCents += leftInterest;
  result.leftBehindFeesCents += leftFee;
  result.repaidCents += year.periodRepaid;
  if (year.periodBelowMinimum) result.monthsBelowMinimum += 1;

  year.due.push({
    period: period + 1,
    dueDay: dayOfStatement + input.daysToDue,
    closingCents: year.main + year.transferred,
    paidSinceCents: 0,
    chargedInterest: mainInterest + transferInterest > 0,
  });
  if (input.keepMonths) {
    result.months.push({
      month: period + 1,
      openingCents,
      purchasesCents: input.monthlySpendCents,
      interestCents: mainInterest + transferInterest + leftInterest,
      feesCents: leftFee,
      repaidCents: year.periodRepaid,
      closingCents: year.main + year.transferred + year.left,
      interestFree: false,
      belowMinimum: year.periodBelowMinimum,
    });
  }
  year.periodRepaid = 0;
  year.periodBelowMinimum = false;
}

/** A statement of the year with something on it, paid in full, that charged no interest. */
function countInterestFree(year: CardYear, statement: Statement, paidInFull: boolean): void {
  if (statement.period === 0 || !paidInFull || statement.chargedInterest || statement.closingCents === 0)
    return;
  year.result.monthsInterestFree += 1;
  const row = year.result.months[statement.period - 1];
  if (row) row.interestFree = true;
}

export function simulateYear(input: YearSimulationInput): YearSimulation {
  if (!Number.isInteger(input.daysToDue) || input.daysToDue < 1) {
    throw new RangeError(
      `Days to the due date must be a whole number from 1, got ${String(input.daysToDue)}`,
    );
  }
  const result: YearSimulation = {
    interestCents: 0,
    transferInterestCents: 0,
    leftBehindInterestCents: 0,
    leftBehindFeesCents: 0,
    repaidCents: 0,
    closingCents: 0,
    leftBehindClosingCents: 0,
    peakCents: 0,
    monthsBelowMinimum: 0,
    monthsInterestFree: 0,
    months: input.keepMonths ? [] : NO_MONTHS,
  };
  const year = new CardYear(input, result);
  const curves = new Map<number, SpendCurve>();
  let periodStart = 0;
  for (let period = 0; period < STATEMENT_PERIOD_DAYS.length; period += 1) {
    const days = STATEMENT_PERIOD_DAYS[period]!;
    let curve = curves.get(days);
    if (curve === undefined) curves.set(days, (curve = spendCurve(input.monthlySpendCents, days)));
    const openingCents = year.main + year.transferred + year.left;
    // From due date to due date: statements fall due in the order they were issued.
    for (let dayOfPeriod = 0; dayOfPeriod < days;) {
      while (year.due[0]?.dueDay === periodStart + dayOfPeriod) {
        const statement = year.due.shift()!;
        countInterestFree(year, statement, year.repay(statement, period));
      }
      const nextDue = (year.due[0]?.dueDay ?? Number.POSITIVE_INFINITY) - periodStart;
      const until = Math.min(days, nextDue);
      year.spendDays(curve, dayOfPeriod, until - 1);
      dayOfPeriod = until;
    }
    periodStart += days;
    chargeStatement(year, period, openingCents, periodStart - 1);
  }
  result.peakCents = year.peak;
  // The year's last statement (and, for a card due more than a period after its statement, the one
  // before) falls due after the year: its repayment is made, and nothing after it is counted.
  while (year.due.length > 0) {
    const statement = year.due.shift()!;
    countInterestFree(year, statement, year.repay(statement, STATEMENT_PERIOD_DAYS.length));
  }
  result.repaidCents += year.periodRepaid;
  if (year.periodBelowMinimum) result.monthsBelowMinimum += 1;
  result.closingCents = year.main + year.transferred;
  result.leftBehindClosingCents = year.left;
  return result;
}
