/**
 * Stay and Switch offers for a survey. The ranking is run again from the stored cards on every
 * call (a few milliseconds against the whole market), so answers always use the data the server
 * runs with; a summary of the last answer is stored with the survey, which is what a chosen offer
 * or a product-transfer request is checked against.
 */
import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import { rankOffers } from '../../src/domain/cards/rank-offers';
import type { Offer, OfferType, RankedOffers } from '../../src/domain/cards/types';
import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import { toSnakeCase } from '../lib/snake-case';
import { type CardJourney, providerName } from './card-journey';
import { type StoredCard, surveyCardsOf } from './survey-cards';
import {
  type EstimatedSurvey,
  type OfferSummary,
  requireEstimate,
  saveOffers,
  type StoredOffers,
  type SurveyRow,
} from './surveys';

export function rankSurvey(journey: CardJourney, cards: readonly StoredCard[]): RankedOffers {
  const survey = estimateSurvey(surveyCardsOf(journey, cards), journey.catalogue);
  return rankOffers(survey, journey.catalogue, { sponsoredIds: journey.sponsoredIds });
}

/** Neither list holds an offer that saves money (the engine lists only saving offers). */
export function noBetterOffer(ranked: RankedOffers): boolean {
  return ranked.stay.length === 0 && ranked.switch.length === 0;
}

/**
 * An engine offer as answered: snake_case, with the provider's name, whether /productRedirect/
 * can send the visitor to it, and `card_label`, what tells the card apart from another of the
 * provider's cards with the same name (null when its name is its own). Lists leave out the
 * month-by-month statements, which only the details answer carries.
 */
export function offerView(journey: CardJourney, offer: Offer, withMonths: boolean): Record<string, unknown> {
  const { months: _months, ...costWithoutMonths } = offer.cost;
  const shown = withMonths ? offer : { ...offer, cost: costWithoutMonths };
  return {
    ...(toSnakeCase(shown) as Record<string, unknown>),
    provider_name: providerName(journey, offer.providerId),
    card_label: journey.catalogue.labels.get(offer.offerId) ?? null,
    redirect_available: journey.redirectableIds.has(offer.offerId),
  };
}

function summary(journey: CardJourney, offer: Offer): OfferSummary {
  return {
    offer_id: offer.offerId,
    offer_type: offer.offerType,
    provider_id: offer.providerId,
    provider_name: providerName(journey, offer.providerId),
    card_name: offer.cardName,
    replaces: { index: offer.replaces.index, card_id: offer.replaces.cardId },
    first_year_saving_cents: offer.firstYearSavingCents,
    ongoing_saving_cents: offer.ongoingSavingCents,
    ranking_saving_cents: offer.rankingSavingCents,
    sponsored: offer.sponsored,
  };
}

export function summariseOffers(journey: CardJourney, ranked: RankedOffers): StoredOffers {
  return {
    stay: ranked.stay.map((offer) => summary(journey, offer)),
    switch: ranked.switch.map((offer) => summary(journey, offer)),
    sponsored: ranked.sponsored.map((offer) => summary(journey, offer)),
    no_better_offer: noBetterOffer(ranked),
  };
}

/** Ranks the survey and stores the summary; 409 before an estimate. */
export async function rankAndStore(
  db: Queryable,
  journey: CardJourney,
  row: SurveyRow,
  now: Date,
): Promise<{ survey: EstimatedSurvey; ranked: RankedOffers; summary: StoredOffers }> {
  const survey = requireEstimate(row);
  const ranked = rankSurvey(journey, survey.cards);
  const summary = summariseOffers(journey, ranked);
  await saveOffers(db, survey, summary, now);
  return { survey, ranked, summary };
}

/** The stored summary, ranking first when offers were not asked for since the last estimate. */
export async function storedOffers(
  db: Queryable,
  journey: CardJourney,
  row: SurveyRow,
  now: Date,
): Promise<StoredOffers> {
  return row.offers ?? (await rankAndStore(db, journey, row, now)).summary;
}

/** Sponsored offers are also in their type's list when they save money, and only in `sponsored` otherwise. */
export function findStoredOffer(offers: StoredOffers, offerId: string, type: OfferType): OfferSummary | null {
  const candidates = [...(type === 'Stay' ? offers.stay : offers.switch), ...offers.sponsored];
  return candidates.find((offer) => offer.offer_id === offerId && offer.offer_type === type) ?? null;
}

/**
 * The offer with this id in the survey's lists. A card can be a Stay offer for one survey card and
 * a Switch offer for another; without a type the one ranked higher is taken.
 */
export function findRankedOffer(ranked: RankedOffers, offerId: string, type: OfferType | null): Offer {
  const found = [...ranked.stay, ...ranked.switch, ...ranked.sponsored]
    .filter((offer) => offer.offerId === offerId && (type === null || offer.offerType === type))
    .sort((a, b) => b.rankingSavingCents - a.rankingSavingCents)[0];
  if (!found) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      `"${offerId}" is not ${type ? `a ${type} offer` : 'an offer'} for this survey. Ask /getOffers/ for the current offers.`,
    );
  }
  return found;
}
