/**
 * A user's saved cards, each with its own figures on the data the server runs with now: what the
 * card costs in a typical year for the usage saved with it, and the best Stay and best Switch
 * saving against it alone (first year, as the offers screen ranks by default).
 */
import type { CardJourney } from './card-journey';
import { type BestOffer, type DealSummary, summariseDealIfPossible } from './deal-summary';
import type { StoredCard } from './survey-cards';
import type { BestOfferAnswer, DealSummaryAnswer } from '../../src/api/saved-cards';

/** `unavailable`: the card cannot be costed on today's data (it has left it since it was saved). */
export type SavedCardFigures = DealSummaryAnswer & { unavailable: boolean };

export type SavedCardView = StoredCard & SavedCardFigures;

const UNAVAILABLE: SavedCardFigures = {
  yearly_cost_cents: null,
  best_stay: null,
  best_switch: null,
  unavailable: true,
};

function bestView(offer: BestOffer | null): BestOfferAnswer | null {
  return offer
    ? {
        card_id: offer.cardId,
        card_name: offer.cardName,
        provider_name: offer.providerName,
        first_year_saving_cents: offer.firstYearSavingCents,
      }
    : null;
}

/**
 * One card's figures. A card saved while it was in our data may have left it since, or changed so
 * that what was saved with it no longer applies (an earn rate its bank now publishes): it is then
 * answered as unavailable, and the other cards keep their figures.
 */
export function savedCardFigures(journey: CardJourney, card: StoredCard): SavedCardFigures {
  if (card.product_id && !journey.catalogue.byId.has(card.product_id)) return UNAVAILABLE;
  const view = dealSummaryView(summariseDealIfPossible(journey, [card]));
  return view ? { ...view, unavailable: false } : UNAVAILABLE;
}

/** A whole deal's three figures as the API answers them (null for a deal with no cards). */
export function dealSummaryView(deal: DealSummary | null): DealSummaryAnswer | null {
  return deal
    ? {
        yearly_cost_cents: deal.yearlyCostCents,
        best_stay: bestView(deal.bestStay),
        best_switch: bestView(deal.bestSwitch),
      }
    : null;
}

/** Every saved card as stored, with its figures added. */
export function savedCardsWithFigures(journey: CardJourney, cards: readonly StoredCard[]): SavedCardView[] {
  return cards.map((card) => ({ ...card, ...savedCardFigures(journey, card) }));
}
