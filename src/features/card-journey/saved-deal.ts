/**
 * A deal the server kept (/myCurrentDeal/, the e-mail link, the account's saved cards) back into
 * the survey's shapes: the checked cards for the estimate, and drafts as the survey form shows them,
 * so "Edit your cards" opens with what the visitor typed last time.
 */
import type { CardDraft, EnteredCard, SurveyCard } from '../survey/survey-slice';
import { dollarText } from './dollar-input';
import type { CurrentDeal, KeptCard } from '../../api/card-journey-types';

/** The figures of a card typed by hand, with the fields the server may leave out filled in. */
function enteredOf(card: KeptCard): EnteredCard | null {
  const entered = card.enteredCard;
  return entered
    ? { ...entered, providerId: entered.providerId ?? null, providerName: entered.providerName ?? '' }
    : null;
}

export function surveyCardOf(card: KeptCard): SurveyCard {
  const entered = enteredOf(card);
  return {
    productId: entered ? null : card.productId,
    ...(entered ? { enteredCard: entered } : {}),
    ...(card.earnRate !== undefined ? { earnRate: card.earnRate } : {}),
    usage: {
      monthlySpend: card.monthlySpend,
      monthlyRepayment: card.monthlyRepayment,
      balanceRemaining: card.balanceRemaining,
    },
  };
}

export function draftOf(card: KeptCard): CardDraft {
  const paysInFull = card.balanceRemaining === 0 && card.monthlyRepayment === card.monthlySpend;
  const entered = enteredOf(card);
  return {
    providerId: entered ? entered.providerId : card.providerId,
    productId: entered ? null : card.productId,
    entered,
    earnRate:
      card.earnRate === undefined ? '' : card.earnRate === null ? 'unknown' : (`${card.earnRate}` as const),
    monthlySpend: dollarText(card.monthlySpend),
    paysInFull,
    monthlyRepayment: dollarText(card.monthlyRepayment),
    balanceRemaining: dollarText(card.balanceRemaining),
  };
}

/** What the survey takes from a kept deal; null when the deal has no estimated cards. */
export function restoredDeal(deal: Pick<CurrentDeal, 'surveyId' | 'cards' | 'estimate'>) {
  if (deal.surveyId === null || deal.cards.length === 0 || deal.estimate === null) return null;
  const cards = deal.cards.map(surveyCardOf);
  return {
    surveyId: deal.surveyId,
    drafts: deal.cards.map(draftOf),
    cards,
    estimateResult: { cards, estimate: deal.estimate },
  };
}

export type RestoredDeal = NonNullable<ReturnType<typeof restoredDeal>>;
