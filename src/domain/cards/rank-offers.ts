/**
 * Every card in the data is a candidate for every card in the survey: a Stay offer when it is at
 * the same provider (a product transfer), a Switch offer otherwise. A candidate replaces one survey
 * card and the others are kept, so its saving for the whole survey is the replaced card's cost
 * minus the offer's. When a card could replace several survey cards, the pairing that saves the
 * most is kept (one entry per card and offer type). Cards the visitor already holds are skipped.
 *
 * Order: by the ranking saving (first year + one typical year, see README), ties broken by the
 * lower ongoing cost of the visitor's cards after the change, then by card id so the order is
 * stable. Sponsorship is not an input to the order: sponsored offers are flagged, and listed again
 * in their own place, ordered by the same rule.
 *
 * Only figures are computed for the whole market; wording is built for the offers returned.
 */
import { costOffer, type HeldCardFigures, newSimulationMemo, type OfferFigures } from './card-cost';
import type { CardCatalogue } from './catalogue';
import { offerTypeOf } from './estimate-card-cost';
import { surveyFigures } from './estimate-survey';
import { explainOffer } from './explain-cost';
import { offerReasons } from './offer-reasons';
import type { Offer, OfferType, RankedOffers, RankOptions, SurveyEstimate, UnsuitableOffer } from './types';
import { money } from './wording';

export const DEFAULT_OFFER_LIMIT = 10;

interface Candidate {
  index: number;
  held: HeldCardFigures;
  transferAllowed: boolean;
  figures: OfferFigures;
  firstYearSavingCents: number;
  ongoingSavingCents: number;
  rankingSavingCents: number;
  afterOngoingCents: number;
  afterFirstYearCents: number;
}

function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.rankingSavingCents - a.rankingSavingCents ||
    a.afterOngoingCents - b.afterOngoingCents ||
    (a.figures.facts.card.id < b.figures.facts.card.id
      ? -1
      : a.figures.facts.card.id > b.figures.facts.card.id
        ? 1
        : 0) ||
    a.index - b.index
  );
}

function toOffer(candidate: Candidate, surveyTotal: number, sponsored: boolean): Offer {
  const { figures, held } = candidate;
  // Re-run with the month-by-month rows: only for offers that are shown.
  const shown = costOffer(figures.facts, {
    current: held,
    offerType: figures.offerType,
    transferAllowed: candidate.transferAllowed,
    keepMonths: true,
  });
  const card = figures.facts.card;
  return {
    offerId: card.id,
    offerType: figures.offerType,
    providerId: card.providerId,
    cardName: card.name,
    replaces: { index: candidate.index, cardId: held.facts.card.id },
    firstYearSavingCents: candidate.firstYearSavingCents,
    ongoingSavingCents: candidate.ongoingSavingCents,
    rankingSavingCents: candidate.rankingSavingCents,
    survey: {
      beforeCents: surveyTotal,
      afterFirstYearCents: candidate.afterFirstYearCents,
      afterOngoingCents: candidate.afterOngoingCents,
    },
    cost: explainOffer(shown),
    sponsored,
    ...offerReasons(figures),
  };
}

function unsuitable(candidate: Candidate): UnsuitableOffer {
  const { figures, held } = candidate;
  const peak = Math.max(figures.ongoingSim.peakCents, figures.firstYearSim.peakCents);
  return {
    offerId: figures.facts.card.id,
    offerType: figures.offerType,
    replaces: { index: candidate.index, cardId: held.facts.card.id },
    reason: `Your balance would reach ${money(peak)}, over this card's ${money(figures.facts.limitCents ?? 0)} limit`,
  };
}

export function rankOffers(
  survey: SurveyEstimate,
  catalogue: CardCatalogue,
  options: RankOptions = {},
): RankedOffers {
  const heldCards = surveyFigures(survey);
  const heldIds = new Set(heldCards.map((held) => held.facts.card.id));
  const sponsoredIds = new Set(options.sponsoredIds ?? []);
  const limit = options.limit ?? DEFAULT_OFFER_LIMIT;
  // One entry per card and offer type, keyed by card id: the best pairing with a survey card.
  const best = { Stay: new Map<string, Candidate>(), Switch: new Map<string, Candidate>() };
  const unfit = { Stay: new Map<string, Candidate>(), Switch: new Map<string, Candidate>() };

  heldCards.forEach((held, index) => {
    const currentProvider = held.facts.card.providerId;
    const memo = newSimulationMemo();
    for (const offer of catalogue.cards) {
      const card = offer.card;
      if (heldIds.has(card.id)) continue;
      const offerType = offerTypeOf(currentProvider, card.providerId);
      const transferAllowed = !catalogue.sameGroup(currentProvider, card.providerId);
      const figures = costOffer(offer, { current: held, offerType, transferAllowed, memo });
      const firstYearSavingCents = held.totalCents - figures.firstYearTotalCents;
      const ongoingSavingCents = held.totalCents - figures.ongoingTotalCents;
      const candidate: Candidate = {
        index,
        held,
        transferAllowed,
        figures,
        firstYearSavingCents,
        ongoingSavingCents,
        rankingSavingCents: firstYearSavingCents + ongoingSavingCents,
        afterOngoingCents: survey.totalCents - held.totalCents + figures.ongoingTotalCents,
        afterFirstYearCents: survey.totalCents - held.totalCents + figures.firstYearTotalCents,
      };
      const pool = (figures.fitsLimit ? best : unfit)[offerType];
      const incumbent = pool.get(card.id);
      if (incumbent === undefined || compareCandidates(candidate, incumbent) < 0)
        pool.set(card.id, candidate);
    }
  });

  const ranked = [...best.Stay.values(), ...best.Switch.values()].sort(compareCandidates);
  const listed = (type: OfferType): Offer[] =>
    ranked
      .filter((c) => c.figures.offerType === type && (options.includeNonSaving || c.rankingSavingCents > 0))
      .slice(0, limit)
      .map((c) => toOffer(c, survey.totalCents, sponsoredIds.has(c.figures.facts.card.id)));

  return {
    stay: listed('Stay'),
    switch: listed('Switch'),
    sponsored: ranked
      .filter((c) => sponsoredIds.has(c.figures.facts.card.id))
      .map((c) => toOffer(c, survey.totalCents, true)),
    unsuitable: [...unfit.Stay.values(), ...unfit.Switch.values()]
      .filter((c) => !best[c.figures.offerType].has(c.figures.facts.card.id))
      .sort(compareCandidates)
      .map(unsuitable),
  };
}
