/**
 * Ranks the market's home-loan rates by what switching to each would save the visitor over the
 * remaining term, all fees and cash back included. Pure: the caller passes the normalised data.
 */
import type { NormalisedHomeLoan, NormalisedHomeLoanProvider } from '../normalise/types';
import type { CurrentHomeLoan } from './current-loan';
import { evaluateOffer, type HomeLoanOffer } from './offer-evaluation';
import { offerReasons } from './offer-reasons';
import { eligibleRates } from './rate-eligibility';
import { switchingContext } from './switching-context';
import { compareCodes } from '../text-order';

export const DEFAULT_OFFER_LIMIT = 10;

export interface RankOptions {
  /** Most offers returned; default 10. */
  limit?: number;
  /** Keep offers that save nothing or cost more; off by default. */
  includeNonSaving?: boolean;
}

export interface RankedHomeLoanOffer extends HomeLoanOffer {
  reasons: string[];
}

export interface RankedHomeLoanOffers {
  offers: RankedHomeLoanOffer[];
  /** Eligible rates considered before the saving filter and the limit. */
  eligibleCount: number;
  /** Assumptions about the current loan that apply to every offer. */
  notes: string[];
}

/** Highest total saving first; equal savings go to the lower monthly repayment, then the product id. */
export function compareOffers(a: HomeLoanOffer, b: HomeLoanOffer): number {
  return (
    b.totalSavingCents - a.totalSavingCents ||
    a.monthlyRepaymentCents - b.monthlyRepaymentCents ||
    compareCodes(a.productId, b.productId) ||
    (a.rate.fixedMonths ?? 0) - (b.rate.fixedMonths ?? 0)
  );
}

export function rankHomeLoanOffers(
  current: CurrentHomeLoan,
  loans: readonly NormalisedHomeLoan[],
  summaries: readonly NormalisedHomeLoanProvider[],
  options: RankOptions = {},
): RankedHomeLoanOffers {
  const limit = options.limit ?? DEFAULT_OFFER_LIMIT;
  if (!Number.isInteger(limit) || limit < 0)
    throw new RangeError(`Limit must be a whole number >= 0, got ${limit}`);
  const context = switchingContext(current, loans, summaries);
  const candidates = eligibleRates(loans, context.profile);
  const offers = candidates
    .map((candidate) => evaluateOffer(context, candidate))
    .filter((offer) => options.includeNonSaving === true || offer.totalSavingCents > 0)
    .sort(compareOffers)
    .slice(0, limit)
    .map((offer) => ({ ...offer, reasons: offerReasons(context, offer) }));
  return { offers, eligibleCount: candidates.length, notes: context.notes };
}
