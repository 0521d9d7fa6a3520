/**
 * The rate a new loan charges once its fixed or interest-only period ends, as the lender would
 * charge it. In order: the product's own variable rate for the borrower (purpose, repayment type,
 * LVR), but never below the rate the lender's own comparison rate implies (`implied-follow-on.ts`),
 * so a loan that costs more after its fixed period is never shown as a saving; failing that, the
 * implied rate; failing that, the middle of the lender's current variable rates for the same
 * borrower across its loans; failing that, the borrower's current rate.
 */
import { formatRate } from '../format';
import type { NormalisedHomeLoan, NormalisedHomeLoanRate } from '../normalise/types';
import type { HomeLoanRepaymentType } from './current-loan';
import { type BorrowerProfile, type MatchedRate, productAccepts, rateMatches } from './rate-eligibility';

/** What finding a follow-on rate reads of a loan: its lender, its limits and its rates. */
export type FollowOnLoan = Pick<
  NormalisedHomeLoan,
  'providerId' | 'minAmount' | 'maxAmount' | 'maxTermYears'
> & {
  rates: readonly (MatchedRate & Pick<NormalisedHomeLoanRate, 'rateType' | 'rate'>)[];
};

export type FollowOnBasis = 'product' | 'lender' | 'comparison rate' | 'current rate';

export interface FollowOnRate {
  annualRate: number;
  basis: FollowOnBasis;
}

/** The product's own lowest variable rate for this borrower and repayment type. */
export function productVariableRate(
  loan: FollowOnLoan,
  profile: BorrowerProfile,
  repayment: HomeLoanRepaymentType,
): number | null {
  let lowest: number | null = null;
  for (const rate of loan.rates) {
    if (rate.rateType !== 'variable' || !rateMatches(rate, profile, repayment)) continue;
    if (lowest === null || rate.rate < lowest) lowest = rate.rate;
  }
  return lowest;
}

/**
 * The middle of the lender's variable rates for this borrower and repayment type, one per loan
 * that takes the borrower (the higher of the two middle ones): nothing says which of its loans a
 * product moves to, and its typical rate is neither its best discount nor its dearest loan.
 */
export function lenderVariableRate(
  loans: readonly FollowOnLoan[],
  providerId: string,
  profile: BorrowerProfile,
  repayment: HomeLoanRepaymentType,
): number | null {
  const rates: number[] = [];
  for (const loan of loans) {
    if (loan.providerId !== providerId || !productAccepts(loan, profile)) continue;
    const rate = productVariableRate(loan, profile, repayment);
    if (rate !== null) rates.push(rate);
  }
  rates.sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)] ?? null;
}

/** Rates within half a hundredth of a point are the same rate as published. */
const SAME_RATE = 0.00005;

export function followOnRate(
  loans: readonly FollowOnLoan[],
  loan: FollowOnLoan,
  rate: Pick<NormalisedHomeLoanRate, 'impliedFollowOnRate'>,
  profile: BorrowerProfile,
  repayment: HomeLoanRepaymentType,
  currentRate: number,
): FollowOnRate {
  const own = productVariableRate(loan, profile, repayment);
  const implied = rate.impliedFollowOnRate;
  if (own !== null) {
    return implied !== null && implied > own + SAME_RATE
      ? { annualRate: implied, basis: 'comparison rate' }
      : { annualRate: own, basis: 'product' };
  }
  if (implied !== null) return { annualRate: implied, basis: 'comparison rate' };
  const lender = lenderVariableRate(loans, loan.providerId, profile, repayment);
  return lender !== null
    ? { annualRate: lender, basis: 'lender' }
    : { annualRate: currentRate, basis: 'current rate' };
}

/** The sentence that says where a follow-on rate comes from; null when it is the product's own. */
export function followOnSentence(
  followOn: FollowOnRate,
  after: string,
  comparisonRate: number | null,
): string | null {
  const rate = formatRate(followOn.annualRate);
  switch (followOn.basis) {
    case 'product':
      return null;
    case 'lender':
      return `This product publishes no variable rate for your loan, so ${after} it is assumed to move to the middle of the lender's current variable rates for your loan, ${rate}`;
    case 'current rate':
      return `Neither this product nor its lender publishes a variable rate for your loan, so ${after} it is assumed to match your current ${rate}`;
    case 'comparison rate':
      return `${after.charAt(0).toUpperCase()}${after.slice(1)} it is costed at ${rate}, the rate that with its fees gives the lender's published comparison rate${comparisonRate === null ? '' : ` of ${formatRate(comparisonRate)}`}; the lender does not publish the rate the loan moves to.`;
  }
}
