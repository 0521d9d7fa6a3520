/** The figures an offer is compared by, read from the engine's working lines, year by year. */
import type { CostBreakdown, WorkingKind } from '../../domain/cards/types';
import type { JourneyOffer } from '../../api/card-journey-types';

function sum(breakdown: CostBreakdown, kinds: readonly WorkingKind[]): number | null {
  const items = breakdown.working.filter((item) => kinds.includes(item.kind));
  return items.length === 0 ? null : items.reduce((total, item) => total + item.amountCents, 0);
}

/** One year's cost of an offer in four parts that add up to its total (rewards and bonus negative). */
export interface YearFigures {
  feesCents: number;
  /** Interest on purchases and on the balance carried, wherever it is, with any transfer fee. */
  interestCents: number;
  rewardsCents: number | null;
  bonusCents: number | null;
  totalCents: number;
}

function yearFigures(breakdown: CostBreakdown): YearFigures {
  return {
    feesCents: sum(breakdown, ['annual-fee', 'first-year-fee', 'program-fee']) ?? 0,
    interestCents: sum(breakdown, ['interest', 'balance-transfer', 'old-card-interest']) ?? 0,
    rewardsCents: sum(breakdown, ['rewards']),
    bonusCents: sum(breakdown, ['bonus']),
    totalCents: breakdown.totalCents,
  };
}

export interface OfferFacts {
  firstYear: YearFigures;
  eachYearAfter: YearFigures;
  /** "20.99% p.a." as the working states it. */
  rate: string | null;
}

export function offerFacts(offer: JourneyOffer): OfferFacts {
  const { ongoing, firstYear } = offer.cost;
  const interest = ongoing.working.find((item) => item.kind === 'interest');
  return {
    firstYear: yearFigures(firstYear),
    eachYearAfter: yearFigures(ongoing),
    rate: interest ? (/\d+(\.\d+)?% p\.a\./.exec(interest.detail)?.[0] ?? null) : null,
  };
}
