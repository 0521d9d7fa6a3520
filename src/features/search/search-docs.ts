import type { KeyFigure } from '../../domain/search/key-figure';

/** What the search page searches: every provider and product, kept compact for page data. */
export interface SearchDoc {
  /** Unique key. */
  id: string;
  kind: 'provider' | 'product';
  title: string;
  /** What tells the product apart from another of the provider's with the same name. */
  detail?: string;
  /** Provider name for products; the provider's own name again for providers. */
  provider: string;
  /** Category name for products (`Credit cards`), `Provider` for providers. */
  category: string;
  href: string;
  /** A product's key figure and the day it is from; none for providers and products without one. */
  figure?: KeyFigure;
}

/** At most this many results are shown; the count says "30+" when the list is cut. */
export const MAX_RESULTS = 30;

export type SearchHit = SearchDoc & { score: number };

/** Searches the docs; the index behind it is built on first use, because that takes a phone a moment. */
export interface Searcher {
  /** Builds the index now (when the box is focused), so the first keystroke does not wait for it. */
  warm(): void;
  /** The best hits for an already expanded query, providers first when scores are close. */
  search(expandedQuery: string): SearchHit[];
}

/** The docs with each labelled product's label (distinguishing-names.ts), by product id. */
export function withProductLabels(
  docs: readonly SearchDoc[],
  labels: ReadonlyMap<string, string>,
): SearchDoc[] {
  return docs.map((doc) => {
    const detail = doc.kind === 'product' ? labels.get(doc.id) : undefined;
    return detail ? { ...doc, detail } : doc;
  });
}
