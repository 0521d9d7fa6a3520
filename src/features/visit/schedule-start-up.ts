/**
 * Starts the client runtime without slowing the page. On static pages nothing the visitor reads
 * needs it, so it waits for the first sign of use (a tap, click, key or scroll) or, failing that,
 * a quiet moment a few seconds after the load event: the start-up chunk (axios, humps) and the
 * /main/ answer (every provider and product) take a phone's main thread for some 200 ms, which
 * would otherwise land just when the visitor starts to scroll or tap. On client-only app pages
 * (the ones with the loading overlay) it starts at once, because the visitor is waiting for it.
 */
import type { AppStore } from '../../store/root-reducer';
import { markStartUpFinished } from '../errors/app-stability';
import { hasLoadingOverlay, OVERLAY_MAX_MS, removeLoadingOverlay } from './loading-overlay';
import { startUpFailed } from './visit-slice';

/** How long after the load event a static page waits for the visitor before starting anyway. */
export const QUIET_START_MS = 5000;
export const IDLE_TIMEOUT_MS = 3000;
/** Signs that the visitor is using the page; passive listeners, so they never delay scrolling. */
export const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
const RETRY_DELAY_MS = 1000;

async function loadStartUp() {
  try {
    return await import('./start-up');
  } catch {
    // One retry: a chunk request can fail on a flaky connection and succeed a moment later.
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return import('./start-up');
  }
}

function run(getStore: () => AppStore): void {
  loadStartUp()
    .then(({ startUp }) => startUp({ store: getStore() }))
    .catch(() => {
      // Without the start-up code the page still reads fine; the app screens show why they can't work.
      getStore().dispatch(startUpFailed('The page could not finish loading. Please reload it.'));
      removeLoadingOverlay();
      markStartUpFinished();
    });
}

/** `getStore` gives the page's store (src/app/browser-store.ts) when the start-up runs. */
export function scheduleStartUp(getStore: () => AppStore, win: Window = window): void {
  if (hasLoadingOverlay(win.document)) {
    win.setTimeout(() => removeLoadingOverlay(win.document), OVERLAY_MAX_MS);
    run(getStore);
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE_EVENTS) win.removeEventListener(type, startOnce, { capture: true });
    run(getStore);
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
