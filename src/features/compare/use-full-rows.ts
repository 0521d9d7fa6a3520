import * as React from 'react';

export interface LazyRows {
  /** Address of the JSON file with every row of the table. */
  url: string;
  /** How many rows the default view has in the full data. */
  total: number;
}

export type FullRowsState<S> =
  | { status: 'inline' }
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; rows: S[] }
  | { status: 'failed' };

/** How long after the page appears the rows are fetched anyway, in the next idle moment. */
export const FULL_ROWS_QUIET_MS = 5000;

/**
 * Large tables ship only their first page in page data; the rest is one JSON file fetched when
 * the visitor first interacts with the table, or in an idle moment a few seconds after the page
 * appeared (sorting and filtering every row then re-renders the table, which should not compete
 * with the page's start). The page is fast to load, and every filter and sort still works on
 * every row.
 */
export function useFullRows<S>(lazy: LazyRows | undefined): [FullRowsState<S>, () => void] {
  const [state, setState] = React.useState<FullRowsState<S>>(
    lazy ? { status: 'idle' } : { status: 'inline' },
  );
  const started = React.useRef(false);

  const request = React.useCallback(() => {
    if (!lazy || started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    fetch(lazy.url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<S[]>;
      })
      .then((rows) => setState({ status: 'loaded', rows }))
      .catch(() => {
        started.current = false;
        setState({ status: 'failed' });
      });
  }, [lazy]);

  React.useEffect(() => {
    if (!lazy) return undefined;
    let idle: number | null = null;
    const quiet = window.setTimeout(() => {
      if (window.requestIdleCallback) idle = window.requestIdleCallback(request, { timeout: 5000 });
      else request();
    }, FULL_ROWS_QUIET_MS);
    return () => {
      window.clearTimeout(quiet);
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [lazy, request]);

  return [state, request];
}
