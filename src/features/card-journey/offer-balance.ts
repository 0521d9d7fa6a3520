/**
 * What happens to the visitor's balance on an offer, in words: a balance transfer says its rate,
 * when that ends, the rate after and what the rest costs; a balance left on the current card says
 * so; a card paid off in full each month says why it charges no interest.
 */
import { formatCents, formatRate } from '../../domain/format';
import type { JourneyOffer } from '../../api/card-journey-types';
import type { OfferFacts } from './offer-facts';

type BalanceOffer = Pick<JourneyOffer, 'transferTaken' | 'cost'>;

function monthsText(count: number): string {
  return count === 1 ? '1 month' : `${count} months`;
}

function transferText(offer: BalanceOffer, facts: OfferFacts): string | null {
  const taken = offer.transferTaken;
  if (!taken) return null;
  const fee = taken.feeCents > 0 ? `a ${formatCents(taken.feeCents)} transfer fee` : 'no transfer fee';
  const beyond = taken.periodMonths > 12 ? ` (we count only the first 12 in the first year)` : '';
  const purchaseRate = facts.rate ? `, at this card’s ${facts.rate}` : '';
  return (
    `Your ${formatCents(taken.balanceCents)} balance moves to this card at ${formatRate(taken.rate)} for ` +
    `${monthsText(taken.periodMonths)}${beyond}, with ${fee}: ${formatCents(taken.firstYearInterestCents)} ` +
    `interest on it in the first year. After ${monthsText(taken.periodMonths)}, what is left is charged ` +
    `${formatRate(taken.revertRate)}; each year after the first counts your balance as you carry it ` +
    `today${purchaseRate}: ${formatCents(facts.eachYearAfter.interestCents)} interest a year with your purchases.`
  );
}

/** The balance left on the visitor's current card, in the engine's own words. */
function leftBehindText(offer: BalanceOffer): string | null {
  const left = offer.cost.firstYear.working.find((item) => item.kind === 'old-card-interest');
  return left ? `${left.label}: ${left.detail}.` : null;
}

function noInterestText(offer: BalanceOffer, facts: OfferFacts): string | null {
  const paidInFull =
    offer.cost.usage.balanceRemainingCents === 0 &&
    facts.firstYear.interestCents === 0 &&
    facts.eachYearAfter.interestCents === 0;
  return paidInFull ? 'You pay the card off in full each month, so it charges no interest.' : null;
}

export function balanceText(offer: BalanceOffer, facts: OfferFacts): string | null {
  return transferText(offer, facts) ?? leftBehindText(offer) ?? noInterestText(offer, facts);
}

/** On the offer card: the transfer's rate, when it ends and the rate after, in one short line. */
export function transferSummary(offer: Pick<JourneyOffer, 'transferTaken'>): string | null {
  const taken = offer.transferTaken;
  if (!taken) return null;
  return `Balance transfer: ${formatRate(taken.rate)} for ${monthsText(taken.periodMonths)}, then ${formatRate(taken.revertRate)}`;
}
