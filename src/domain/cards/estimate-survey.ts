/**
 * The visitor's cards together: each card's cost for its own usage, and the totals an offer is
 * measured against. Taking an offer replaces one card and keeps the others, so the survey total
 * changes by exactly that card's difference.
 */
import { sumCents } from '../finance/money';
import type { NormalisedCreditCard } from '../normalise/types';
import { cardFacts } from './card-facts';
import { costHeldCard, type HeldCardFigures } from './card-cost';
import { type CardCatalogue, programOf } from './catalogue';
import { explainHeldCard } from './explain-cost';
import type { CardUsage, SurveyEstimate } from './types';

export interface SurveyCard {
  card: NormalisedCreditCard;
  usage: CardUsage;
}

/** The figures behind each estimate, kept for `rankOffers` so it does not simulate the survey again. */
const heldFigures = new WeakMap<SurveyEstimate, readonly HeldCardFigures[]>();

export function surveyFigures(survey: SurveyEstimate): readonly HeldCardFigures[] {
  const figures = heldFigures.get(survey);
  if (figures === undefined) throw new RangeError('Pass a survey made by estimateSurvey');
  return figures;
}

export function estimateSurvey(cards: readonly SurveyCard[], catalogue: CardCatalogue): SurveyEstimate {
  const figures = cards.map(({ card, usage }) => {
    const known = catalogue.byId.get(card.id);
    const facts = known?.card === card ? known : cardFacts(card, programOf(card, catalogue.programs));
    return costHeldCard(facts, usage, true);
  });
  const survey: SurveyEstimate = {
    entries: figures.map((held, index) => ({ index, estimate: explainHeldCard(held) })),
    totalCents: sumCents(figures.map((held) => held.totalCents)),
    debtTodayCents: sumCents(cards.map(({ usage }) => usage.balanceRemainingCents)),
    debtAfterYearCents: sumCents(figures.map((held) => held.sim.closingCents)),
  };
  heldFigures.set(survey, figures);
  return survey;
}
