/**
 * Provider synonyms (spec section 3): a lower-case alternative name maps to the canonical
 * provider name, so `cba` finds CommBank and `28 degrees` finds Latitude.
 */
export type SynonymTable = Readonly<Record<string, string>>;

function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
}

/**
 * Rewrites every alternative name found in the query (as whole words, longest first) to its
 * canonical name. Returns the normalised query when nothing matches. A replacement is never
 * rewritten again, so a canonical name that contains another key stays as it is.
 */
export function expandSynonyms(query: string, synonyms: SynonymTable): string {
  const words = normaliseText(query).split(' ').filter(Boolean);
  const keys = Object.keys(synonyms)
    .map((key) => ({
      words: normaliseText(key).split(' ').filter(Boolean),
      canonical: normaliseText(synonyms[key] ?? ''),
    }))
    .filter((entry) => entry.words.length > 0 && entry.canonical.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  const out: string[] = [];
  let index = 0;
  while (index < words.length) {
    const match = keys.find((entry) => entry.words.every((word, offset) => words[index + offset] === word));
    if (match) {
      out.push(match.canonical);
      index += match.words.length;
    } else {
      out.push(words[index]!);
      index += 1;
    }
  }
  return out.join(' ');
}
