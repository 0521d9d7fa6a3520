/**
 * Which route changes were back or forward. Gatsby's router does not say: it marks a location
 * with `action: 'POP'`, but each of the router's popstate listeners makes a location object of its
 * own, and the one the page renders with has no `action`. So the key of the history entry each
 * popstate arrives at is remembered here, and a route change to that entry was a traversal.
 */

/** The router's key for a history entry (`initial` for the entry it did not make). */
export function historyEntryKey(state: unknown): string {
  const key = state && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key !== '' ? key : 'initial';
}

let arrivedAt: string | null = null;
let watching = false;

/** Starts remembering where back and forward arrive (once; later calls do nothing). */
export function watchHistoryTraversal(win: Pick<Window, 'addEventListener' | 'history'> = window): void {
  if (watching) return;
  watching = true;
  win.addEventListener('popstate', () => {
    arrivedAt = historyEntryKey(win.history.state);
  });
}

/** True when the last back or forward arrived at the entry with this key. */
export function arrivedByTraversal(key: string | undefined): boolean {
  return arrivedAt !== null && (key ?? 'initial') === arrivedAt;
}
