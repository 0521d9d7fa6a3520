/**
 * "Why this offer": short lines generated from the same figures as the saving, in whole dollars,
 * each comparing the offer with the card it replaces. What the visitor gives up is listed too, so
 * a reason never hides the cost that pays for it.
 */
import type { OfferFigures } from './card-cost';
import { MONTHS_IN_YEAR } from './simulate-year';
import { money, months, percent, rate, wholeDollars, count } from './wording';

export interface OfferReasons {
  reasons: string[];
  tradeOffs: string[];
}

/** Differences under 50 cents round to $0 and say nothing. */
function matters(cents: number): boolean {
  return Math.abs(cents) >= 50;
}

function transferReason(figures: OfferFigures): string | null {
  const terms = figures.facts.card.balanceTransfer;
  if (figures.transferOutcome !== 'taken' || terms === null) return null;
  const introRate = terms.rate === 0 ? '0%' : rate(terms.rate);
  const fee =
    terms.feeFraction > 0
      ? `${percent(terms.feeFraction)} transfer fee`
      : terms.feeStated
        ? 'no transfer fee'
        : 'no transfer fee published';
  return `${introRate} on your balance for ${months(terms.periodMonths)} (${fee})`;
}

export function offerReasons(figures: OfferFigures): OfferReasons {
  const reasons: string[] = [];
  const tradeOffs: string[] = [];
  const { current, facts, usage } = figures;
  const add = (difference: number, better: string, worse: string): void => {
    if (!matters(difference)) return;
    if (difference > 0) reasons.push(`${wholeDollars(difference)} ${better}`);
    else tradeOffs.push(`${wholeDollars(-difference)} ${worse}`);
  };

  const currentFees = current.facts.yearlyFeeCents + current.facts.programFeeCents;
  const offerFees = facts.yearlyFeeCents + facts.programFeeCents;
  add(currentFees - offerFees, 'less in annual fees', 'more in annual fees');
  if (figures.firstYearFeeCents < facts.yearlyFeeCents) {
    reasons.push(
      `${wholeDollars(facts.yearlyFeeCents - figures.firstYearFeeCents)} off the annual fee in the first year`,
    );
  }

  const balance = usage.balanceRemainingCents;
  const onBalance = balance > 0 ? ` on your ${money(balance)} balance` : '';
  add(
    current.sim.interestCents - figures.ongoingSim.interestCents,
    `less interest a year${onBalance}`,
    `more interest a year${onBalance}`,
  );
  const transfer = transferReason(figures);
  if (transfer !== null) reasons.push(transfer);
  if (['blocked-same-group', 'not-offered', 'not-worth-it'].includes(figures.transferOutcome)) {
    tradeOffs.push(
      `Your ${money(balance)} stays on your current card at ${rate(current.facts.purchaseRate)} in the first year`,
    );
  }

  add(
    figures.rewards.valueCents - current.rewards.valueCents,
    'more in rewards a year',
    'less in rewards a year',
  );
  if (figures.bonusOutcome === 'granted') {
    reasons.push(
      `${count(facts.card.bonusPoints)} bonus points worth ${wholeDollars(figures.bonusValueCents)}`,
    );
  }
  if (figures.cashBackOutcome === 'granted') {
    reasons.push(`${wholeDollars(figures.cashBackCents)} cash back in the first year`);
  }

  const fy = figures.firstYearSim;
  const owedAfter = fy.closingCents + fy.leftBehindClosingCents;
  if (matters(current.sim.closingCents - owedAfter) && current.sim.closingCents > owedAfter) {
    reasons.push(
      `You would owe ${wholeDollars(current.sim.closingCents - owedAfter)} less after ${MONTHS_IN_YEAR} months`,
    );
  }
  return { reasons, tradeOffs };
}
