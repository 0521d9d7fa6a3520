/**
 * The rate a lender's own comparison rate implies after a fixed or interest-only period. CDR has
 * no field for the rate a fixed rate reverts to, but the comparison rate published beside it is
 * worked over the statutory example ($150,000 over 25 years) through the fixed or interest-only
 * period and then the follow-on rate, fees included. Given the rate, the period and the fees, the
 * follow-on rate is the one that reproduces the published comparison rate.
 *
 * Fees the data leaves out are then counted in the implied rate, which only raises it: a loan is
 * never shown cheaper after its fixed period than its lender's own comparison rate allows.
 */
import { comparisonRate } from '../finance/comparison-rate';
import { heldMonths, homeLoanExample, type ImportedHomeLoanFees } from '../finance/imported-comparison-check';

/** Follow-on rates are searched between these bounds; a rate outside them is not a rate anyone pays. */
const LOWEST_FOLLOW_ON = 0.01;
const HIGHEST_FOLLOW_ON = 0.2;

export interface FollowOnRateInput {
  rateType: 'variable' | 'fixed';
  fixedMonths: number | null;
  repayment: 'principal-and-interest' | 'interest-only';
  rate: number;
  comparisonRate: number | null;
}

/**
 * The follow-on rate, to a hundredth of a percent, that reproduces the published comparison rate
 * of a fixed or interest-only rate with these fees; null for a variable principal-and-interest
 * rate, without a published comparison rate, or when no follow-on rate between 1% and 20% does.
 */
export function impliedFollowOnRate(rate: FollowOnRateInput, fees: ImportedHomeLoanFees): number | null {
  const months = heldMonths(rate);
  const published = rate.comparisonRate;
  if (months === null || months <= 0 || months >= 300 || published === null) return null;
  const interestOnlyMonths = rate.repayment === 'interest-only' ? months : 0;
  const at = (followOn: number): number =>
    comparisonRate(
      homeLoanExample(
        [{ annualRate: rate.rate, months }, { annualRate: followOn }],
        interestOnlyMonths,
        fees,
      ),
    );
  let low = LOWEST_FOLLOW_ON;
  let high = HIGHEST_FOLLOW_ON;
  if (at(low) > published || at(high) < published) return null;
  // The comparison rate rises with the follow-on rate; halve the bracket to well under 0.005 points.
  while (high - low > 1e-6) {
    const middle = (low + high) / 2;
    if (at(middle) < published) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 10_000) / 10_000;
}

/** A monthly fee above this is not a fee a lender leaves off its list; the gap has another cause. */
const HIGHEST_IMPLIED_MONTHLY_FEE = 100;

/**
 * For a variable principal-and-interest rate whose fees give a comparison rate below the published
 * one (fees the lender's own list leaves out): the monthly fee, to the cent, that with the known
 * fees reproduces the published comparison rate; null when nothing is missing or no fee up to $100
 * a month explains the gap.
 */
export function impliedMonthlyFee(rate: FollowOnRateInput, fees: ImportedHomeLoanFees): number | null {
  const published = rate.comparisonRate;
  if (rate.rateType !== 'variable' || rate.repayment !== 'principal-and-interest' || published === null)
    return null;
  const at = (monthly: number): number =>
    comparisonRate(homeLoanExample([{ annualRate: rate.rate }], 0, fees, monthly));
  // Within half a hundredth of a point, the published figure is reached as lenders round it.
  if (at(0) >= published - 0.00005) return null;
  let low = 0;
  let high = HIGHEST_IMPLIED_MONTHLY_FEE;
  if (at(high) < published) return null;
  while (high - low > 0.001) {
    const middle = (low + high) / 2;
    if (at(middle) < published) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}
