/**
 * Failures of optional work (src/lib/optional-work.ts: caching, prefetching, idle-time code,
 * web vitals, tracking) go to /errorReport/ like any other, named by what was being done, and
 * never through the window's listeners, so they never replace the page.
 */
import { setOptionalFailureReporter } from '../../lib/optional-work';
import { reportError } from './report-error';

export function installOptionalFailureReporting(): void {
  setOptionalFailureReporter(
    (during, error) => void reportError({ error, details: { during, optional: true } }),
  );
}
