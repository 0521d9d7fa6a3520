/**
 * Finding a card by its bank's words and its own: "commbank smart", "westpac altitude black",
 * "anz ff black". The bank's words go through the synonym table first ("cba" is CommBank); every
 * word of the query must then start a word of the bank's name or of the card's, and at least one
 * must start a word of the card's own name only, so a query that names just a bank ("anz")
 * finds the bank, not every card it has.
 */
import { expandSynonyms, type SynonymTable } from './synonyms';

/** Shorthands people type for words of card names, written out. */
export const CARD_WORD_SYNONYMS: SynonymTable = {
  ff: 'frequent flyer',
  'frequent flier': 'frequent flyer',
  mc: 'mastercard',
};

export interface SearchableCard {
  providerName: string;
  /** The card's name, with what tells it apart from a same-named card of its bank, if anything. */
  cardName: string;
}

const wordsOf = (text: string): string[] => expandSynonyms(text, {}).split(' ').filter(Boolean);

/** The query's words, with bank names and card shorthands written out. */
export function cardQueryWords(query: string, bankSynonyms: SynonymTable): string[] {
  return wordsOf(expandSynonyms(expandSynonyms(query, bankSynonyms), CARD_WORD_SYNONYMS));
}

const startsAny = (words: readonly string[], typed: string) => words.some((word) => word.startsWith(typed));

/** Whether the card answers the query's words (from cardQueryWords), as the module comment says. */
export function cardMatchesWords(card: SearchableCard, queryWords: readonly string[]): boolean {
  if (queryWords.length === 0) return false;
  const bank = wordsOf(card.providerName);
  const own = wordsOf(expandSynonyms(card.cardName, CARD_WORD_SYNONYMS));
  const everyWordFound = queryWords.every((typed) => startsAny(bank, typed) || startsAny(own, typed));
  const someWordIsTheCards = queryWords.some((typed) => !startsAny(bank, typed) && startsAny(own, typed));
  return everyWordFound && someWordIsTheCards;
}
