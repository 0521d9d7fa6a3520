/**
 * Back and forward recognised from history order: every history entry gets an increasing index in
 * history.state (kept through reloads); arriving at an entry with a lower index than the current
 * one is a step back, a higher one a step forward, and an entry without one is new.
 */
export const HISTORY_INDEX_KEY = 'staysmartIndex';

export type HistoryStep = 'initial' | 'new' | 'back' | 'forward' | 'same';

export interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string, url?: string | URL | null): void;
}

function indexOf(state: unknown): number | null {
  if (!state || typeof state !== 'object') return null;
  const index = (state as Record<string, unknown>)[HISTORY_INDEX_KEY];
  return typeof index === 'number' && Number.isInteger(index) ? index : null;
}

export function createHistoryDirection(history: HistoryLike): { step(): HistoryStep } {
  let current: number | null = null;
  return {
    step() {
      const index = indexOf(history.state);
      if (index === null) {
        const next = current === null ? 0 : current + 1;
        const state = history.state && typeof history.state === 'object' ? history.state : {};
        // Keeps the router's own state (its `key` drives scroll restoration).
        history.replaceState({ ...state, [HISTORY_INDEX_KEY]: next }, '');
        const wasInitial = current === null;
        current = next;
        return wasInitial ? 'initial' : 'new';
      }
      const previous = current;
      current = index;
      if (previous === null) return 'initial';
      if (index < previous) return 'back';
      if (index > previous) return 'forward';
      return 'same';
    },
  };
}
