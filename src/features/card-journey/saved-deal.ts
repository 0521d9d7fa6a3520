/**
 * A deal the server kept (/myCurrentDeal/, the e-mail link, the account's saved cards) back into
 * the survey's shapes: the checked cards for the estimate, and drafts as the survey form shows them,
 * so "Edit your cards" opens with what the visitor typed last time.
 */
import type { CardDraft, EnteredCard, SurveyCard } from '../survey/survey-slice';
import { dollarText } from './dollar-input';
import type { DealSummary } from './deal-summary-list';
import type { SurveyEstimate } from './journey-types';

/** One card as the server keeps it (in dollars, as entered), with the names the screens show. */
export interface KeptCard {
  productId: string | null;
  enteredCard?: EnteredCard | null;
  earnRate?: number | null;
  monthlySpend: number;
  monthlyRepayment: number;
  balanceRemaining: number;
  cardName: string;
  providerId: string | null;
  providerName: string;
}

/** /myCurrentDeal/'s answer: no survey is `surveyId: null`. */
export interface CurrentDeal {
  surveyId: string | null;
  cards: KeptCard[];
  estimate: SurveyEstimate | null;
  updatedAt: string | null;
}

/** The figures of a card typed by hand, with the fields the server may leave out filled in. */
function enteredOf(card: KeptCard): EnteredCard | null {
  const entered = card.enteredCard;
  return entered ? { ...entered, providerId: entered.providerId ?? null } : null;
}

/** The survey an e-mail link names, as the link's screen reads and updates it. */
export interface LinkedSurvey {
  surveyId: string;
  products: KeptCard[];
  estimate: SurveyEstimate | null;
  /** On saving: the yearly cost and the best Stay and Switch on today's data. */
  summary?: DealSummary | null;
}

/** A saved card with its figures on today's data (null figures: we no longer have the card). */
export interface SavedCard extends KeptCard {
  yearlyCostCents: number | null;
  bestStay: DealSummary['bestStay'];
  bestSwitch: DealSummary['bestSwitch'];
  unavailable?: boolean;
}

/** A saved card just removed, which "Undo" can put back until `undoUntil`. */
export interface RemovedCard {
  id: string;
  cardName: string;
  undoUntil: string;
}

/** /getUserProducts/ and /updateUserProducts/. */
export interface SavedCards {
  products: SavedCard[];
  updatedAt: string | null;
  /** The newest check, for "save the cards from your latest check"; only /getUserProducts/ says. */
  latestSurvey?: { surveyId: string; cardCount: number; estimatedAt: string | null } | null;
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
export function restoredDeal(deal: CurrentDeal) {
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
