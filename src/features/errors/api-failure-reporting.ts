/**
 * The common handler for failed API calls: every failure the API client hands over is reported
 * through /errorReport/, while the caller still receives the rejection; except the answers that are
 * the visitor's own outcome, which the screen explains to them (a mistyped or used code, a session
 * that ended), and which say nothing is wrong with the site.
 */
import type { ApiError, FailedRequest } from '../../lib/api-client';
import { reportError } from './report-error';

/** Answers about what the visitor typed or did, not failures: never reported. */
export const VISITOR_OUTCOME_CODES: ReadonlySet<string> = new Set([
  'INVALID_CODE',
  'CODE_USED',
  'CODE_EXPIRED',
  'NO_PENDING_CODE',
  'TOO_MANY_ATTEMPTS',
  'SESSION_EXPIRED',
  'NO_SESSION',
]);

/** The same failure (path, status, code) is reported at most once in this window. */
export const REPEAT_WINDOW_MS = 60_000;

/**
 * What the report says about the request. Bodies are left out, because most hold personal
 * details (names, addresses, codes). The /main/ body is different: it is the visit's technical
 * context (client info, referrer, app) and is what explains a failed start-up, so it is kept.
 * The spec says a failed /main/ call "is reported without its second flag": we read that as the
 * /main/ payload's second flag-like field, `flags` (after `cookies`), which is left out of the
 * report because it carries campaign and experiment markers that are not needed to diagnose it.
 */
export function describeFailedRequest(request: FailedRequest): Record<string, unknown> {
  const described: Record<string, unknown> = { path: request.path, method: 'POST' };
  if (request.path.replace(/\/+$/, '') === '/main' && request.body && typeof request.body === 'object') {
    const { flags: _flags, ...rest } = request.body as Record<string, unknown>;
    described.request = rest;
  }
  return described;
}

export function createApiFailureReporter(
  report: typeof reportError = reportError,
  now: () => number = Date.now,
): (error: ApiError, request: FailedRequest) => void {
  const lastReported = new Map<string, number>();
  return (error, request) => {
    // A failing error report cannot be reported; reporting it would loop.
    if (request.path.replace(/\/+$/, '') === '/errorReport') return;
    if (error.status >= 400 && error.status < 500 && VISITOR_OUTCOME_CODES.has(error.code)) return;
    const key = `${request.path} ${error.status} ${error.code}`;
    const previous = lastReported.get(key);
    if (previous !== undefined && now() - previous < REPEAT_WINDOW_MS) return;
    lastReported.set(key, now());
    void report({
      error,
      details: { ...describeFailedRequest(request), status: error.status, code: error.code },
    });
  };
}

/** Connects the API client to the reporter; done once at start-up. */
export async function installApiFailureReporting(): Promise<void> {
  const { setApiFailureHandler } = await import('../../lib/api-client');
  setApiFailureHandler(createApiFailureReporter());
}
