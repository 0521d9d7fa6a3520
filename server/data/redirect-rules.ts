import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRedirectRules, type RedirectRule } from '../../src/domain/redirect-rules';
import { REPO_ROOT } from '../config/env';

/** The old-path rules the site was built with; a malformed table stops the server at start-up. */
export function loadRedirectRules(file = path.join(REPO_ROOT, 'redirects.json')): RedirectRule[] {
  return parseRedirectRules(JSON.parse(readFileSync(file, 'utf8')));
}
