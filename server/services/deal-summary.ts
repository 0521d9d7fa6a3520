/**
 * A visitor's deal in three figures, on the data the server runs with now: what their cards cost
 * in a typical year, and the Stay and Switch cards that save the most in the first year (the
 * offers screen ranked over one year), sponsored or not, as the lists rank them.
 */
import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import { rankOffers } from '../../src/domain/cards/rank-offers';
import type { OfferRow, SurveyEstimate } from '../../src/domain/cards/types';
import { isApiError } from '../lib/api-error';
import { type CardJourney, providerName } from './card-journey';
import { type StoredCard, surveyCardsOf } from './survey-cards';

export interface BestOffer {
  cardId: string;
  cardName: string;
  providerName: string;
  firstYearSavingCents: number;
}

export interface DealSummary {
  yearlyCostCents: number;
  bestStay: BestOffer | null;
  bestSwitch: BestOffer | null;
}

function best(journey: CardJourney, rows: readonly OfferRow[]): BestOffer | null {
  const top = rows[0];
  if (!top || top.firstYearSavingCents <= 0) return null;
  return {
    cardId: top.offerId,
    cardName: top.cardName,
    providerName: providerName(journey, top.providerId),
    firstYearSavingCents: top.firstYearSavingCents,
  };
}

/** Null when the survey has no cards to cost. */
export function summariseDeal(journey: CardJourney, cards: readonly StoredCard[]): DealSummary | null {
  if (cards.length === 0) return null;
  return summariseEstimate(journey, estimateSurvey(surveyCardsOf(journey, cards), journey.catalogue));
}

/** The summary of a survey already estimated (so a caller that shows the estimate does not cost it twice). */
export function summariseEstimate(journey: CardJourney, survey: SurveyEstimate): DealSummary {
  const ranked = rankOffers(survey, journey.catalogue, {
    sponsoredIds: journey.sponsoredIds,
    measure: 1,
    limit: 1,
  });
  return {
    yearlyCostCents: survey.totalCents,
    bestStay: best(journey, ranked.stay),
    bestSwitch: best(journey, ranked.switch),
  };
}

/**
 * As summariseDeal, but null when a card can no longer be costed on today's data (it has left the
 * data, or what was saved with it no longer applies): a message then goes without the figures
 * rather than failing, and a screen says the card is unavailable.
 */
export function summariseDealIfPossible(
  journey: CardJourney,
  cards: readonly StoredCard[],
): DealSummary | null {
  try {
    return summariseDeal(journey, cards);
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}
