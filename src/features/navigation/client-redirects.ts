/**
 * The old-path redirect rules, applied in the browser with the same matcher the build and the
 * server use. Gatsby also gets them as createRedirect() rules for its Link navigations; this
 * covers addresses reached any other way (typed into an app route, history entries).
 */
import rules from '../../../redirects.json';
import { matchRedirect, parseRedirectRules, type RedirectRule } from '../../domain/redirect-rules';

let parsed: RedirectRule[] | null = null;

export function redirectRules(): RedirectRule[] {
  parsed ??= parseRedirectRules(rules);
  return parsed;
}

/** Where the path should go instead, or null. Query and hash are the caller's to keep. */
export function clientRedirectTarget(
  pathname: string,
  table: readonly RedirectRule[] = redirectRules(),
): string | null {
  const target = matchRedirect(table, pathname);
  return target && target !== pathname ? target : null;
}
