/**
 * The visitor's cards with their usage: checked against our data, kept in dollars as entered (so
 * the screens show back what was typed) and turned into whole cents for the engine.
 */
import type { SurveyCard } from '../../src/domain/cards/estimate-survey';
import type { CardUsage } from '../../src/domain/cards/types';
import { ApiError, badRequest } from '../lib/api-error';
import { dollarsToCents } from '../lib/dollars';
import { type CardJourney, providerName } from './card-journey';

/** One card as the survey and the account pages send it. */
export interface CardUsageInput {
  product_id: string;
  monthly_spend: number;
  monthly_repayment: number;
  balance_remaining: number;
}

/** As stored and answered: the input plus the names the screens show. */
export interface StoredCard extends CardUsageInput {
  card_name: string;
  provider_id: string;
  provider_name: string;
}

function usageOf(input: CardUsageInput, field: string): CardUsage {
  return {
    monthlySpendCents: dollarsToCents(input.monthly_spend, `${field}.monthly_spend`),
    monthlyRepaymentCents: dollarsToCents(input.monthly_repayment, `${field}.monthly_repayment`),
    balanceRemainingCents: dollarsToCents(input.balance_remaining, `${field}.balance_remaining`),
  };
}

/** Checks every card (400 naming the first bad field) and returns them stored and in engine form. */
export function readCards(
  journey: CardJourney,
  inputs: readonly CardUsageInput[],
  field: string,
): { stored: StoredCard[]; surveyCards: SurveyCard[] } {
  const stored: StoredCard[] = [];
  const surveyCards: SurveyCard[] = [];
  inputs.forEach((input, index) => {
    const where = `${field}[${index}]`;
    const facts = journey.catalogue.byId.get(input.product_id);
    if (!facts) {
      throw badRequest(`"${where}.product_id": there is no credit card "${input.product_id}" in our data.`);
    }
    const usage = usageOf(input, where);
    const card = facts.card;
    surveyCards.push({ card, usage });
    stored.push({
      product_id: card.id,
      card_name: card.name,
      provider_id: card.providerId,
      provider_name: providerName(journey, card.providerId),
      monthly_spend: input.monthly_spend,
      monthly_repayment: input.monthly_repayment,
      balance_remaining: input.balance_remaining,
    });
  });
  return { stored, surveyCards };
}

/** Stored cards back in engine form; a card that has left our data since is a 409 (enter the cards again). */
export function surveyCardsOf(journey: CardJourney, stored: readonly StoredCard[]): SurveyCard[] {
  return stored.map((entry, index) => {
    const facts = journey.catalogue.byId.get(entry.product_id);
    if (!facts) {
      throw new ApiError(
        409,
        'CONFLICT',
        `The card "${entry.card_name}" is no longer in our data. Enter your cards again to see new figures.`,
      );
    }
    return { card: facts.card, usage: usageOf(entry, `cards[${index}]`) };
  });
}
