/**
 * Old-path redirect rules (spec section 2), shared by the build, the browser and the server:
 * - a `from` path matches exactly, unless it ends in `*`, when it matches by prefix;
 * - a `to` path ending in `*` keeps the rest of the matched path, otherwise it is used as is.
 */
import { isSitePath } from './site-path';

export interface RedirectRule {
  from: string;
  to: string;
}

function isRulePath(value: unknown): value is string {
  return isSitePath(value) && !/\s/.test(value);
}

/** Checks the rule table, naming the rule that is wrong. Only site-relative targets are allowed. */
export function parseRedirectRules(input: unknown): RedirectRule[] {
  if (!Array.isArray(input)) throw new Error('redirects.json must hold an array of { from, to } rules');
  return input.map((rule: unknown, index) => {
    const { from, to } = (rule ?? {}) as Record<string, unknown>;
    if (!isRulePath(from) || !isRulePath(to)) {
      throw new Error(
        `redirects.json rule ${index + 1}: "from" and "to" must be paths starting with a single "/"`,
      );
    }
    if (from.indexOf('*') !== -1 && from.indexOf('*') !== from.length - 1) {
      throw new Error(`redirects.json rule ${index + 1}: "*" may only end the "from" path`);
    }
    if (to.indexOf('*') !== -1 && to.indexOf('*') !== to.length - 1) {
      throw new Error(`redirects.json rule ${index + 1}: "*" may only end the "to" path`);
    }
    if (to.endsWith('*') && !from.endsWith('*')) {
      throw new Error(`redirects.json rule ${index + 1}: a "to" ending in "*" needs a "from" ending in "*"`);
    }
    return { from, to };
  });
}

/** The target for a path, or null when no rule matches. The first matching rule wins. */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): string | null {
  for (const rule of rules) {
    if (rule.from.endsWith('*')) {
      const prefix = rule.from.slice(0, -1);
      if (!pathname.startsWith(prefix)) continue;
      if (!rule.to.endsWith('*')) return rule.to;
      return rule.to.slice(0, -1) + pathname.slice(prefix.length);
    }
    if (pathname === rule.from) return rule.to;
  }
  return null;
}
