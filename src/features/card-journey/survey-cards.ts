/** From what the visitor typed to the figures the estimate is asked for. */
import type { CardDraft, SurveyCard } from '../survey/survey-slice';
import { parseDollars } from './dollar-input';

function dollars(text: string): number | null {
  const parsed = parseDollars(text);
  return parsed.ok ? parsed.dollars : null;
}

/** The checked card, or null while the draft has no card or an amount is not valid. */
export function toSurveyCard(draft: CardDraft): SurveyCard | null {
  const spend = dollars(draft.monthlySpend);
  if (!draft.productId || spend === null) return null;
  if (draft.paysInFull) {
    return {
      productId: draft.productId,
      usage: { monthlySpend: spend, monthlyRepayment: spend, balanceRemaining: 0 },
    };
  }
  const repayment = dollars(draft.monthlyRepayment);
  const balance = dollars(draft.balanceRemaining);
  if (repayment === null || balance === null) return null;
  return {
    productId: draft.productId,
    usage: { monthlySpend: spend, monthlyRepayment: repayment, balanceRemaining: balance },
  };
}

export function toSurveyCards(drafts: readonly CardDraft[]): SurveyCard[] | null {
  const cards = drafts.map(toSurveyCard);
  return cards.every((card): card is SurveyCard => card !== null) ? cards : null;
}
