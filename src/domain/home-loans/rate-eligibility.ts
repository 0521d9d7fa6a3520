/**
 * Which published rates a borrower qualifies for. A rate row applies to a purpose, a repayment
 * type, an LVR band and sometimes a loan-size band; a product often publishes overlapping bands
 * (up to 80%, up to 90%, any LVR), and a lender gives the lowest rate the borrower qualifies for.
 */
import type { Cents } from '../finance/money';
import type { NormalisedHomeLoan, NormalisedHomeLoanRate } from '../normalise/types';
import type { HomeLoanPurpose, HomeLoanRepaymentType } from './current-loan';

export interface BorrowerProfile {
  purpose: HomeLoanPurpose;
  repayment: HomeLoanRepaymentType;
  /** Loan-to-value ratio as a fraction. */
  lvr: number;
  balanceCents: Cents;
  remainingYears: number;
}

export interface EligibleRate {
  loan: NormalisedHomeLoan;
  rate: NormalisedHomeLoanRate;
}

/** LVRs come from a division, so 0.8 may arrive as 0.8000000000000002. */
const LVR_TOLERANCE = 1e-9;

/** What matching a borrower reads of a rate row. */
export type MatchedRate = Pick<
  NormalisedHomeLoanRate,
  'purpose' | 'repayment' | 'lvrMin' | 'lvrMax' | 'minLoanAmount' | 'maxLoanAmount'
>;

function withinLvr(rate: MatchedRate, lvr: number): boolean {
  return (
    (rate.lvrMin === null || lvr >= rate.lvrMin - LVR_TOLERANCE) &&
    (rate.lvrMax === null || lvr <= rate.lvrMax + LVR_TOLERANCE)
  );
}

function withinAmount(min: number | null, max: number | null, balanceCents: Cents): boolean {
  const dollars = balanceCents / 100;
  return (min === null || dollars >= min) && (max === null || dollars <= max);
}

/** True when the product as a whole can take this loan: not one for business customers, amount limits and maximum term. */
export function productAccepts(
  loan: Pick<NormalisedHomeLoan, 'minAmount' | 'maxAmount' | 'maxTermYears' | 'forBusiness'>,
  profile: BorrowerProfile,
): boolean {
  return (
    loan.forBusiness !== true &&
    withinAmount(loan.minAmount, loan.maxAmount, profile.balanceCents) &&
    (loan.maxTermYears === null || profile.remainingYears <= loan.maxTermYears)
  );
}

export function rateMatches(
  rate: MatchedRate,
  profile: Pick<BorrowerProfile, 'purpose' | 'lvr' | 'balanceCents'>,
  repayment: HomeLoanRepaymentType,
): boolean {
  return (
    rate.purpose === profile.purpose &&
    rate.repayment === repayment &&
    withinLvr(rate, profile.lvr) &&
    withinAmount(rate.minLoanAmount, rate.maxLoanAmount, profile.balanceCents)
  );
}

/** Variable, or fixed for a number of months: the groups a borrower chooses between. */
export function rateGroupKey(rate: Pick<NormalisedHomeLoanRate, 'rateType' | 'fixedMonths'>): string {
  return rate.rateType === 'variable' ? 'variable' : `fixed-${rate.fixedMonths ?? 0}`;
}

/**
 * One row per product and rate group: the lowest rate the borrower qualifies for in that group.
 * Ties keep the row published first, so the result is stable.
 */
export function eligibleRates(
  loans: readonly NormalisedHomeLoan[],
  profile: BorrowerProfile,
): EligibleRate[] {
  const result: EligibleRate[] = [];
  for (const loan of loans) {
    if (!productAccepts(loan, profile)) continue;
    const best = new Map<string, NormalisedHomeLoanRate>();
    for (const rate of loan.rates) {
      if (!rateMatches(rate, profile, profile.repayment)) continue;
      const key = rateGroupKey(rate);
      const held = best.get(key);
      if (held === undefined || rate.rate < held.rate) best.set(key, rate);
    }
    for (const rate of best.values()) result.push({ loan, rate });
  }
  return result;
}
