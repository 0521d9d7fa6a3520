/**
 * Everything about the visitor's side of a switch that every offer is measured against: the
 * current loan's month-by-month cost, its LVR and the fee for leaving it. Built once per request.
 */
import type { Cents } from '../finance/money';
import { formatCents } from '../format';
import type { NormalisedHomeLoan, NormalisedHomeLoanProvider } from '../normalise/types';
import {
  type CurrentHomeLoan,
  type DischargeFee,
  interestOnlyMonths,
  loanToValueRatio,
  remainingMonths,
  resolveDischargeFee,
  validateCurrentLoan,
} from './current-loan';
import { periodicCharges, sumOf } from './ongoing-fees';
import type { BorrowerProfile } from './rate-eligibility';
import { repaymentPath } from './repayment-path';

export interface CurrentLoanCosts {
  monthlyRepaymentCents: Cents;
  totalRepaidCents: Cents;
  totalInterestCents: Cents;
  ongoingFeesCents: Cents;
  /** Repayments plus ongoing fees over the remaining term. */
  totalCostCents: Cents;
  /** Repayment plus fees of month 1, 2, ... (index 0 is month 1). */
  monthlyOutflows: Cents[];
  /** The fees alone, month by month. */
  monthlyFees: Cents[];
}

export interface SwitchingContext {
  current: CurrentHomeLoan;
  profile: BorrowerProfile;
  months: number;
  interestOnlyMonths: number;
  discharge: DischargeFee;
  currentCosts: CurrentLoanCosts;
  providers: readonly NormalisedHomeLoanProvider[];
  /** Every loan on offer, for a lender's own rates after a fixed or interest-only period. */
  loans: readonly NormalisedHomeLoan[];
  /** Assumptions about the current loan, shown with every result. */
  notes: string[];
}

export function switchingContext(
  current: CurrentHomeLoan,
  loans: readonly NormalisedHomeLoan[],
  providers: readonly NormalisedHomeLoanProvider[],
): SwitchingContext {
  validateCurrentLoan(current);
  const months = remainingMonths(current);
  const ioMonths = interestOnlyMonths(current);
  const notes: string[] = [];
  // The visitor gives one rate; it is assumed to carry on unchanged, also after an interest-only period.
  const stretches =
    ioMonths > 0
      ? [
          { months: ioMonths, annualRate: current.annualRate, interestOnly: true },
          { months: months - ioMonths, annualRate: current.annualRate, interestOnly: false },
        ]
      : [{ months, annualRate: current.annualRate, interestOnly: false }];
  if (current.repayment === 'interest-only') {
    notes.push(
      `Interest-only for ${ioMonths} more months, then principal and interest at the same rate until the end of the term.`,
    );
  }
  const offsetCents = current.offsetBalanceCents ?? 0;
  if (offsetCents > 0) {
    notes.push(
      `Your ${formatCents(offsetCents)} in offset is assumed to stay there for the rest of the loan, taking that much off the balance interest is charged on.`,
    );
  }
  const path = repaymentPath(current.balanceCents, months, stretches, offsetCents);
  const fees = periodicCharges(current.annualFeeCents ?? 0, 12, months);
  const discharge = resolveDischargeFee(current, loans);
  if (discharge.note !== null) notes.push(discharge.note);
  const ongoingFeesCents = sumOf(fees);
  return {
    current,
    profile: {
      purpose: current.purpose,
      repayment: current.repayment,
      lvr: loanToValueRatio(current),
      balanceCents: current.balanceCents,
      remainingYears: current.remainingYears,
    },
    months,
    interestOnlyMonths: ioMonths,
    discharge,
    currentCosts: {
      monthlyRepaymentCents: path.repayments[0] ?? 0,
      totalRepaidCents: path.totalRepaid,
      totalInterestCents: path.totalInterest,
      ongoingFeesCents,
      totalCostCents: path.totalRepaid + ongoingFeesCents,
      monthlyOutflows: path.repayments.map((repayment, index) => repayment + (fees[index] ?? 0)),
      monthlyFees: fees,
    },
    providers,
    loans,
    notes,
  };
}
