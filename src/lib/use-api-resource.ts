import * as React from 'react';
import type { AsyncStatus } from './async-status';
import { isApiError } from './api-client';
import { isCheckGone } from './check-gone';
import { errorMessage } from './error-message';

export interface Resource<T> {
  status: AsyncStatus;
  data: T | null;
  /** The failure in plain words (the client's ApiError message). */
  error: string | null;
  /** HTTP status of the failure (0 when no answer came), for screens that explain 403 or 404. */
  errorStatus: number | null;
  /**
   * The failure was the server saying this browser may no longer open the check (signed out, or
   * another browser's): trying again cannot help, a new check can.
   */
  gone: boolean;
  /** Loads again, showing the loading state (a screen's "Try again"). */
  reload(): void;
  /**
   * Loads again without a loading state: what is shown stays until the new answer replaces it, and
   * a failure keeps it (the next refresh tries again). For data that may have changed elsewhere.
   */
  refresh(): void;
}

type ResourceState<T> = Omit<Resource<T>, 'reload' | 'refresh'>;

const IDLE = { status: 'idle', data: null, error: null, errorStatus: null, gone: false } as const;

/**
 * Loads what a screen shows when its inputs change (and on reload or refresh), keeping the
 * async-slice shape. A newer load supersedes an older one, so a slow answer never overwrites a
 * newer one. `load` returning null means "nothing to load" and leaves the state as it is.
 */
export function useApiResource<T>(load: () => Promise<T> | null, deps: React.DependencyList): Resource<T> {
  const [state, setState] = React.useState<ResourceState<T>>(IDLE);
  const [generation, setGeneration] = React.useState(0);
  const latest = React.useRef(0);
  const quiet = React.useRef(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoad = React.useCallback(load, deps);

  React.useEffect(() => {
    const request = ++latest.current;
    const silent = quiet.current;
    quiet.current = false;
    const pending = stableLoad();
    if (!pending) return;
    if (!silent) setState((current) => ({ ...current, ...IDLE, data: current.data, status: 'pending' }));
    pending.then(
      (data) => {
        if (request === latest.current) setState({ ...IDLE, status: 'succeeded', data });
      },
      (error: unknown) => {
        if (request !== latest.current || silent) return;
        setState((current) => ({
          ...current,
          status: 'failed',
          error: errorMessage(error),
          errorStatus: isApiError(error) ? error.status : null,
          gone: isCheckGone(error),
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
