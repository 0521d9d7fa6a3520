/**
 * What gatsby-browser.tsx does on route changes (spec section 2): client-side redirect rules,
 * trailing-slash normalisation, scroll decisions, the canonical link, the route announcement and
 * the navigation events for tracking. Everything here is small; nothing loads the API client.
 */
import type { ShouldUpdateScrollArgs } from 'gatsby';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { syncCanonicalLink, watchCanonicalLink } from './canonical-link';
import { clientRedirectTarget } from './client-redirects';
import { createHistoryDirection } from './history-direction-instance';
import { arrivedByTraversal, watchHistoryTraversal } from './history-traversal';
import { refreshRouteAnnouncement } from './route-announcer';
import { applyScrollDecision } from './page-scroll';
import { scrollDecision, type ScrollLocation } from './scroll-rules';
import { replaceWithNormalisedPath } from './trailing-slash';

/** Spec section 9: route-change events wait 50 ms (the new page's title and heading are in by then). */
export const ROUTE_CHANGE_DELAY_MS = 50;
/** Spec section 4: the delayed-route event fires 1 s after the page loaded. */
export const DELAYED_ROUTE_MS = 1000;

type RouteLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * Gatsby's own in-app navigation (what `navigate(to, { replace: true })` from 'gatsby' calls).
 * Used directly because any import of 'gatsby' from this module would pull Gatsby's whole
 * browser entry into the first-load bundle; before Gatsby has set it up, a plain replace does.
 */
function replaceRoute(to: string): void {
  const gatsbyWindow = window as Window & { ___replace?: (to: string) => void };
  if (typeof gatsbyWindow.___replace === 'function') gatsbyWindow.___replace(to);
  else window.location.replace(to);
}

/** Sends the visitor to the rule's target when an old path is reached; true when it did. */
export function applyClientRedirect(location: RouteLocation): boolean {
  const target = clientRedirectTarget(location.pathname);
  if (!target) return false;
  replaceRoute(`${target}${location.search}${location.hash}`);
  return true;
}

/** After a route change (gatsby-browser skips this for a route that is being redirected). */
export function onRouteChanged(location: RouteLocation, prevLocation: RouteLocation | null): void {
  watchHistoryTraversal();
  replaceWithNormalisedPath();
  watchCanonicalLink();
  const step = createHistoryDirection().step();
  const path = location.pathname + location.search;
  if (step === 'back' || step === 'forward') {
    track(step === 'back' ? trackedActions.backNavigation : trackedActions.forwardNavigation, {
      from: prevLocation ? prevLocation.pathname + prevLocation.search : null,
      to: path,
    });
  }
  window.setTimeout(() => {
    syncCanonicalLink();
    refreshRouteAnnouncement();
    if (prevLocation) {
      track(trackedActions.contentBrowsing, {
        path,
        from: prevLocation.pathname + prevLocation.search,
        title: document.title,
      });
    }
  }, ROUTE_CHANGE_DELAY_MS);
  if (!prevLocation) {
    window.setTimeout(
      () => track(trackedActions.delayedRoute, { path: window.location.pathname + window.location.search }),
      DELAYED_ROUTE_MS,
    );
  }
}

/** Gatsby's saved position for a history entry is `[x, y]`; anything else counts as none. */
function savedScrollY(
  getSavedScrollPosition: ShouldUpdateScrollArgs['getSavedScrollPosition'],
  location: ScrollLocation,
): number {
  const saved = (getSavedScrollPosition as (location: ScrollLocation) => unknown)(location);
  return Array.isArray(saved) && typeof saved[1] === 'number' && Number.isFinite(saved[1]) ? saved[1] : 0;
}

/**
 * Gatsby's shouldUpdateScroll: the scroll rules decide and page-scroll.ts moves the window, and
 * Gatsby is answered `false` so that it does not scroll as well (its own scroll is smooth under
 * the page's CSS, and too early for client-only screens).
 */
export function shouldUpdateScrollFor({
  routerProps,
  prevRouterProps,
  getSavedScrollPosition,
}: Pick<ShouldUpdateScrollArgs, 'routerProps' | 'prevRouterProps' | 'getSavedScrollPosition'>): false {
  const { pathname, hash, key, action }: ScrollLocation = routerProps.location;
  const location: ScrollLocation = { pathname, hash, key, action: arrivedByTraversal(key) ? 'POP' : action };
  applyScrollDecision(scrollDecision(location, prevRouterProps?.location ?? null), () =>
    savedScrollY(getSavedScrollPosition, location),
  );
  return false;
}
