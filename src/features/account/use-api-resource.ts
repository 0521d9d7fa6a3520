import * as React from 'react';
import type { AsyncStatus } from '../../lib/async-status';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

export interface Resource<T> {
  status: AsyncStatus;
  data: T | null;
  error: string | null;
  /** HTTP status of the failure (0 when no answer came), for screens that explain 403 or 404. */
  errorStatus: number | null;
  reload(): void;
  /**
   * Loads again without a loading state: what is shown stays until the new answer replaces it, and
   * a failure keeps it (the next refresh tries again). For data that may have changed elsewhere.
   */
  refresh(): void;
}

/**
 * Loads data for a screen, keeping the async-slice shape (status, data, error). A newer request
 * supersedes an older one, so a slow answer never overwrites a newer page.
 */
export function useApiResource<T>(load: () => Promise<T>, deps: React.DependencyList): Resource<T> {
  const [state, setState] = React.useState<Omit<Resource<T>, 'reload' | 'refresh'>>({
    status: 'idle',
    data: null,
    error: null,
    errorStatus: null,
  });
  const [generation, setGeneration] = React.useState(0);
  const latest = React.useRef(0);
  const quiet = React.useRef(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoad = React.useCallback(load, deps);

  React.useEffect(() => {
    const request = ++latest.current;
    const silent = quiet.current;
    quiet.current = false;
    if (!silent) setState((current) => ({ ...current, status: 'pending', error: null, errorStatus: null }));
    stableLoad().then(
      (data) => {
        if (request === latest.current)
          setState({ status: 'succeeded', data, error: null, errorStatus: null });
      },
      (error: unknown) => {
        if (request !== latest.current || silent) return;
        setState((current) => ({
          ...current,
          status: 'failed',
          error: errorMessage(error),
          errorStatus: isApiError(error) ? error.status : null,
        }));
      },
    );
  }, [stableLoad, generation]);

  const reload = React.useCallback(() => setGeneration((value) => value + 1), []);
  const refresh = React.useCallback(() => {
    quiet.current = true;
    setGeneration((value) => value + 1);
  }, []);
  return { ...state, reload, refresh };
}
