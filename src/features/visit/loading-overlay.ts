/**
 * The loading overlay of spec section 4. The server-rendered HTML of the client-only app pages
 * (and only those: a static page is readable at once and its largest paint must not wait) carries
 * it; start-up removes it once the visit and the user are known.
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

export function hasLoadingOverlay(doc: Document = document): boolean {
  return doc.getElementById(LOADING_OVERLAY_ID) !== null;
}

export function removeLoadingOverlay(doc: Document = document): void {
  doc.getElementById(LOADING_OVERLAY_ID)?.remove();
}
