import * as React from 'react';
import type { SynonymTable } from '../../domain/search/synonyms';
import { SearchBox } from './search-box';
import type { SearchDoc } from './search-docs';

type IndexState = { status: 'loading' } | { status: 'ready'; docs: SearchDoc[] } | { status: 'failed' };

/** Fetches the search index file, then hands it to the search box; the box is usable meanwhile. */
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
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<SearchDoc[]>;
      })
      .then((docs) => setState({ status: 'ready', docs }))
      .catch(() => setState({ status: 'failed' }));
  }, [url]);
  React.useEffect(load, [load]);

  return (
    <>
      <SearchBox docs={state.status === 'ready' ? state.docs : null} total={count} synonyms={synonyms} />
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
