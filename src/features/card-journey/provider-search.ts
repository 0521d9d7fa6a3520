/**
 * Finding the visitor's bank among the providers that have credit cards: the query goes through
 * the synonym table first (so "cba" finds CommBank), the big four come first, then A to Z. A query
 * with words of a card's name finds the card itself ("commbank smart", "westpac altitude black").
 */
import { labelledName } from '../../domain/cards/labelled-name';
import { type MissingCardIssuer, missingIssuersIn } from '../../domain/cards/missing-card-issuers';
import { cardMatchesWords, cardQueryWords } from '../../domain/search/card-search';
import { expandSynonyms, type SynonymTable } from '../../domain/search/synonyms';
import type { ListedProduct } from '../visit/main-providers';
import synonymData from '../../../data/synonyms.json';
import { compareText } from '../../domain/text-order';

const synonyms: SynonymTable = synonymData;

export interface CardProvider {
  id: string;
  name: string;
  big4: boolean;
}

/** Providers with at least one credit card in the /main/ products list, big four first. */
export function cardProviders(products: readonly ListedProduct[]): CardProvider[] {
  const byId = new Map<string, CardProvider>();
  for (const product of products) {
    if (product.category !== 'cc' || byId.has(product.providerId)) continue;
    byId.set(product.providerId, { id: product.providerId, name: product.providerName, big4: product.big4 });
  }
  return [...byId.values()].sort((a, b) => Number(b.big4) - Number(a.big4) || compareText(a.name, b.name));
}

/** The provider's credit cards, A to Z (same-named ones by what tells them apart). */
export function providerCards(
  products: readonly ListedProduct[],
  providerId: string | null,
): ListedProduct[] {
  if (!providerId) return [];
  return products
    .filter((product) => product.category === 'cc' && product.providerId === providerId)
    .sort((a, b) => compareText(a.name, b.name) || compareText(a.label ?? '', b.label ?? ''));
}

// With an empty table expandSynonyms only normalises, so names and queries compare alike.
const normalise = (text: string) => expandSynonyms(text, {});

/** Well-known card issuers not in our data that the query names ("amex"): said plainly, not "no match". */
export function missingIssuersFor(query: string): MissingCardIssuer[] {
  return missingIssuersIn(query, synonyms);
}

/** Providers whose name contains the query, or the name the query is a synonym of; order kept. */
export function searchProviders(providers: readonly CardProvider[], query: string): CardProvider[] {
  const typed = normalise(query);
  if (typed === '') return [...providers];
  const expanded = expandSynonyms(query, synonyms);
  return providers.filter((provider) => {
    const name = normalise(provider.name);
    return name.includes(typed) || name.includes(expanded);
  });
}

/**
 * Cards whose bank's and own words the query names, with at least one word of the card's own
 * (src/domain/search/card-search.ts); in the providers' order, then A to Z within a bank.
 */
export function searchCards(
  providers: readonly CardProvider[],
  products: readonly ListedProduct[],
  query: string,
): ListedProduct[] {
  const words = cardQueryWords(query, synonyms);
  if (words.length === 0) return [];
  const cards = products.filter((product) => product.category === 'cc');
  return providers.flatMap((provider) =>
    providerCards(cards, provider.id).filter((card) =>
      cardMatchesWords({ providerName: provider.name, cardName: labelledName(card.name, card.label) }, words),
    ),
  );
}
