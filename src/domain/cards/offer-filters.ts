/** The visitor's filters on the offers lists, read from a card's own facts. */
import type { CardFacts } from './card-facts';
import type { OfferFilters } from './types';

export const NO_FILTERS: OfferFilters = {
  noAnnualFee: false,
  rewards: false,
  balanceTransfer: false,
  excludeMyBank: false,
};

/** Whether the card is kept by every filter that is on. `myProviderIds`: the providers of the visitor's cards. */
export function passesFilters(
  facts: CardFacts,
  filters: OfferFilters,
  myProviderIds: ReadonlySet<string>,
): boolean {
  const { card } = facts;
  if (filters.noAnnualFee && facts.yearlyFeeCents > 0) return false;
  if (filters.rewards && !card.rewards) return false;
  if (filters.balanceTransfer && card.balanceTransfer === null) return false;
  if (filters.excludeMyBank && myProviderIds.has(card.providerId)) return false;
  return true;
}
