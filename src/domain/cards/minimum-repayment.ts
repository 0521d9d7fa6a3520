/**
 * Banks set their own minimum monthly repayment; the common Australian rule is the greater of 2% of
 * the closing balance or $25 (the whole balance when it is under $25). We use that rule only to flag
 * a repayment that is probably too low: the simulation still uses what the visitor says they pay.
 */
import type { Cents } from '../finance/money';

export const MINIMUM_REPAYMENT_PERCENT = 2;
export const MINIMUM_REPAYMENT_FRACTION = MINIMUM_REPAYMENT_PERCENT / 100;
export const MINIMUM_REPAYMENT_FLOOR_CENTS: Cents = 2_500;

export function usualMinimumRepaymentCents(owedCents: Cents): Cents {
  if (owedCents <= 0) return 0;
  // Whole-number arithmetic rounds half a cent up exactly, and runs every month of every simulation.
  const percentOfOwed = Math.floor((owedCents * MINIMUM_REPAYMENT_PERCENT + 50) / 100);
  const minimum = Math.max(percentOfOwed, MINIMUM_REPAYMENT_FLOOR_CENTS);
  return Math.min(minimum, owedCents);
}
