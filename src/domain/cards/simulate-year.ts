/**
 * Twelve monthly statements of one card, in whole cents.
 *
 * Each month: purchases are added, interest is charged, then the visitor's repayment is applied.
 * - Interest is the yearly rate / 12 on the month's balance, rounded to the cent each month. Banks
 *   charge rate / 365 on each day's balance; a monthly step differs by a few cents a month and keeps
 *   every figure checkable by hand.
 * - Interest-free days: a month that starts with nothing owed on the card keeps its purchases free
 *   of interest when the repayment clears them. If it does not, only the part left unpaid is charged
 *   (Australian law has banned interest on the part paid within the interest-free period since 2019).
 *   A month that starts with a balance owed (carried debt, or a transferred balance) loses the
 *   interest-free days: interest runs on the balance and on every new purchase.
 * - Fees are paid as they fall due and are not added to the balance: a visitor who repays their
 *   spending each month is a transactor, and a $149 fee on the statement must not turn them into a
 *   revolver.
 * - A transferred balance is a separate part of the same account with its own rate (intro rate for
 *   its period, then the revert rate). Repayments go to the higher-rate part first, as the law
 *   requires for amounts above the minimum.
 * - A balance left behind sits on the old card (another account): the repayment clears this card's
 *   statement first, so new spending keeps its interest-free days, and the rest pays the old card.
 * - The repayment is the visitor's own figure. When it is under the usual minimum it is still used,
 *   and the month is counted so the estimate can say so.
 *
 * Every month: closing = opening + purchases + interest - repayment, so the debt after a year is
 * the debt today plus a year of purchases and interest, less what was paid.
 */
import type { Cents } from '../finance/money';
import { usualMinimumRepaymentCents } from './minimum-repayment';
import { roundWholeCents } from './whole-cents';

export const MONTHS_IN_YEAR = 12;

export interface TransferredBalance {
  balanceCents: Cents;
  introRate: number;
  introMonths: number;
  revertRate: number;
}

export interface LeftBehindBalance {
  balanceCents: Cents;
  rate: number;
  /** Charged for each month the old card is still owed (no-interest cards priced by the month). */
  monthlyFeeCents: Cents;
}

export interface YearSimulationInput {
  monthlySpendCents: Cents;
  monthlyRepaymentCents: Cents;
  /** The card's purchase rate; 0 for a no-interest card. */
  purchaseRate: number;
  /** False only for a card that has no interest-free period at all. */
  interestFreePurchases: boolean;
  /** Owed on this card today, at the purchase rate. */
  openingBalanceCents: Cents;
  transferred?: TransferredBalance | null;
  leftBehind?: LeftBehindBalance | null;
  /** Keep the month-by-month rows (for explanations and tests; the ranking does not need them). */
  keepMonths?: boolean;
}

export interface MonthRow {
  month: number;
  /** Owed on this card and on the old card at the start of the month. */
  openingCents: Cents;
  purchasesCents: Cents;
  interestCents: Cents;
  feesCents: Cents;
  repaidCents: Cents;
  closingCents: Cents;
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
  /** Owed on this card after twelve months (purchases and any transferred balance). */
  closingCents: Cents;
  /** Still owed on the old card after twelve months. */
  leftBehindClosingCents: Cents;
  /** Highest statement balance on this card (before that month's repayment). */
  peakCents: Cents;
  monthsBelowMinimum: number;
  /** Months whose statement on this card was paid in full with no interest charged. */
  monthsInterestFree: number;
  months: MonthRow[];
}

/** One month of interest on a balance: yearly rate / 12, rounded to the cent. */
export function monthInterestCents(balanceCents: Cents, annualRate: number): Cents {
  if (balanceCents <= 0 || annualRate === 0) return 0;
  return roundWholeCents((balanceCents * annualRate) / MONTHS_IN_YEAR);
}

/** Shared by every simulation run without `keepMonths`; never written to. */
const NO_MONTHS: MonthRow[] = [];

export function simulateYear(input: YearSimulationInput): YearSimulation {
  const spend = input.monthlySpendCents;
  const repayment = input.monthlyRepaymentCents;
  const transfer = input.transferred ?? null;
  const behind = input.leftBehind ?? null;

  let main = input.openingBalanceCents;
  let transferred = transfer?.balanceCents ?? 0;
  let left = behind?.balanceCents ?? 0;
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

  for (let month = 1; month <= MONTHS_IN_YEAR; month += 1) {
    const openingCents = main + transferred + left;
    const startsClear = main + transferred === 0;

    let mainInterest: Cents;
    if (startsClear && input.interestFreePurchases) {
      mainInterest = monthInterestCents(Math.max(0, spend - repayment), input.purchaseRate);
    } else {
      mainInterest = monthInterestCents(main + spend, input.purchaseRate);
    }
    const transferRate =
      transfer === null ? 0 : month <= transfer.introMonths ? transfer.introRate : transfer.revertRate;
    const transferInterest = monthInterestCents(transferred, transferRate);
    const leftFee = behind !== null && left > 0 ? behind.monthlyFeeCents : 0;
    const leftInterest = behind === null ? 0 : monthInterestCents(left, behind.rate);

    main += spend + mainInterest;
    transferred += transferInterest;
    left += leftInterest;
    const cardOwed = main + transferred;
    result.peakCents = Math.max(result.peakCents, cardOwed);

    // This card first (higher rate part first), then whatever remains to the old card.
    let available = repayment;
    const cardPaid = Math.min(available, cardOwed);
    available -= cardPaid;
    let toCard = cardPaid;
    if (transferRate > input.purchaseRate) {
      const toTransfer = Math.min(toCard, transferred);
      transferred -= toTransfer;
      toCard -= toTransfer;
      main -= toCard;
    } else {
      const toMain = Math.min(toCard, main);
      main -= toMain;
      toCard -= toMain;
      transferred -= toCard;
    }
    const leftPaid = Math.min(available, left);
    left -= leftPaid;

    // A statement paid in full is never below the minimum; most months of most visitors are.
    const belowMinimum =
      (cardPaid < cardOwed && cardPaid < usualMinimumRepaymentCents(cardOwed)) ||
      (left > 0 && leftPaid < usualMinimumRepaymentCents(left + leftPaid));
    if (belowMinimum) result.monthsBelowMinimum += 1;
    const interestFree =
      cardOwed > 0 && mainInterest === 0 && transferInterest === 0 && main + transferred === 0;
    if (interestFree) result.monthsInterestFree += 1;

    const interestCents = mainInterest + transferInterest + leftInterest;
    result.interestCents += mainInterest;
    result.transferInterestCents += transferInterest;
    result.leftBehindInterestCents += leftInterest;
    result.leftBehindFeesCents += leftFee;
    result.repaidCents += cardPaid + leftPaid;
    if (input.keepMonths) {
      result.months.push({
        month,
        openingCents,
        purchasesCents: spend,
        interestCents,
        feesCents: leftFee,
        repaidCents: cardPaid + leftPaid,
        closingCents: main + transferred + left,
        interestFree,
        belowMinimum,
      });
    }
  }
  result.closingCents = main + transferred;
  result.leftBehindClosingCents = left;
  return result;
}
