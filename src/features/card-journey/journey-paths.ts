/** Addresses of the card-journey screens that the site-wide route table does not name. */
import type { OfferType } from '../../api/card-journey-types';

export const journeyPaths = {
  estimate: () => '/credit-cards/estimate/',
  offerDetails: (offerId: string, offerType: OfferType) =>
    `/credit-cards/offer-details/?offerId=${encodeURIComponent(offerId)}&type=${offerType}`,
} as const;
