/**
 * The visitor's current home loan as the switching journey collects it, checked once so every
 * later calculation can trust whole cents, a sane rate and a whole number of monthly repayments.
 */
import type { Cents } from '../finance/money';
import type { NormalisedHomeLoan } from '../normalise/types';
import type { StateMortgageFees } from './state-mortgage-fees';

export type HomeLoanRepaymentType = 'principal-and-interest' | 'interest-only';
export type HomeLoanPurpose = 'owner-occupier' | 'investment';

export interface CurrentHomeLoan {
  /** The current lender, when the visitor named one. */
  providerId?: string | null;
  balanceCents: Cents;
  /** Yearly rate as a fraction: 0.065 is 6.50% p.a. */
  annualRate: number;
  /** Years left on the loan, 1 to 30; a whole number of months. */
  remainingYears: number;
  repayment: HomeLoanRepaymentType;
  propertyValueCents: Cents;
  purpose: HomeLoanPurpose;
  /** What the current lender charges to close the loan; see `resolveDischargeFee` for the default. */
  dischargeFeeCents?: Cents | null;
  /** Ongoing fees the visitor pays now, per year (monthly fees x 12, package fee). Defaults to 0. */
  annualFeeCents?: Cents | null;
  /**
   * Money in an offset account linked to the current loan, assumed to stay there for the rest of
   * the term; 0 or missing when none.
   */
  offsetBalanceCents?: Cents | null;
  /** Interest-only years left, for interest-only loans; defaults to `DEFAULT_INTEREST_ONLY_YEARS`. */
  interestOnlyYearsRemaining?: number | null;
  /**
   * The government's mortgage registration and discharge fees in the property's state; a refinance
   * pays both. Null or missing when the state is not known: the working then says so.
   */
  stateFees?: StateMortgageFees | null;
}

/** A typical Australian discharge fee, used when the current lender and its fee are unknown. */
export const TYPICAL_DISCHARGE_FEE_CENTS: Cents = 35_000;

/** Lenders cap interest-only periods at five years for most borrowers. */
export const DEFAULT_INTEREST_ONLY_YEARS = 5;

export const MIN_REMAINING_YEARS = 1;
export const MAX_REMAINING_YEARS = 30;

/** What a current loan's answers may be: the survey's form and the API check the same bounds. */
export const CURRENT_LOAN_LIMITS = {
  balance: { min: 10_000, max: 10_000_000 },
  /** A yearly rate as a fraction: 1% to 20% p.a. */
  rate: { min: 0.01, max: 0.2 },
  remainingYears: { min: MIN_REMAINING_YEARS, max: MAX_REMAINING_YEARS },
  interestOnlyYears: { min: 1, max: 5 },
  propertyValue: { min: 50_000, max: 50_000_000 },
  fee: { min: 0, max: 5_000 },
  offsetBalance: { min: 0, max: 10_000_000 },
  lenderName: { max: 100 },
} as const;

export interface DischargeFee {
  cents: Cents;
  /** Where the figure came from, for the working shown to the visitor. */
  note: string | null;
}

function assertWholeCents(value: number, what: string, allowZero: boolean): void {
  if (!Number.isInteger(value) || value < 0 || (!allowZero && value === 0)) {
    throw new RangeError(
      `${what} must be a ${allowZero ? '' : 'positive '}whole number of cents, got ${value}`,
    );
  }
}

/** Throws a RangeError naming the first field that cannot be used. */
export function validateCurrentLoan(current: CurrentHomeLoan): void {
  assertWholeCents(current.balanceCents, 'Balance', false);
  assertWholeCents(current.propertyValueCents, 'Property value', false);
  if (!Number.isFinite(current.annualRate) || current.annualRate < 0 || current.annualRate > 1) {
    throw new RangeError(`Current rate must be a fraction between 0 and 1, got ${current.annualRate}`);
  }
  const months = current.remainingYears * 12;
  if (
    !Number.isFinite(months) ||
    Math.abs(months - Math.round(months)) > 1e-9 ||
    current.remainingYears < MIN_REMAINING_YEARS ||
    current.remainingYears > MAX_REMAINING_YEARS
  ) {
    throw new RangeError(
      `Remaining term must be ${MIN_REMAINING_YEARS} to ${MAX_REMAINING_YEARS} years in whole months, got ${current.remainingYears}`,
    );
  }
  if (current.dischargeFeeCents != null) assertWholeCents(current.dischargeFeeCents, 'Discharge fee', true);
  if (current.annualFeeCents != null) assertWholeCents(current.annualFeeCents, 'Annual fee', true);
  if (current.offsetBalanceCents != null)
    assertWholeCents(current.offsetBalanceCents, 'Offset balance', true);
  const io = current.interestOnlyYearsRemaining;
  if (io != null && (!Number.isFinite(io) || io < 0 || !Number.isInteger(io * 12))) {
    throw new RangeError(`Interest-only years must be a whole number of months >= 0, got ${io}`);
  }
}

export function remainingMonths(current: CurrentHomeLoan): number {
  return Math.round(current.remainingYears * 12);
}

/** Loan-to-value ratio as a fraction: 0.6 is 60%. */
export function loanToValueRatio(current: CurrentHomeLoan): number {
  return current.balanceCents / current.propertyValueCents;
}

/**
 * Months of interest-only repayments still to come. At least one principal-and-interest month
 * must follow, because the balance has to be repaid within the term.
 */
export function interestOnlyMonths(current: CurrentHomeLoan): number {
  if (current.repayment !== 'interest-only') return 0;
  const years = current.interestOnlyYearsRemaining ?? DEFAULT_INTEREST_ONLY_YEARS;
  return Math.max(0, Math.min(Math.round(years * 12), remainingMonths(current) - 12));
}

/**
 * The visitor's own figure wins. Otherwise the fee the current lender publishes most often across
 * its home loans (the visitor's product is not known), else a typical $350.
 */
export function resolveDischargeFee(
  current: CurrentHomeLoan,
  loans: readonly NormalisedHomeLoan[],
): DischargeFee {
  if (current.dischargeFeeCents != null) return { cents: current.dischargeFeeCents, note: null };
  const providerId = current.providerId ?? null;
  const fees = providerId === null ? [] : loans.filter((loan) => loan.providerId === providerId);
  if (fees.length === 0) {
    return {
      cents: TYPICAL_DISCHARGE_FEE_CENTS,
      note: 'Discharge fee assumed to be a typical $350; enter your lender’s fee for an exact figure.',
    };
  }
  const counts = new Map<Cents, number>();
  for (const loan of fees) counts.set(loan.dischargeFeeCents, (counts.get(loan.dischargeFeeCents) ?? 0) + 1);
  // Most common fee; on a tie the higher one, so the saving is not overstated.
  const [cents] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] as [Cents, number];
  return { cents, note: 'Discharge fee taken from your lender’s published home-loan fees.' };
}
