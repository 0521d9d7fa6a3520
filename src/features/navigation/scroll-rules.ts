/**
 * Scroll on page change (spec section 2): every page change scrolls to the top, except on
 * /credit-cards/offers, /credit-cards/ and /offer-qa/offers, where the position is not reset.
 *
 * "Not reset" is applied as: on those pages a change of query or state (filters, sorting, an offer
 * opened and closed) keeps the position, and back/forward restores the position saved for that
 * history entry. Arriving from another page still starts at the top: keeping the previous page's
 * offset would open the page somewhere in its middle.
 */
import { normaliseTrailingSlash } from './trailing-slash';

export const SCROLL_KEEPING_PATHS: readonly string[] = [
  '/credit-cards/offers/',
  '/credit-cards/',
  '/offer-qa/offers/',
];

export function keepsScrollPosition(pathname: string): boolean {
  return SCROLL_KEEPING_PATHS.includes(normaliseTrailingSlash(pathname));
}

export interface ScrollLocation {
  pathname: string;
  hash?: string;
  /** Set by Gatsby's history listener: 'POP' for back/forward, 'PUSH' otherwise. */
  action?: string;
}

/**
 * Gatsby's shouldUpdateScroll answer: false leaves the position alone, true lets Gatsby restore the
 * saved position, [x, y] scrolls there, a string scrolls to the element with that id.
 */
export function scrollDecision(
  location: ScrollLocation,
  previous: ScrollLocation | null,
): boolean | [number, number] | string {
  if (location.hash && location.hash.length > 1) return decodeURIComponent(location.hash.slice(1));
  if (keepsScrollPosition(location.pathname)) {
    if (previous && normaliseTrailingSlash(previous.pathname) === normaliseTrailingSlash(location.pathname))
      return false;
    if (location.action === 'POP') return true;
  }
  return [0, 0];
}
