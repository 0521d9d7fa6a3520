/**
 * The visitor's cards with their usage: checked against our data, kept in dollars as entered (so
 * the screens show back what was typed) and turned into whole cents for the engine. A card is one
 * of ours (`product_id`) or one whose figures the visitor typed because we do not have it
 * (`entered_card`); either may carry the visitor's `earn_rate` where the bank does not publish one.
 */
import type { Static } from '@sinclair/typebox';
import type { cardUsage } from '../../src/api/card-journey-fields';
import type { StoredCardAnswer } from '../../src/api/card-journey';
import { labelledName } from '../../src/domain/cards/labelled-name';
import {
  enteredCard,
  type EnteredCardFigures,
  enteredCardProblems,
} from '../../src/domain/cards/entered-card';
import type { SurveyCard } from '../../src/domain/cards/estimate-survey';
import { visitorEarnRateProblem } from '../../src/domain/cards/rewards';
import type { CardUsage } from '../../src/domain/cards/types';
import type { NormalisedCreditCard } from '../../src/domain/normalise/types';
import { ApiError, badRequest } from '../lib/api-error';
import { dollarsToCents } from '../lib/dollars';
import { findInvisibleCharacterInTypedText } from '../lib/text';
import { type CardJourney, providerName } from './card-journey';

/** A card the visitor describes because it is not in our data (dollars and a fractional rate). */
export type EnteredCardInput = NonNullable<CardUsageInput['entered_card']>;

/** One card as the survey and the account pages send it. */
export type CardUsageInput = Static<typeof cardUsage>;

/** As stored and answered: the input plus the names the screens show (a same-named card's label included). */
export type StoredCard = StoredCardAnswer;

function usageOf(input: CardUsageInput, field: string): CardUsage {
  return {
    monthlySpendCents: dollarsToCents(input.monthly_spend, `${field}.monthly_spend`),
    monthlyRepaymentCents: dollarsToCents(input.monthly_repayment, `${field}.monthly_repayment`),
    balanceRemainingCents: dollarsToCents(input.balance_remaining, `${field}.balance_remaining`),
  };
}

/** Text a person typed, trimmed and single-spaced; 400 when empty or holding invisible characters. */
export function cleanTypedText(value: string, field: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '' || findInvisibleCharacterInTypedText(value.trim()))
    throw badRequest(`"${field}" must be plain text, not empty, without invisible or control characters.`);
  return text;
}

/**
 * Whose card it is: one of our providers (`provider_id`, whose name we use) or a name the visitor
 * typed. 400 when neither is given or the id is not ours.
 */
export function readProvider(
  journey: CardJourney,
  input: { provider_id?: string | null; provider_name?: string | null },
  field: string,
): { providerId: string | null; providerName: string } {
  if (input.provider_id) {
    const name = journey.providerNames.get(input.provider_id);
    if (!name)
      throw badRequest(`"${field}provider_id": there is no provider "${input.provider_id}" in our data.`);
    return { providerId: input.provider_id, providerName: name };
  }
  if (input.provider_name) {
    return { providerId: null, providerName: cleanTypedText(input.provider_name, `${field}provider_name`) };
  }
  throw badRequest(
    `Send "${field}provider_id" (a provider from our list) or "${field}provider_name" (the bank's name).`,
  );
}

/** The API's name of each figure of an entered card, for the 400 messages. */
export const ENTERED_FIELDS: Record<keyof EnteredCardFigures, string> = {
  providerId: 'provider_id',
  providerName: 'provider_name',
  cardName: 'card_name',
  annualFeeCents: 'annual_fee',
  purchaseRate: 'purchase_rate',
  interestFreeDays: 'interest_free_days',
  rewardProgramId: 'reward_program_id',
};

/** The entered card's figures in engine units, checked; 400 naming the first field that cannot be. */
export function readEnteredCard(
  journey: CardJourney,
  input: EnteredCardInput,
  field: string,
): EnteredCardFigures {
  const figures: EnteredCardFigures = {
    ...readProvider(journey, input, `${field}.`),
    cardName: cleanTypedText(input.card_name, `${field}.card_name`),
    annualFeeCents: dollarsToCents(input.annual_fee, `${field}.annual_fee`),
    purchaseRate: input.purchase_rate,
    interestFreeDays: input.interest_free_days,
    rewardProgramId: input.reward_program_id,
  };
  const [problem] = enteredCardProblems(figures, journey.catalogue.programs);
  if (problem) throw badRequest(`"${field}.${ENTERED_FIELDS[problem.field]}": ${problem.message}.`);
  return figures;
}

/** The survey entry's card as the engine costs it, with what the visitor told us about it. */
function engineCard(
  journey: CardJourney,
  input: CardUsageInput,
  index: number,
  field: string,
): {
  entry: Omit<SurveyCard, 'usage'>;
  names: Pick<StoredCard, 'card_name' | 'provider_id' | 'provider_name'>;
} {
  let card: NormalisedCreditCard;
  let names: Pick<StoredCard, 'card_name' | 'provider_id' | 'provider_name'>;
  if (input.entered_card && !input.product_id) {
    const figures = readEnteredCard(journey, input.entered_card, `${field}.entered_card`);
    card = enteredCard(figures, `entered-${index + 1}`);
    names = {
      card_name: figures.cardName,
      provider_id: figures.providerId,
      provider_name: figures.providerName,
    };
  } else if (input.product_id && !input.entered_card) {
    const facts = journey.catalogue.byId.get(input.product_id);
    if (!facts) {
      throw badRequest(`"${field}.product_id": there is no credit card "${input.product_id}" in our data.`);
    }
    const name = labelledName(facts.card.name, journey.catalogue.labels.get(facts.card.id));
    card = name === facts.card.name ? facts.card : { ...facts.card, name };
    names = {
      card_name: name,
      provider_id: card.providerId,
      provider_name: providerName(journey, card.providerId),
    };
  } else {
    throw badRequest(
      `"${field}" needs either "product_id" (a card from our data) or "entered_card" (its figures), not both.`,
    );
  }
  const visitorEarnRate = visitorEarnRateOf(input.earn_rate, card, field);
  return {
    entry: {
      card,
      ...(input.entered_card ? { enteredByHand: true } : {}),
      ...(visitorEarnRate === undefined ? {} : { visitorEarnRate }),
    },
    names,
  };
}

/** The visitor's earn rate as the engine takes it: null is "I don't know"; 400 when it cannot apply. */
function visitorEarnRateOf(
  earnRate: number | null | undefined,
  card: NormalisedCreditCard,
  field: string,
): SurveyCard['visitorEarnRate'] {
  if (earnRate === undefined) return undefined;
  if (earnRate === null) return 'unknown';
  const problem = visitorEarnRateProblem(card, earnRate);
  if (problem) throw badRequest(`"${field}.earn_rate": ${problem}.`);
  return earnRate;
}

function readCard(journey: CardJourney, input: CardUsageInput, index: number, field: string) {
  const where = `${field}[${index}]`;
  const { entry, names } = engineCard(journey, input, index, where);
  const surveyCard: SurveyCard = { ...entry, usage: usageOf(input, where) };
  const stored: StoredCard = {
    product_id: input.product_id ?? null,
    ...(input.entered_card ? { entered_card: input.entered_card } : {}),
    ...(input.earn_rate !== undefined ? { earn_rate: input.earn_rate } : {}),
    ...names,
    monthly_spend: input.monthly_spend,
    monthly_repayment: input.monthly_repayment,
    balance_remaining: input.balance_remaining,
  };
  return { stored, surveyCard };
}

/** Checks every card (400 naming the first bad field) and returns them stored and in engine form. */
export function readCards(
  journey: CardJourney,
  inputs: readonly CardUsageInput[],
  field: string,
): { stored: StoredCard[]; surveyCards: SurveyCard[] } {
  const read = inputs.map((input, index) => readCard(journey, input, index, field));
  return { stored: read.map((card) => card.stored), surveyCards: read.map((card) => card.surveyCard) };
}

/** Stored cards back in engine form; a card that has left our data since is a 409 (enter the cards again). */
export function surveyCardsOf(journey: CardJourney, stored: readonly StoredCard[]): SurveyCard[] {
  return stored.map((entry, index) => {
    if (entry.product_id && !journey.catalogue.byId.has(entry.product_id)) {
      throw new ApiError(
        409,
        'CONFLICT',
        `The card "${entry.card_name}" is no longer in our data. Enter your cards again to see new figures.`,
      );
    }
    return readCard(journey, entry, index, 'cards').surveyCard;
  });
}
