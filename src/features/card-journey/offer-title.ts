import type { JourneyOffer } from './journey-types';

/** "Bank of Example Visa Platinum", but "ANZ Low Rate" when the card's name already starts with the bank's. */
export function offerTitle(offer: Pick<JourneyOffer, 'providerName' | 'cardName'>): string {
  return offer.cardName.toLowerCase().startsWith(offer.providerName.toLowerCase())
    ? offer.cardName
    : `${offer.providerName} ${offer.cardName}`;
}
