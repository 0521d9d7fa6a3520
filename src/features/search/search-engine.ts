import MiniSearch from 'minisearch';
import { MAX_RESULTS, type SearchDoc, type Searcher } from './search-docs';

function buildIndex(docs: readonly SearchDoc[]): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'provider', 'category'],
    storeFields: ['kind', 'title', 'detail', 'provider', 'category', 'href', 'figure'],
    searchOptions: { boost: { provider: 2, title: 1.5 }, prefix: true, fuzzy: 0.15, combineWith: 'AND' },
  });
  index.addAll(docs as SearchDoc[]);
  return index;
}

export function createSearcher(docs: readonly SearchDoc[]): Searcher {
  let index: MiniSearch<SearchDoc> | null = null;
  const built = () => (index ??= buildIndex(docs));
  return {
    warm: () => void built(),
    search: (expandedQuery) =>
      built()
        .search(expandedQuery)
        // Providers before products when the scores are close, so "cba" shows CommBank first.
        .map((hit) => ({
          ...(hit as unknown as SearchDoc),
          id: String(hit.id),
          score: hit.score * (hit.kind === 'provider' ? 3 : 1),
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, MAX_RESULTS),
  };
}
