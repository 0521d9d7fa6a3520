/**
 * Every card in the data is a candidate for every card in the survey: a Stay offer when it is at
 * the same provider (a product transfer), a Switch offer otherwise. A candidate replaces one survey
 * card and the others are kept, so its saving for the whole survey is the replaced card's cost
 * minus the offer's. When a card could replace several survey cards, the pairing that saves the
 * most over two years is kept (one entry per card and offer type). Cards the visitor already holds
 * are skipped.
 *
 * Order: the visitor's saving over the years they expect to keep the card, two by default
 * (`offer-order.ts`). Cards with the same figures are one row (`same-figures.ts`). Cards the visitor
 * cannot get (`src/domain/eligibility/`) are left out, and counted, unless they ask to see them all.
 *
 * Sponsorship: the partners' cards are marked `sponsored` where they stand. Nothing else about them
 * changes: each is ranked, filtered, limited and counted exactly as it would be without it.
 *
 * Only figures are computed for the whole market; wording is built for the offers returned.
 */
import { NO_ANSWERS } from '../eligibility/types';
import { ageMatters, groupsThatMatter, ineligibleReasons } from '../eligibility/visitor-eligibility';
import { OPEN_TO_EVERYONE } from '../eligibility/stored-eligibility';
import type { IneligibleReason } from '../eligibility/types';
import { costOffer, type HeldCardFigures, newSimulationMemo, type OfferFigures } from './card-cost';
import type { CardCatalogue } from './catalogue';
import { offerTypeOf } from './estimate-card-cost';
import { surveyFigures } from './estimate-survey';
import { explainOffer, transferTaken } from './explain-cost';
import { NO_FILTERS, passesFilters } from './offer-filters';
import { compareSavings, DEFAULT_HORIZON_YEARS, savingIn } from './offer-order';
import { offerReasons } from './offer-reasons';
import { sameFiguresKey } from './same-figures';
import type {
  HiddenOffers,
  Offer,
  OfferRow,
  OfferType,
  RankedOffers,
  RankOptions,
  SavingMeasure,
  SurveyEstimate,
  UnsuitableOffer,
} from './types';
import { money } from './wording';

export const DEFAULT_OFFER_LIMIT = 10;
export const DEFAULT_MEASURE: SavingMeasure = DEFAULT_HORIZON_YEARS;

interface Candidate {
  index: number;
  held: HeldCardFigures;
  transferAllowed: boolean;
  figures: OfferFigures;
  cardId: string;
  firstYearSavingCents: number;
  ongoingSavingCents: number;
  rankingSavingCents: number;
  afterOngoingCents: number;
  afterFirstYearCents: number;
  ineligible: IneligibleReason[];
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
    ineligible: candidate.ineligible,
    ...offerReasons(figures),
    transferTaken: transferTaken(shown),
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

/** Two-year pairing order: which survey card a card is offered against. */
function betterPairing(a: Candidate, b: Candidate): boolean {
  return (
    a.rankingSavingCents > b.rankingSavingCents ||
    (a.rankingSavingCents === b.rankingSavingCents && a.afterOngoingCents < b.afterOngoingCents)
  );
}

/** Every candidate, one per card and offer type (its best pairing), fitting the limit or not. */
function allCandidates(
  survey: SurveyEstimate,
  catalogue: CardCatalogue,
  options: RankOptions,
): { fitting: Candidate[]; unfit: Candidate[] } {
  const heldCards = surveyFigures(survey);
  const heldIds = new Set(heldCards.map((held) => held.facts.card.id));
  const answers = options.eligibility ?? NO_ANSWERS;
  const best = new Map<string, Candidate>();
  const unfit = new Map<string, Candidate>();
  heldCards.forEach((held, index) => {
    const currentProvider = held.facts.card.providerId;
    const memo = newSimulationMemo();
    for (const offer of catalogue.cards) {
      const card = offer.card;
      // Cards for business customers are no offer to a personal cardholder.
      if (heldIds.has(card.id) || card.forBusiness === true) continue;
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
        cardId: card.id,
        firstYearSavingCents,
        ongoingSavingCents,
        rankingSavingCents: firstYearSavingCents + ongoingSavingCents,
        afterOngoingCents: survey.totalCents - held.totalCents + figures.ongoingTotalCents,
        afterFirstYearCents: survey.totalCents - held.totalCents + figures.firstYearTotalCents,
        ineligible: ineligibleReasons(card.eligibility ?? OPEN_TO_EVERYONE, answers),
      };
      const pool = figures.fitsLimit ? best : unfit;
      const key = `${offerType} ${card.id}`;
      const incumbent = pool.get(key);
      if (incumbent === undefined || betterPairing(candidate, incumbent)) pool.set(key, candidate);
    }
  });
  return {
    fitting: [...best.values()],
    unfit: [...unfit.values()].filter((c) => !best.has(`${c.figures.offerType} ${c.cardId}`)),
  };
}

/** One list's rows: the first `rows`, and how many it has in all. */
interface ListRows {
  rows: OfferRow[];
  total: number;
}

/**
 * The rows of one list, best first: at most `limit`, or with `showAll` up to the last row holding a
 * card the visitor cannot get, if that is further. `candidates` are sorted; cards with the same
 * figures are one row, led by the first the visitor can get; only the rows returned are worded.
 */
function rowsOf(
  candidates: readonly Candidate[],
  limit: number,
  showAll: boolean,
  word: (candidate: Candidate) => Offer,
): ListRows {
  const groups: Candidate[][] = [];
  const byKey = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const key = sameFiguresKey(candidate.figures, candidate.index);
    const group = byKey.get(key);
    if (group) group.push(candidate);
    else {
      const started = [candidate];
      groups.push(started);
      byKey.set(key, started);
    }
  }
  const lastMarked = showAll
    ? groups.findLastIndex((group) => group.some((candidate) => candidate.ineligible.length > 0))
    : -1;
  const kept = groups.slice(0, Math.max(limit, lastMarked + 1));
  const rows = kept.map((group) => {
    const offers = group.map(word);
    const lead = offers.find((offer) => offer.ineligible.length === 0) ?? offers[0]!;
    return { ...lead, sameFigures: offers.filter((offer) => offer !== lead) };
  });
  return { rows, total: groups.length };
}

function limitOf(limit: RankOptions['limit'], type: OfferType): number {
  if (limit === undefined || typeof limit === 'number') return limit ?? DEFAULT_OFFER_LIMIT;
  return limit[type] ?? DEFAULT_OFFER_LIMIT;
}

function hiddenOffers(candidates: readonly Candidate[]): HiddenOffers {
  const counts = new Map<IneligibleReason['kind'], number>();
  let count = 0;
  for (const candidate of candidates) {
    if (candidate.ineligible.length === 0) continue;
    count += 1;
    for (const reason of candidate.ineligible) counts.set(reason.kind, (counts.get(reason.kind) ?? 0) + 1);
  }
  return { count, byReason: [...counts].map(([kind, n]) => ({ kind, count: n })) };
}

export function rankOffers(
  survey: SurveyEstimate,
  catalogue: CardCatalogue,
  options: RankOptions = {},
): RankedOffers {
  const measure = options.measure ?? DEFAULT_MEASURE;
  const filters = { ...NO_FILTERS, ...options.filters };
  const showAll = options.showAll ?? false;
  const sponsoredIds = new Set(options.sponsoredIds ?? []);
  const myProviders = new Set(survey.entries.map((entry) => entry.estimate.providerId));
  const { fitting, unfit } = allCandidates(survey, catalogue, options);

  const compare = (a: Candidate, b: Candidate): number => compareSavings(a, b, measure);
  const ranked = fitting
    .filter(
      (c) =>
        passesFilters(c.figures.facts, filters, myProviders) &&
        (options.includeNonSaving || savingIn(c, measure) > 0),
    )
    .sort(compare);
  const shown = showAll ? ranked : ranked.filter((c) => c.ineligible.length === 0);
  const word = (c: Candidate): Offer => toOffer(c, survey.totalCents, sponsoredIds.has(c.cardId));
  const listOf = (type: OfferType): ListRows =>
    rowsOf(
      shown.filter((c) => c.figures.offerType === type),
      limitOf(options.limit, type),
      showAll,
      word,
    );
  const stay = listOf('Stay');
  const switches = listOf('Switch');

  const eligibilities = ranked.map((c) => c.figures.facts.card.eligibility ?? OPEN_TO_EVERYONE);
  const partners = new Set([...sponsoredIds].flatMap((id) => catalogue.byId.get(id)?.card.providerId ?? []));
  return {
    measure,
    stay: stay.rows,
    switch: switches.rows,
    rowCounts: { Stay: stay.total, Switch: switches.total },
    partnerProviderIds: [...partners].sort(),
    hidden: hiddenOffers(ranked),
    questions: { memberGroups: groupsThatMatter(eligibilities), age: ageMatters(eligibilities) },
    unsuitable: unfit.sort(compare).map(unsuitable),
  };
}

/**
 * One offer of the survey with its full working, whatever the lists show (another horizon, a
 * filter, a hidden card): its best pairing with a survey card. Null when the card is
 * not in the data, is held already, or is not of that type.
 */
export function findOffer(
  survey: SurveyEstimate,
  catalogue: CardCatalogue,
  offerId: string,
  type: OfferType | null,
  options: Pick<RankOptions, 'eligibility' | 'sponsoredIds'> = {},
): Offer | null {
  const facts = catalogue.byId.get(offerId);
  if (!facts) return null;
  const single = { ...catalogue, cards: [facts] };
  const { fitting, unfit } = allCandidates(survey, single, options);
  const found = [...fitting, ...unfit]
    .filter((c) => type === null || c.figures.offerType === type)
    .sort((a, b) => b.rankingSavingCents - a.rankingSavingCents)[0];
  if (!found) return null;
  return toOffer(found, survey.totalCents, new Set(options.sponsoredIds ?? []).has(offerId));
}
