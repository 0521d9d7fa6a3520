/**
 * When the app counts as stable: the start-up has finished and React has committed its first
 * render. Before that, an error replaces the page with an error text (the page may be half built);
 * after it, errors are only reported and the page is left alone.
 */
let startUpFinished = false;
let firstRenderCommitted = false;

export function markStartUpFinished(): void {
  startUpFinished = true;
  // Tells scripts and browser tests that the start-up (visit, user details, tracking) is done.
  document.documentElement.dataset.started = 'true';
}

export function markFirstRenderCommitted(): void {
  firstRenderCommitted = true;
  // Tells scripts and browser tests that the server-rendered page is now interactive.
  document.documentElement.dataset.hydrated = 'true';
}

export function isAppStable(): boolean {
  return startUpFinished && firstRenderCommitted;
}
