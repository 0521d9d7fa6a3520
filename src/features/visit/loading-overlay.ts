/**
 * The loading overlay of spec section 4. The server-rendered HTML of the app pages (and only
 * those: a static page is readable at once and its largest paint must not wait) carries it;
 * start-up removes it once the visit and the user are known. Over a client-only page, which holds
 * only a loading line, it covers the page; over a journey's first screen, rendered at build time
 * (`PRERENDERED_APP_PAGES`), it is a veil: the screen is painted at once and readable through it,
 * and the veil keeps taps off it until start-up.
 */
export const LOADING_OVERLAY_ID = 'app-loading-overlay';

/** The overlay never outlives this, so a slow or unreachable API cannot trap a visitor behind it. */
export const OVERLAY_MAX_MS = 8000;

/** Gatsby builds `src/pages/x/[...].tsx` to the page path `/x/[...]/` (and `x/y/[...].tsx` to `/x/y/[...]/`). */
export function isClientOnlyAppPage(pagePath: string): boolean {
  return /^\/(credit-cards|home-loans|savings-accounts|offer-qa|user)\/(?:[a-z0-9-]+\/)?\[\.\.\.[^\]]*\]\/?$/.test(
    pagePath,
  );
}

/**
 * The journeys' first screens, each a static page at its own address that renders its section's
 * app (`src/pages/<section>/<segment>/index.tsx` and the like), so its HTML holds the screen.
 */
export const PRERENDERED_APP_PAGES: readonly string[] = [
  '/credit-cards/survey/',
  '/home-loans/survey/',
  '/user/sign-in/',
  '/offer-qa/login/',
];

export type OverlayKind = 'cover' | 'veil';

/** Which overlay a page's HTML carries, or null for a static page. */
export function overlayKindFor(pagePath: string): OverlayKind | null {
  if (PRERENDERED_APP_PAGES.includes(pagePath)) return 'veil';
  return isClientOnlyAppPage(pagePath) ? 'cover' : null;
}

export function hasLoadingOverlay(doc: Document = document): boolean {
  return doc.getElementById(LOADING_OVERLAY_ID) !== null;
}

export function removeLoadingOverlay(doc: Document = document): void {
  doc.getElementById(LOADING_OVERLAY_ID)?.remove();
}
