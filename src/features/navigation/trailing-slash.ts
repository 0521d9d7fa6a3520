/**
 * The address bar follows the trailing-slash rule (src/domain/trailing-slash.ts) for addresses the
 * client reaches without a request (app routes).
 */
import { normaliseTrailingSlash } from '../../domain/trailing-slash';

/** Rewrites the address bar in place when the path is not normalised; no navigation, no reload. */
export function replaceWithNormalisedPath(
  location: Location = window.location,
  history: History = window.history,
): boolean {
  const normalised = normaliseTrailingSlash(location.pathname);
  if (normalised === location.pathname) return false;
  history.replaceState(history.state, '', `${normalised}${location.search}${location.hash}`);
  return true;
}
