/** From what the visitor typed to the figures the estimate is asked for. */
import type { CardDraft, EarnRateAnswer, SurveyCard } from '../survey/survey-slice';
import { parseDollars } from './dollar-input';

function dollars(text: string): number | null {
  const parsed = parseDollars(text);
  return parsed.ok ? parsed.dollars : null;
}

/** The earn rate as the API takes it: a number, null for "I don't know", nothing when not asked. */
function earnRateOf(answer: EarnRateAnswer): Pick<SurveyCard, 'earnRate'> {
  if (answer === '') return {};
  return { earnRate: answer === 'unknown' ? null : Number(answer) };
}

/** The card part of a survey card: one of ours, or the figures entered by hand. */
function cardOf(draft: CardDraft): Pick<SurveyCard, 'productId' | 'enteredCard'> | null {
  if (draft.entered) return { productId: null, enteredCard: draft.entered };
  return draft.productId ? { productId: draft.productId } : null;
}

/** The checked card, or null while the draft has no card or an amount is not valid. */
export function toSurveyCard(draft: CardDraft): SurveyCard | null {
  const card = cardOf(draft);
  const spend = dollars(draft.monthlySpend);
  if (!card || spend === null || draft.paysInFull === null) return null;
  const repayment = draft.paysInFull ? spend : dollars(draft.monthlyRepayment);
  const balance = draft.paysInFull ? 0 : dollars(draft.balanceRemaining);
  if (repayment === null || balance === null) return null;
  return {
    ...card,
    ...earnRateOf(draft.earnRate),
    usage: { monthlySpend: spend, monthlyRepayment: repayment, balanceRemaining: balance },
  };
}

export function toSurveyCards(drafts: readonly CardDraft[]): SurveyCard[] | null {
  const cards = drafts.map(toSurveyCard);
  return cards.every((card): card is SurveyCard => card !== null) ? cards : null;
}
