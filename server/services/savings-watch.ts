/**
 * "Tell me when a card would save me money": the card that would now save a registered visitor
 * the most in a typical year (the ongoing measure: a first-year bonus is not "a year"), if it
 * saves at least $50. A "to be" registration also names what a better card would have: only cards
 * with those features count (rewards and balance transfers as the offers screen's filters; a lower
 * fee or rate than the card it would replace).
 */
import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import { rankOffers } from '../../src/domain/cards/rank-offers';
import type { OfferRow } from '../../src/domain/cards/types';
import { type CardJourney, providerName } from './card-journey';
import { type StoredCard, surveyCardsOf } from './survey-cards';

const ALERT_MIN_SAVING_CENTS = 5_000;

export type Interest = 'lower-fee' | 'lower-rate' | 'better-rewards' | 'balance-transfer';

export interface SavingFound {
  cardId: string;
  cardName: string;
  providerName: string;
  offerType: 'Stay' | 'Switch';
  yearlySavingCents: number;
  /** What the visitor's cards cost a year now, before the change. */
  yearlyCostCents: number;
}

function matches(journey: CardJourney, row: OfferRow, interests: readonly Interest[]): boolean {
  const offered = journey.catalogue.byId.get(row.offerId);
  const held = journey.catalogue.byId.get(row.replaces.cardId);
  if (!offered) return false;
  if (interests.includes('lower-fee') && held && offered.yearlyFeeCents >= held.yearlyFeeCents) return false;
  if (interests.includes('lower-rate') && held && offered.purchaseRate >= held.purchaseRate) return false;
  return true;
}

/** Null when no card saves $50 a year (or none with the features asked for). */
export function bestSaving(
  journey: CardJourney,
  cards: readonly StoredCard[],
  interests: readonly Interest[] | null,
): SavingFound | null {
  if (cards.length === 0) return null;
  const survey = estimateSurvey(surveyCardsOf(journey, cards), journey.catalogue);
  const wanted = interests ?? [];
  const ranked = rankOffers(survey, journey.catalogue, {
    sponsoredIds: journey.sponsoredIds,
    measure: 'each-later-year',
    limit: 20,
    filters: {
      rewards: wanted.includes('better-rewards'),
      balanceTransfer: wanted.includes('balance-transfer'),
    },
  });
  const best = [...ranked.stay, ...ranked.switch]
    .filter((row) => row.ongoingSavingCents >= ALERT_MIN_SAVING_CENTS && matches(journey, row, wanted))
    .sort((a, b) => b.ongoingSavingCents - a.ongoingSavingCents || a.offerId.localeCompare(b.offerId))[0];
  if (!best) return null;
  return {
    cardId: best.offerId,
    cardName: best.cardName,
    providerName: providerName(journey, best.providerId),
    offerType: best.offerType,
    yearlySavingCents: best.ongoingSavingCents,
    yearlyCostCents: survey.totalCents,
  };
}
