/**
 * "Your deal versus the market": the visitor's monthly repayment and remaining interest beside the
 * three best rates they qualify for and the market median, per rate group (variable, and each
 * fixed term of one to five years), so a chart can compare them at a glance.
 *
 * "Best" has one meaning, stated on screen (`BEST_MATCH_MEASURE`): the lowest total cost over the
 * rest of the loan, the same measure the offers are ranked by. The best match comes first and no
 * later match ("also close") costs less.
 */
import { type Cents, roundHalfAwayFromZero } from '../finance/money';
import type { NormalisedHomeLoan, NormalisedHomeLoanProvider } from '../normalise/types';
import type { CurrentHomeLoan } from './current-loan';
import { evaluateOffer, type HomeLoanOffer } from './offer-evaluation';
import { eligibleRates, rateGroupKey } from './rate-eligibility';
import { switchingContext } from './switching-context';
import { compareCodes } from '../text-order';

export const MARKET_GROUPS: readonly { key: string; label: string; fixedMonths: number | null }[] = [
  { key: 'variable', label: 'Variable', fixedMonths: null },
  ...[1, 2, 3, 4, 5].map((years) => ({
    key: `fixed-${years * 12}`,
    label: `Fixed ${years} ${years === 1 ? 'year' : 'years'}`,
    fixedMonths: years * 12,
  })),
];

export const BEST_MATCH_COUNT = 3;

/** What "best match" means, in the words the screen uses. */
export const BEST_MATCH_MEASURE =
  'the lowest total cost over the rest of your loan: repayments, fees and switching costs, less any cash back';

export interface MarketPoint {
  productId: string;
  productName: string;
  providerName: string | null;
  rate: number;
  /** The variable rate after a fixed period; null for variable rates. */
  revertRate: number | null;
  monthlyRepaymentCents: Cents;
  totalInterestCents: Cents;
  /** Repayments, fees and switching costs less cash back over the remaining term: the ranking measure. */
  totalCostCents: Cents;
}

export interface MarketMedian {
  rate: number;
  monthlyRepaymentCents: Cents;
  totalInterestCents: Cents;
}

export interface MarketGroup {
  key: string;
  label: string;
  fixedMonths: number | null;
  /** Eligible products in this group. */
  count: number;
  best: MarketPoint[];
  /** Each figure is the median of its own column; null when the group is empty. */
  median: MarketMedian | null;
}

export interface DealVsMarket {
  current: { rate: number; lvr: number; monthlyRepaymentCents: Cents; totalInterestCents: Cents };
  remainingMonths: number;
  groups: MarketGroup[];
  notes: string[];
}

/** Middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

function point(offer: HomeLoanOffer): MarketPoint {
  return {
    productId: offer.productId,
    productName: offer.productName,
    providerName: offer.providerName,
    rate: offer.rate.rate,
    revertRate: offer.revertRate,
    monthlyRepaymentCents: offer.monthlyRepaymentCents,
    totalInterestCents: offer.totalInterestCents,
    totalCostCents: offer.newTotalCostCents,
  };
}

/** Lowest total cost first; then the lower monthly repayment, then the product id, so the order is stable. */
export function compareByTotalCost(
  a: Pick<HomeLoanOffer, 'newTotalCostCents' | 'monthlyRepaymentCents' | 'productId'>,
  b: Pick<HomeLoanOffer, 'newTotalCostCents' | 'monthlyRepaymentCents' | 'productId'>,
): number {
  return (
    a.newTotalCostCents - b.newTotalCostCents ||
    a.monthlyRepaymentCents - b.monthlyRepaymentCents ||
    compareCodes(a.productId, b.productId)
  );
}

function groupMedian(offers: readonly HomeLoanOffer[]): MarketMedian | null {
  const rate = median(offers.map((offer) => offer.rate.rate));
  const repayment = median(offers.map((offer) => offer.monthlyRepaymentCents));
  const interest = median(offers.map((offer) => offer.totalInterestCents));
  if (rate === null || repayment === null || interest === null) return null;
  return {
    rate: roundHalfAwayFromZero(rate, 6),
    monthlyRepaymentCents: roundHalfAwayFromZero(repayment),
    totalInterestCents: roundHalfAwayFromZero(interest),
  };
}

export function dealVsMarket(
  current: CurrentHomeLoan,
  loans: readonly NormalisedHomeLoan[],
  summaries: readonly NormalisedHomeLoanProvider[],
): DealVsMarket {
  const context = switchingContext(current, loans, summaries);
  const offers = eligibleRates(loans, context.profile).map((candidate) => evaluateOffer(context, candidate));
  const groups = MARKET_GROUPS.map((group): MarketGroup => {
    const members = offers.filter((offer) => rateGroupKey(offer.rate) === group.key);
    // Lowest total cost over the remaining term; for fixed rates that includes the revert period.
    const best = [...members].sort(compareByTotalCost).slice(0, BEST_MATCH_COUNT).map(point);
    return { ...group, count: members.length, best, median: groupMedian(members) };
  });
  return {
    current: {
      rate: current.annualRate,
      lvr: context.profile.lvr,
      monthlyRepaymentCents: context.currentCosts.monthlyRepaymentCents,
      totalInterestCents: context.currentCosts.totalInterestCents,
    },
    remainingMonths: context.months,
    groups,
    notes: context.notes,
  };
}
