/**
 * Well-known card issuers that are not in our data (data/curated/missing-card-issuers.json), and
 * which of them a search is about, so search and the survey can say so plainly and offer to take
 * the card's figures by hand instead of answering "no results".
 */
import curated from '../../../data/curated/missing-card-issuers.json';
import { expandSynonyms, type SynonymTable } from '../search/synonyms';

export interface MissingCardIssuer {
  id: string;
  name: string;
  /** Lower-case names a visitor may type, as the synonyms expand them. */
  names: readonly string[];
  /** Why its cards are not in our data, in a sentence. */
  why: string;
  source: string;
}

export const missingCardIssuers: readonly MissingCardIssuer[] = curated.issuers;

/** With an empty table the synonym expansion only normalises, so names and queries compare alike. */
const normalise = (text: string) => expandSynonyms(text, {});

/** Typed this far, a name is taken as meant: "ame" is American Express, "am" could be anything. */
const SHORTEST_PREFIX = 3;

function containsWords(text: string, words: string): boolean {
  return ` ${text} `.includes(` ${words} `);
}

/**
 * The missing issuers a query names: its synonym-expanded words contain one of their names ("amex
 * platinum" is "american express platinum"), or it is the start of one ("americ").
 */
export function missingIssuersIn(query: string, synonyms: SynonymTable): MissingCardIssuer[] {
  const typed = normalise(query);
  if (typed === '') return [];
  const expanded = expandSynonyms(query, synonyms);
  return missingCardIssuers.filter((issuer) =>
    issuer.names.some(
      (name) =>
        containsWords(expanded, name) ||
        containsWords(typed, name) ||
        (typed.length >= SHORTEST_PREFIX && name.startsWith(typed)),
    ),
  );
}
