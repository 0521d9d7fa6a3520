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

/**
 * Large tables ship only their first page in page data; the rest is one JSON file fetched when
 * the visitor first interacts with the table, or when the browser is idle. That keeps the page
 * fast to load while every filter and sort still works on every row.
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
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(request, { timeout: 5000 })
      : window.setTimeout(request, 3000);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [lazy, request]);

  return [state, request];
}
