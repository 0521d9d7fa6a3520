/**
 * The tracked actions that follow what a visitor types or chooses. Typing is settled first: a
 * value or a search is recorded once the visitor has stopped changing it for a second, so one
 * edit is one action, not one per key.
 */
import { trackedActions } from './action-names';
import { track } from './track';

export const SETTLE_MS = 1000;

const settling = new Map<string, ReturnType<typeof setTimeout>>();
const started = new Set<string>();

function whenSettled(key: string, record: () => void): void {
  const pending = settling.get(key);
  if (pending !== undefined) clearTimeout(pending);
  settling.set(
    key,
    setTimeout(() => {
      settling.delete(key);
      record();
    }, SETTLE_MS),
  );
}

/** A calculator's or a table's input took a new value. */
export function trackValueChange(source: string, field: string, value: string | number | boolean): void {
  whenSettled(`value:${source}:${field}`, () => track(trackedActions.valueChange, { source, field, value }));
}

/** The "if rates rise by" choice of a repayment calculator, as a fraction (0.03 = 3 points). */
export function trackRateBufferChange(source: string, buffer: number): void {
  track(trackedActions.rateBufferChange, { source, buffer });
}

/** A site search, once the visitor stops typing; the query as typed and how many results it found. */
export function trackSearch(query: string, results: number): void {
  whenSettled('search', () => track(trackedActions.search, { query, results }));
}

/** The first screen of a journey was shown: recorded once per page load and journey. */
export function trackGetStarted(journey: 'card' | 'home-loan'): void {
  if (started.has(journey)) return;
  started.add(journey);
  track(trackedActions.getStarted, { journey });
}
