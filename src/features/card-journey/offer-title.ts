import { labelledName } from '../../domain/cards/labelled-name';
import type { JourneyOffer } from '../../api/card-journey-types';

/** "Bank of Example Visa Platinum", but "ANZ Low Rate" when the card's name already starts with the bank's. */
export function offerTitle(offer: Pick<JourneyOffer, 'providerName' | 'cardName'>): string {
  return offer.cardName.toLowerCase().startsWith(offer.providerName.toLowerCase())
    ? offer.cardName
    : `${offer.providerName} ${offer.cardName}`;
}

/** The title with what tells the card apart from a same-named card of its bank: "CommBank Low Rate credit card (personal, ...)". */
export function labelledOfferTitle(
  offer: Pick<JourneyOffer, 'providerName' | 'cardName' | 'cardLabel'>,
): string {
  return labelledName(offerTitle(offer), offer.cardLabel);
}
