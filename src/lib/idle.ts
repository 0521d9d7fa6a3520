/**
 * Work done when the main thread is free, so it never lengthens a task that a tap or a scroll would
 * have to wait for. Where the browser has no idle callbacks, the work waits its turn in a timer.
 */
export const ITEMS_PER_IDLE_SLICE = 4;
/** The longest work waits for idle time before it is done anyway. */
export const IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>;

/** Runs `work` once, in idle time. */
export function whenIdle(work: () => void, win: IdleWindow = window): void {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(work, 0);
}

/** Calls `handle` on every item, at most `perSlice` of them in one idle callback. */
export function eachInIdleSlices<T>(
  items: readonly T[],
  handle: (item: T) => void,
  win: IdleWindow = window,
  perSlice: number = ITEMS_PER_IDLE_SLICE,
): void {
  let next = 0;
  const slice = () => {
    const end = Math.min(items.length, next + Math.max(1, perSlice));
    for (; next < end; next += 1) handle(items[next] as T);
    if (next < items.length) whenIdle(slice, win);
  };
  if (items.length > 0) whenIdle(slice, win);
}
