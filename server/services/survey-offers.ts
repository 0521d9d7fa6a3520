/**
 * Stay and Switch offers for a survey. The ranking is run again from the stored cards on every
 * call (a few milliseconds against the whole market), so answers always use the data the server
 * runs with; a summary of the last answer is stored with the survey, which is what a chosen offer
 * or a product-transfer request is checked against.
 */
import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import { findOffer, rankOffers } from '../../src/domain/cards/rank-offers';
import type { Offer, OfferRow, OfferType, RankedOffers, RankOptions } from '../../src/domain/cards/types';
import { reasonText } from '../../src/domain/eligibility/visitor-eligibility';
import type { Static } from '@sinclair/typebox';
import type { journeyOffer, journeyOfferRow } from '../../src/api/card-estimate';
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

/** The visitor's horizon, filters, eligibility answers and rows asked for (none: the defaults). */
export type RankSettings = Pick<RankOptions, 'measure' | 'filters' | 'eligibility' | 'showAll' | 'limit'>;

export function rankSurvey(
  journey: CardJourney,
  cards: readonly StoredCard[],
  settings: RankSettings = {},
): RankedOffers {
  const survey = estimateSurvey(surveyCardsOf(journey, cards), journey.catalogue);
  return rankOffers(survey, journey.catalogue, { ...settings, sponsoredIds: journey.sponsoredIds });
}

/**
 * Nothing saves money: no offer in either list, none hidden as out of reach, and no filter
 * narrowing the lists (an empty list under a filter is not the market's answer).
 */
export function noBetterOffer(ranked: RankedOffers, filtered = false): boolean {
  return ranked.stay.length === 0 && ranked.switch.length === 0 && ranked.hidden.count === 0 && !filtered;
}

/**
 * An engine offer as answered: snake_case, with the provider's name, whether /productRedirect/
 * can send the visitor to it, and `card_label`, what tells the card apart from another of the
 * provider's cards with the same name (null when its name is its own). Lists leave out the
 * month-by-month statements, which only the details answer carries.
 */
export function offerView(
  journey: CardJourney,
  offer: Offer,
  withMonths: boolean,
): Static<typeof journeyOffer> {
  const { months: _months, ...costWithoutMonths } = offer.cost;
  const shown = withMonths ? offer : { ...offer, cost: costWithoutMonths };
  return {
    ...toSnakeCase(shown),
    ineligible: offer.ineligible.map((reason) => ({ ...toSnakeCase(reason), text: reasonText(reason) })),
    provider_name: providerName(journey, offer.providerId),
    card_label: journey.catalogue.labels.get(offer.offerId) ?? null,
    redirect_available: journey.redirectableIds.has(offer.offerId),
  };
}

/** A list row: its offer, and each card with the same figures (lender, name, link, why not). */
export function rowView(journey: CardJourney, row: OfferRow): Static<typeof journeyOfferRow> {
  const { sameFigures, ...offer } = row;
  return {
    ...offerView(journey, offer, false),
    same_figures: sameFigures.map((same) => {
      const view = offerView(journey, same, false);
      return {
        offer_id: view.offer_id,
        offer_type: view.offer_type,
        provider_id: view.provider_id,
        provider_name: view.provider_name,
        card_name: view.card_name,
        card_label: view.card_label,
        redirect_available: view.redirect_available,
        ineligible: view.ineligible,
      };
    }),
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

/** Every card of every row is listed, so the visitor may choose any lender of a collapsed row. */
function rowSummaries(journey: CardJourney, rows: readonly OfferRow[]): OfferSummary[] {
  return rows.flatMap((row) => [row, ...row.sameFigures].map((offer) => summary(journey, offer)));
}

export function summariseOffers(journey: CardJourney, ranked: RankedOffers, filtered = false): StoredOffers {
  return {
    stay: rowSummaries(journey, ranked.stay),
    switch: rowSummaries(journey, ranked.switch),
    no_better_offer: noBetterOffer(ranked, filtered),
  };
}

/** Ranks the survey and stores the summary; 409 before an estimate. */
export async function rankAndStore(
  db: Queryable,
  journey: CardJourney,
  row: SurveyRow,
  now: Date,
  settings: RankSettings = {},
): Promise<{ survey: EstimatedSurvey; ranked: RankedOffers; summary: StoredOffers }> {
  const survey = requireEstimate(row);
  const ranked = rankSurvey(journey, survey.cards, settings);
  const filtered = Object.values(settings.filters ?? {}).some(Boolean);
  const summary = summariseOffers(journey, ranked, filtered);
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

/** An offer of the last answer: in its type's list (any card of a row), or the sponsored one of an older answer. */
export function findStoredOffer(offers: StoredOffers, offerId: string, type: OfferType): OfferSummary | null {
  const candidates = [...(type === 'Stay' ? offers.stay : offers.switch), ...(offers.sponsored ?? [])];
  return candidates.find((offer) => offer.offer_id === offerId && offer.offer_type === type) ?? null;
}

/**
 * One card as an offer for the survey, with its working, whatever the lists show (any horizon,
 * filter or eligibility). A card can be a Stay offer for one survey card and a Switch offer for another;
 * without a type the pairing that saves more is taken.
 */
export function findSurveyOffer(
  journey: CardJourney,
  cards: readonly StoredCard[],
  offerId: string,
  type: OfferType | null,
): Offer {
  const survey = estimateSurvey(surveyCardsOf(journey, cards), journey.catalogue);
  const found = findOffer(survey, journey.catalogue, offerId, type, { sponsoredIds: journey.sponsoredIds });
  if (!found) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      `This is not ${type ? `a ${type} offer` : 'an offer'} for your cards any more. Go back to your offers to see the current ones.`,
    );
  }
  return found;
}
