import * as React from 'react';
import type { AsyncStatus } from '../../lib/async-status';
import { isCheckGone } from '../../lib/check-gone';
import { errorMessage } from '../../lib/error-message';

export interface JourneyRequest<T> {
  status: AsyncStatus;
  data: T | null;
  /** The client's ApiError message, in plain words. */
  error: string | null;
  /**
   * The failure was the server saying this browser may no longer open the check (signed out, or
   * another browser's): trying again cannot help, a new check can.
   */
  gone: boolean;
  retry(): void;
}

/**
 * Runs a screen's load when its inputs change (and on retry). A newer run supersedes an older
 * one, so a slow answer never overwrites a newer one. `load` returning null means "nothing to
 * load" and leaves the request idle.
 */
export function useJourneyRequest<T>(
  load: () => Promise<T> | null,
  deps: React.DependencyList,
): JourneyRequest<T> {
  const [state, setState] = React.useState<Omit<JourneyRequest<T>, 'retry'>>({
    status: 'idle',
    data: null,
    error: null,
    gone: false,
  });
  const [attempt, setAttempt] = React.useState(0);
  const latest = React.useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoad = React.useCallback(load, deps);

  React.useEffect(() => {
    const run = ++latest.current;
    const pending = stableLoad();
    if (!pending) return;
    setState((current) => ({ ...current, status: 'pending', error: null, gone: false }));
    pending.then(
      (data) => {
        if (run === latest.current) setState({ status: 'succeeded', data, error: null, gone: false });
      },
      (error: unknown) => {
        if (run === latest.current)
          setState((current) => ({
            ...current,
            status: 'failed',
            error: errorMessage(error),
            gone: isCheckGone(error),
          }));
      },
    );
  }, [stableLoad, attempt]);

  const retry = React.useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
