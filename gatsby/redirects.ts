import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { parseRedirectRules } from '../src/domain/redirect-rules';

/**
 * Registers the old-path rules with Gatsby so in-app navigation follows them; the server applies
 * the same rules (and the same matcher) to real requests.
 */
export function createRedirects({ actions }: CreatePagesArgs): void {
  const rules = parseRedirectRules(
    JSON.parse(readFileSync(path.resolve(__dirname, '..', 'redirects.json'), 'utf8')),
  );
  for (const rule of rules) {
    actions.createRedirect({
      fromPath: rule.from,
      toPath: rule.to,
      isPermanent: true,
      redirectInBrowser: true,
    });
  }
}
