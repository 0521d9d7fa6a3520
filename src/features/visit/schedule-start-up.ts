/**
 * Starts the client runtime without slowing the page: on static pages it waits for the load event
 * and an idle moment, so first paint and the largest paint never wait for it; on client-only app
 * pages (the ones with the loading overlay) it starts at once, because the visitor is waiting.
 * The start-up code, axios and humps come in a separate chunk.
 */
import { getBrowserStore } from '../../app/browser-store';
import { markStartUpFinished } from '../errors/app-stability';
import { hasLoadingOverlay, OVERLAY_MAX_MS, removeLoadingOverlay } from './loading-overlay';
import { startUpFailed } from './visit-slice';

export const IDLE_TIMEOUT_MS = 3000;
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

function run(): void {
  loadStartUp()
    .then(({ startUp }) => startUp())
    .catch(() => {
      // Without the start-up code the page still reads fine; the app screens show why they can't work.
      getBrowserStore().dispatch(startUpFailed('The page could not finish loading. Please reload it.'));
      removeLoadingOverlay();
      markStartUpFinished();
    });
}

export function scheduleStartUp(win: Window = window): void {
  if (hasLoadingOverlay(win.document)) {
    win.setTimeout(() => removeLoadingOverlay(win.document), OVERLAY_MAX_MS);
    run();
    return;
  }
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(run, 200);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
