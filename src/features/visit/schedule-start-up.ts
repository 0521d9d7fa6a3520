/**
 * Starts the client runtime without slowing the page. On static pages nothing the visitor reads
 * needs it, so it waits for the first sign of use (a tap, click, key or scroll) or, failing that,
 * a quiet moment a few seconds after the load event: the start-up chunk (axios, humps) and the
 * /main/ answer (every provider and product) take a phone's main thread for some 200 ms, which
 * would otherwise land just when the visitor starts to scroll or tap. On client-only app pages
 * (the ones with the loading overlay) it starts at once, because the visitor is waiting for it.
 */
import { loadChunk } from '../../lib/load-chunk';
import type { AppStore } from '../../store/root-reducer';
import { markStartUpFinished } from '../errors/app-stability';
import { hasLoadingOverlay, OVERLAY_MAX_MS, removeLoadingOverlay } from './loading-overlay';

/** How long after the load event a static page waits for the visitor before starting anyway. */
export const QUIET_START_MS = 5000;
export const IDLE_TIMEOUT_MS = 3000;
/** Signs that the visitor is using the page; passive listeners, so they never delay scrolling. */
export const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

const loadStartUp = () => loadChunk(() => import('./start-up'));

/** Tells the app screens why they can't work, if the store itself has arrived. */
async function recordFailure(loadStore: () => Promise<AppStore>): Promise<void> {
  const [store, { startUpFailed }] = await Promise.all([loadStore(), import('./visit-slice')]);
  store.dispatch(startUpFailed('The page could not finish loading. Please reload it.'));
}

function run(loadStore: () => Promise<AppStore>): void {
  Promise.all([loadStartUp(), loadStore()])
    .then(([{ startUp }, store]) => startUp({ store }))
    .catch(() => {
      // Without the start-up code the page still reads fine; the app screens show why they can't work.
      removeLoadingOverlay();
      markStartUpFinished();
      return recordFailure(loadStore);
    })
    .catch(() => {
      // No store either: render-after-first-paint.ts has put the reason on the page.
    });
}

/**
 * `loadStore` gives the page's store (src/app/deferred-root.tsx), which arrives in a chunk of its
 * own, when the start-up runs.
 */
export function scheduleStartUp(loadStore: () => Promise<AppStore>, win: Window = window): void {
  if (hasLoadingOverlay(win.document)) {
    win.setTimeout(() => removeLoadingOverlay(win.document), OVERLAY_MAX_MS);
    run(loadStore);
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE_EVENTS) win.removeEventListener(type, startOnce, { capture: true });
    run(loadStore);
  };
  for (const type of FIRST_USE_EVENTS)
    win.addEventListener(type, startOnce, { capture: true, passive: true, once: true });
  const whenQuiet = () => {
    win.setTimeout(() => {
      if (started) return;
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(startOnce, { timeout: IDLE_TIMEOUT_MS });
      else startOnce();
    }, QUIET_START_MS);
  };
  if (win.document.readyState === 'complete') whenQuiet();
  else win.addEventListener('load', whenQuiet, { once: true });
}
