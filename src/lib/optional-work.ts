/**
 * Work a page does without the visitor waiting on it: the service worker's caching, prefetching,
 * code loaded in idle time, web vitals and tracking. A failure of it is handed to the reporter
 * where it happens and goes no further, so it never reaches the window's error listeners, where
 * an error before the app is stable replaces the page (src/features/errors/install-error-listeners.ts).
 * The page reads and works without any of this work.
 *
 * The app names the reporter at start (gatsby-browser.tsx: /errorReport/); failures before that
 * wait for it.
 */

/** At most this many optional failures are reported per page load, each kind once. */
export const MAX_OPTIONAL_REPORTS = 10;

export type OptionalFailureReporter = (during: string, error: unknown) => void;

let reporter: OptionalFailureReporter | null = null;
let waiting: [string, unknown][] = [];
const reported = new Set<string>();

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Names where optional failures go, and hands it those that happened before. */
export function setOptionalFailureReporter(report: OptionalFailureReporter): void {
  reporter = report;
  const earlier = waiting;
  waiting = [];
  for (const [during, error] of earlier) reportSafely(during, error);
}

function reportSafely(during: string, error: unknown): void {
  if (reporter === null) {
    waiting.push([during, error]);
    return;
  }
  try {
    reporter(during, error);
  } catch {
    // Reporting is optional work too.
  }
}

/** Reports a failure of optional work, once per kind and page load. */
export function reportOptionalFailure(during: string, error: unknown): void {
  const key = `${during}|${describe(error)}`;
  if (reported.has(key) || reported.size >= MAX_OPTIONAL_REPORTS) return;
  reported.add(key);
  reportSafely(during, error);
}

/** Runs `work` now; what it throws is reported and goes no further. */
export function runOptional(during: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    reportOptionalFailure(during, error);
  }
}

/** `work` as a callback for later (an idle callback, a listener, a timer) that cannot throw. */
export function optional<A extends unknown[]>(
  during: string,
  work: (...args: A) => void,
): (...args: A) => void {
  return (...args: A) => runOptional(during, () => work(...args));
}

/** A promise nothing waits on: its rejection is reported instead of left unhandled. */
export function settleOptional(during: string, promise: Promise<unknown>): void {
  promise.catch((error: unknown) => reportOptionalFailure(during, error));
}

/** For tests: no reporter, nothing reported or waiting. */
export function resetOptionalWork(): void {
  reporter = null;
  waiting = [];
  reported.clear();
}
