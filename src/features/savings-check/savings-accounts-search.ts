/**
 * Finding the visitor's savings account among the personal savings accounts /main/ lists: every
 * word of the query (after the synonym table, so "cba" finds CommBank) must be in the bank's name
 * or the account's; the big four first, then A to Z.
 */
import { expandSynonyms, type SynonymTable } from '../../domain/search/synonyms';
import { compareText } from '../../domain/text-order';
import type { ListedProduct } from '../visit/main-providers';
import synonymData from '../../../data/synonyms.json';

const synonyms: SynonymTable = synonymData;
const normalise = (text: string) => expandSynonyms(text, {});

/** The savings accounts, big four first, then by bank and account name. */
export function savingsAccounts(products: readonly ListedProduct[]): ListedProduct[] {
  return products
    .filter((product) => product.category === 'sv')
    .sort(
      (a, b) =>
        Number(b.big4) - Number(a.big4) ||
        compareText(a.providerName, b.providerName) ||
        compareText(a.name, b.name),
    );
}

/** The accounts every word of the query finds; none for an empty query. */
export function searchSavingsAccounts(accounts: readonly ListedProduct[], query: string): ListedProduct[] {
  const words = expandSynonyms(query, synonyms).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return accounts.filter((account) => {
    const text = normalise(`${account.providerName} ${account.name}`);
    return words.every((word) => text.includes(word));
  });
}

/** "CommBank NetBank Saver": the account with its bank, unless its name already starts with it. */
export function accountTitle(providerName: string, name: string): string {
  return name.toLowerCase().startsWith(providerName.toLowerCase()) ? name : `${providerName} ${name}`;
}
