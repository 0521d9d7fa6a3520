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
import { pointsNameOf, visitorEarnRateProblem } from './rewards';
import type { CardCostEstimate, CardUsage, EstimateNote, SurveyEstimate } from './types';

export interface SurveyCard {
  card: NormalisedCreditCard;
  usage: CardUsage;
  /**
   * The visitor's answer for a card whose earn rate is not published (or one entered by hand):
   * points a dollar, or 'unknown' when they said they don't know (the points then count as $0).
   */
  visitorEarnRate?: number | 'unknown';
  /** The card's figures were typed by the visitor (its issuer is not in our data). */
  enteredByHand?: boolean;
}

/** The card as costed: with the visitor's earn rate where they gave one. */
function cardAsUsed({ card, visitorEarnRate }: SurveyCard): NormalisedCreditCard {
  if (typeof visitorEarnRate !== 'number') return card;
  const problem = visitorEarnRateProblem(card, visitorEarnRate);
  if (problem) throw new RangeError(`Card ${card.id}: ${problem}`);
  return { ...card, earnRate: visitorEarnRate };
}

/** Why the points count as nothing, where the visitor's answers say more than "not published". */
function noEarnRateText({ visitorEarnRate, enteredByHand }: SurveyCard, pointsName: string): string | null {
  if (visitorEarnRate === 'unknown') {
    return `You don’t know how many ${pointsName} this card earns${enteredByHand ? '' : ' and the bank does not publish it'}, so they count as $0 here.`;
  }
  // Entered by hand without a rate: the program has no value we could count its points at.
  return enteredByHand
    ? `We have no value for ${pointsName} of this program, so they count as $0 here.`
    : null;
}

/** What the estimate says about figures that came from the visitor rather than the bank. */
function withVisitorNotes(
  estimate: CardCostEstimate,
  entry: SurveyCard,
  pointsName: string,
): CardCostEstimate {
  const { visitorEarnRate, enteredByHand } = entry;
  const added: EstimateNote[] = [];
  if (enteredByHand) {
    added.push({
      code: 'entered-by-you',
      text: 'We don’t have this card in our data, so its fee, rate and interest-free days are the ones you entered.',
    });
  }
  if (typeof visitorEarnRate === 'number') {
    added.push({
      code: 'earn-rate-from-you',
      text: `${pointsName} at ${visitorEarnRate} a dollar, as you told us: ${enteredByHand ? 'we don’t have this card’s earn rate' : 'the bank does not publish this card’s earn rate'}.`,
    });
  }
  const unknownRate = noEarnRateText(entry, pointsName);
  const notes = estimate.notes.map((note) =>
    note.code === 'no-earn-rate' && unknownRate !== null ? { ...note, text: unknownRate } : note,
  );
  return { ...estimate, notes: [...added, ...notes] };
}

/** The figures behind each estimate, kept for `rankOffers` so it does not simulate the survey again. */
const heldFigures = new WeakMap<SurveyEstimate, readonly HeldCardFigures[]>();

export function surveyFigures(survey: SurveyEstimate): readonly HeldCardFigures[] {
  const figures = heldFigures.get(survey);
  if (figures === undefined) throw new RangeError('Pass a survey made by estimateSurvey');
  return figures;
}

export function estimateSurvey(cards: readonly SurveyCard[], catalogue: CardCatalogue): SurveyEstimate {
  const figures = cards.map((entry) => {
    const card = cardAsUsed(entry);
    const known = catalogue.byId.get(card.id);
    const facts = known?.card === card ? known : cardFacts(card, programOf(card, catalogue.programs));
    return costHeldCard(facts, entry.usage, true);
  });
  const survey: SurveyEstimate = {
    entries: figures.map((held, index) => ({
      index,
      estimate: withVisitorNotes(
        explainHeldCard(held),
        cards[index]!,
        pointsNameOf(held.facts.card, held.facts.program),
      ),
    })),
    totalCents: sumCents(figures.map((held) => held.totalCents)),
    debtTodayCents: sumCents(cards.map(({ usage }) => usage.balanceRemainingCents)),
    debtAfterYearCents: sumCents(figures.map((held) => held.sim.closingCents)),
  };
  heldFigures.set(survey, figures);
  return survey;
}
