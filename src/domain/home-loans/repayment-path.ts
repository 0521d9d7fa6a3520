/**
 * Month-by-month repayments of a loan whose rate or repayment type changes part-way, such as a
 * fixed rate that reverts to variable or an interest-only period followed by principal and
 * interest. Each time a new stretch starts, the principal-and-interest repayment is recalculated
 * over the months still left, the way lenders reset repayments when a fixed period ends.
 */
import { type Cents, mulRate } from '../finance/money';
import { principalAndInterestRepayment } from '../finance/repayments';

export interface RateStretch {
  /** Months this stretch lasts; the last stretch may be cut short by the end of the term. */
  months: number;
  annualRate: number;
  interestOnly: boolean;
}

export interface RepaymentPath {
  /** Repayment of month 1, 2, ... (index 0 is month 1); the last clears the balance exactly. */
  repayments: Cents[];
  totalRepaid: Cents;
  totalInterest: Cents;
}

/**
 * Repays `principal` over `termMonths`, following `stretches` in order (the last one runs to the
 * end). Money in an offset account (`offsetCents`, held the whole term) is taken off the balance
 * interest is charged on; the repayment stays what it would be without it, so the loan ends early.
 */
export function repaymentPath(
  principal: Cents,
  termMonths: number,
  stretches: readonly RateStretch[],
  offsetCents: Cents = 0,
): RepaymentPath {
  if (!Number.isInteger(principal) || principal <= 0) {
    throw new RangeError(`Principal must be a positive whole number of cents, got ${principal}`);
  }
  if (!Number.isInteger(termMonths) || termMonths <= 0) {
    throw new RangeError(`Term must be a positive whole number of months, got ${termMonths}`);
  }
  if (stretches.length === 0) throw new RangeError('A repayment path needs at least one rate stretch');

  const repayments: Cents[] = [];
  let balance = principal;
  let totalInterest = 0;
  let month = 0;
  for (const [index, stretch] of stretches.entries()) {
    const isLast = index === stretches.length - 1;
    const end = isLast ? termMonths : Math.min(termMonths, month + stretch.months);
    const monthlyRate = stretch.annualRate / 12;
    // The whole balance is still owed when this stretch begins, so the annuity runs over every month left.
    const amortising =
      stretch.interestOnly || balance === 0
        ? 0
        : principalAndInterestRepayment({
            principal: balance,
            annualRate: stretch.annualRate,
            years: (termMonths - month) / 12,
            frequency: 'monthly',
          });
    for (; month < end; month += 1) {
      const interest = mulRate(Math.max(0, balance - offsetCents), monthlyRate);
      const isFinalMonth = month === termMonths - 1;
      const scheduled = stretch.interestOnly && !isFinalMonth ? interest : amortising;
      const repayment = isFinalMonth ? balance + interest : Math.min(scheduled, balance + interest);
      balance -= repayment - interest;
      totalInterest += interest;
      repayments.push(repayment);
    }
    if (month >= termMonths) break;
  }
  return { repayments, totalRepaid: principal + totalInterest, totalInterest };
}
