/** Addresses of the home-loan journey's screens. Offer ids hold a colon, so they travel encoded. */
import { paths } from '../../config/paths';

const base = paths.category('hl');

export const homeLoanPaths = {
  survey: () => paths.homeLoanSurvey(),
  dealVsMarket: () => `${base}deal-vs-market/`,
  estimate: () => `${base}estimate/`,
  offers: () => `${base}offers/`,
  offerDetails: (offerId: string) => `${base}offer-details/${encodeURIComponent(offerId)}/`,
  refinance: (offerId: string) => `${base}refinance/${encodeURIComponent(offerId)}/`,
  productTransfer: (offerId?: string) =>
    offerId ? `${base}product-transfer/${encodeURIComponent(offerId)}/` : `${base}product-transfer/`,
  register: () => paths.homeLoansRegister(),
} as const;

/** Where choosing an offer leads: asking the current lender (Stay), or refinancing (Switch). */
export function chosenOfferPath(offer: { offerId: string; offerType: 'Stay' | 'Switch' }): string {
  return offer.offerType === 'Stay'
    ? homeLoanPaths.productTransfer(offer.offerId)
    : homeLoanPaths.refinance(offer.offerId);
}

/**
 * The offer id of a route's `:offerId` segment. The router decodes a segment once, but it sees the
 * address with `%` itself encoded again (`%3A` as `%253A`), so an encoded colon arrives as `%3A`.
 * Offer ids never hold a `%` of their own, so one more decode is always safe.
 */
export function offerIdFromPath(segment: string | undefined): string | undefined {
  if (!segment || !segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
