/**
 * Offers with the same figures (every number an offer card shows and its working adds up) are one
 * row, however many lenders sell the card: four mutual banks publish one card with one price list.
 */
import type { OfferFigures } from './card-cost';

/** Equal for two offers exactly when they would show the same figures against the same survey card. */
export function sameFiguresKey(figures: OfferFigures, index: number): string {
  const { facts } = figures;
  const transfer = facts.card.balanceTransfer;
  return JSON.stringify([
    figures.offerType,
    index,
    figures.firstYearTotalCents,
    figures.ongoingTotalCents,
    facts.yearlyFeeCents,
    facts.programFeeCents,
    figures.firstYearFeeCents,
    facts.purchaseRate,
    facts.card.noInterest,
    facts.card.interestFreeDays,
    figures.ongoingSim.interestCents,
    figures.firstYearSim.interestCents,
    figures.rewards.valueCents,
    figures.bonusValueCents,
    figures.transferOutcome,
    figures.transferFeeCents,
    transfer === null
      ? null
      : [transfer.rate, transfer.periodMonths, transfer.feeFraction, transfer.revertRate],
    figures.fitsLimit,
  ]);
}
