/** The figures an offer is compared by, read from the engine's working lines. */
import type { CostBreakdown, WorkingKind } from '../../domain/cards/types';
import type { JourneyOffer } from './journey-types';

function sum(breakdown: CostBreakdown, kinds: readonly WorkingKind[]): number | null {
  const items = breakdown.working.filter((item) => kinds.includes(item.kind));
  return items.length === 0 ? null : items.reduce((total, item) => total + item.amountCents, 0);
}

export interface OfferFacts {
  feesOngoingCents: number | null;
  feesFirstYearCents: number | null;
  interestCents: number | null;
  /** "20.99% p.a." as the working states it. */
  rate: string | null;
  rewardsCents: number | null;
  bonusCents: number | null;
  transferCents: number | null;
}

export function offerFacts(offer: JourneyOffer): OfferFacts {
  const { ongoing, firstYear } = offer.cost;
  const interest = ongoing.working.find((item) => item.kind === 'interest');
  return {
    feesOngoingCents: sum(ongoing, ['annual-fee', 'program-fee']),
    feesFirstYearCents: sum(firstYear, ['annual-fee', 'first-year-fee', 'program-fee']),
    interestCents: sum(ongoing, ['interest']),
    rate: interest ? (/\d+(\.\d+)?% p\.a\./.exec(interest.detail)?.[0] ?? null) : null,
    rewardsCents: sum(ongoing, ['rewards']),
    bonusCents: sum(firstYear, ['bonus']),
    transferCents: sum(firstYear, ['balance-transfer', 'old-card-interest']),
  };
}
