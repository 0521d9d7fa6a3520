/**
 * Where the window scrolls on a page change (spec section 2: every page change scrolls to the top,
 * except on /credit-cards/offers, /credit-cards/ and /offer-qa/offers, where the position is not
 * reset). The rules, in order:
 *
 * 1. The same history entry again (Gatsby re-rendering the page it shows): nothing moves.
 * 2. An address with a #fragment: the element it names.
 * 3. Back or forward, and the first load of a page (a reload): the position that history entry
 *    had when the visitor left it, as browsers do. An entry with no saved position stays as it is.
 * 4. On the three pages above, a change of query or navigation state only (a filter, a sort, an
 *    offer opened and closed in place): nothing moves. That is what "not reset" is taken to mean:
 *    the page keeps its own position. Arriving there from another page is rule 5, because keeping
 *    the previous page's offset would open the page somewhere in its middle.
 * 5. Every other page change: the top, at once (never an animation from the old offset).
 */
import { normaliseTrailingSlash } from '../../domain/trailing-slash';

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
  /** The history entry's key (Gatsby's router sets one on every entry it makes). */
  key?: string;
  /** Set by Gatsby's history listener: 'POP' for back/forward, 'PUSH' or 'REPLACE' otherwise. */
  action?: string;
}

export type ScrollDecision =
  { kind: 'keep' } | { kind: 'top' } | { kind: 'restore' } | { kind: 'element'; id: string };

function fragmentId(hash: string | undefined): string | null {
  if (!hash || hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** The decision for a route change; `previous` is null on the first load of a page. */
export function scrollDecision(location: ScrollLocation, previous: ScrollLocation | null): ScrollDecision {
  const sameEntry =
    previous !== null &&
    location.key !== undefined &&
    previous.key === location.key &&
    previous.pathname === location.pathname &&
    (previous.hash ?? '') === (location.hash ?? '');
  if (sameEntry) return { kind: 'keep' };
  const id = fragmentId(location.hash);
  if (id !== null) return { kind: 'element', id };
  if (previous === null || location.action === 'POP') return { kind: 'restore' };
  const samePage = normaliseTrailingSlash(previous.pathname) === normaliseTrailingSlash(location.pathname);
  if (samePage && keepsScrollPosition(location.pathname)) return { kind: 'keep' };
  return { kind: 'top' };
}
