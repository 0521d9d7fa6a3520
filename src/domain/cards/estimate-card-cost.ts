/**
 * Single-card entry points: what a card the visitor holds costs them, and what a given offer would
 * cost in its place. Both return the full working; the ranking uses the same figures.
 */
import type { NormalisedCreditCard, NormalisedRewardProgram } from '../normalise/types';
import { type SameGroup, sameBankGroup } from './bank-groups';
import { cardFacts } from './card-facts';
import { costHeldCard, costOffer } from './card-cost';
import { explainHeldCard, explainOffer } from './explain-cost';
import type { CardCostEstimate, CardUsage, OfferType } from './types';

export interface CardWithProgram {
  card: NormalisedCreditCard;
  /** The card's reward program; null for a card without rewards. */
  program: NormalisedRewardProgram | null;
}

/** A product transfer is at the same bank brand; anything else is a switch. */
export function offerTypeOf(currentProviderId: string, offerProviderId: string): OfferType {
  return currentProviderId === offerProviderId ? 'Stay' : 'Switch';
}

/** Yearly cost of a card the visitor holds, for their usage. */
export function estimateCardCost(
  card: NormalisedCreditCard,
  program: NormalisedRewardProgram | null,
  usage: CardUsage,
): CardCostEstimate {
  return explainHeldCard(costHeldCard(cardFacts(card, program), usage, true));
}

/** Cost of `offer` in place of `current`, with the current card's usage, first year and ongoing. */
export function estimateOfferCost(
  offer: CardWithProgram,
  current: CardWithProgram,
  usage: CardUsage,
  sameGroup: SameGroup = sameBankGroup,
): CardCostEstimate {
  const held = costHeldCard(cardFacts(current.card, current.program), usage);
  const offerType = offerTypeOf(current.card.providerId, offer.card.providerId);
  const figures = costOffer(cardFacts(offer.card, offer.program), {
    current: held,
    offerType,
    transferAllowed: !sameGroup(current.card.providerId, offer.card.providerId),
    keepMonths: true,
  });
  return explainOffer(figures);
}
