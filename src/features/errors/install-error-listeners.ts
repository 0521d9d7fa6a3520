/**
 * Listens for window errors and unhandled rejections from the very start (gatsby-browser's
 * onClientEntry). Small on purpose: the handler and the report code load when the first error
 * happens, so pages that never fail never download them.
 */
import { isAppStable } from './app-stability';
import { fromErrorEvent, fromRejectionEvent } from './error-events';
import type { ErrorReportInput } from './error-report-body';
import type { WindowErrorHandler } from './window-error-handler';

let installed = false;
let handlerPromise: Promise<WindowErrorHandler> | null = null;

async function loadHandler(): Promise<WindowErrorHandler> {
  const [{ createWindowErrorHandler }, { reportError }, { replacePageBody }] = await Promise.all([
    import('./window-error-handler'),
    import('./report-error'),
    import('./fatal-error-page'),
  ]);
  return createWindowErrorHandler({ report: reportError, replaceBody: replacePageBody });
}

function handle(input: ErrorReportInput | null): void {
  if (!input) return;
  // Stability is judged when the error happens, not when the handler has loaded.
  const stableAtError = isAppStable();
  handlerPromise ??= loadHandler();
  handlerPromise
    .then((handler) => handler(input, stableAtError))
    .catch(() => {
      // The handler itself could not load: before stability that is the spec's "handling failed".
      if (!stableAtError) document.body.textContent = 'Something went wrong.';
    });
}

export function installErrorListeners(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event) => handle(fromErrorEvent(event)));
  target.addEventListener('unhandledrejection', (event) => handle(fromRejectionEvent(event)));
}
