/**
 * The parts of a card the cost model uses, worked out once per card (the catalogue keeps them) so
 * that ranking a survey against every card does no repeated lookups.
 */
import type { Cents } from '../finance/money';
import type { NormalisedCreditCard, NormalisedRewardProgram } from '../normalise/types';
import { type PointValue, pointValue } from './rewards';
import { daysToDueFor, MONTHS_IN_YEAR } from './simulate-year';

export interface CardFacts {
  card: NormalisedCreditCard;
  program: NormalisedRewardProgram | null;
  /** Fees a year: the annual fee, or 12 x the monthly fee for cards priced by the month. */
  yearlyFeeCents: Cents;
  /** Yearly points or frequent-flyer program fee on top of the card fee. */
  programFeeCents: Cents;
  /** 0 for a no-interest card. */
  purchaseRate: number;
  interestFreePurchases: boolean;
  /** Days from a statement to its due date, when the repayment is made (`daysToDueFor`). */
  daysToDue: number;
  points: PointValue;
  /** Limit tier, or the highest limit the bank publishes; null when the data has neither. */
  limitCents: Cents | null;
  /** Cards with equal keys simulate identically for a given usage (see `SimulationMemo`). */
  rateKey: string;
  /** As `rateKey`, for the card's balance-transfer terms; null without an offer. */
  transferKey: string | null;
}

export function cardFacts(card: NormalisedCreditCard, program: NormalisedRewardProgram | null): CardFacts {
  if (program !== null && program.id !== card.rewardProgramId) {
    throw new RangeError(`Card ${card.id} earns program ${card.rewardProgramId}, not ${program.id}`);
  }
  const limitDollars = card.limitTier ?? card.maxCreditLimit;
  const purchaseRate = card.purchaseRate ?? 0;
  const interestFreePurchases = card.interestFreeDays !== 0;
  const daysToDue = daysToDueFor(card.interestFreeDays);
  const rateKey = `${purchaseRate}|${interestFreePurchases}|${daysToDue}`;
  const transfer = card.balanceTransfer;
  return {
    card,
    program: card.rewards ? program : null,
    yearlyFeeCents:
      card.monthlyFeeCents === null ? card.annualFeeCents : card.monthlyFeeCents * MONTHS_IN_YEAR,
    programFeeCents: card.rewardsProgramFeeCents ?? 0,
    purchaseRate,
    // Unknown (null) is read as the usual interest-free period; the estimate notes the assumption.
    interestFreePurchases,
    daysToDue,
    points: pointValue(card.rewards ? program : null),
    limitCents: limitDollars === null ? null : Math.round(limitDollars * 100),
    rateKey,
    transferKey:
      transfer === null
        ? null
        : `${rateKey}|${transfer.rate}|${transfer.periodMonths}|${transfer.revertRate ?? purchaseRate}`,
  };
}
