import * as React from 'react';
import type { SynonymTable } from '../../domain/search/synonyms';
import { SearchBox } from './search-box';
import type { SearchDoc, Searcher } from './search-docs';

type IndexState = { status: 'loading' } | { status: 'ready'; searcher: Searcher } | { status: 'failed' };

/**
 * Fetches the search index file and the search engine's code (a chunk of its own, so it is not part
 * of the page's first load), then hands them to the search box; the box is usable meanwhile.
 */
export function SearchIndexLoader({
  url,
  count,
  synonyms,
}: {
  url: string;
  count: number;
  synonyms: SynonymTable;
}) {
  const [state, setState] = React.useState<IndexState>({ status: 'loading' });
  const load = React.useCallback(() => {
    setState({ status: 'loading' });
    const docs = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<SearchDoc[]>;
    });
    Promise.all([docs, import('./search-engine')])
      .then(([loaded, engine]) => setState({ status: 'ready', searcher: engine.createSearcher(loaded) }))
      .catch(() => setState({ status: 'failed' }));
  }, [url]);
  React.useEffect(load, [load]);

  return (
    <>
      <SearchBox
        searcher={state.status === 'ready' ? state.searcher : null}
        total={count}
        synonyms={synonyms}
      />
      {state.status === 'failed' ? (
        <p className="notice notice--warning" role="alert">
          We couldn’t load the search index. Check your connection and{' '}
          <button type="button" className="button button--small button--secondary" onClick={load}>
            try again
          </button>
        </p>
      ) : null}
    </>
  );
}
