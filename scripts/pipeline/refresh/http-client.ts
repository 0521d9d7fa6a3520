/**
 * One GET of a CDR endpoint as a good citizen: versions negotiated with `x-v`/`x-min-v`, a
 * `User-Agent` naming the site, a time-out per try, and bounded retries with back-off on 429, 5xx,
 * network errors and time-outs, honouring `Retry-After`.
 */
import { answeredVersion, describeRange, versionHeaders, type VersionRange } from './cdr-version';
import { isRetryableStatus, parseRetryAfter, retryDelay, type RetryPolicy } from './retry-policy';

export interface HttpClientOptions {
  userAgent: string;
  /** Time-out of one try, headers and body together. */
  timeoutMs: number;
  retry: RetryPolicy;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

export type JsonAnswer =
  | { ok: true; body: unknown; version: number | null; tries: number }
  | { ok: false; reason: string; status: number | null; tries: number };

export type GetJson = (url: string, versions: VersionRange) => Promise<JsonAnswer>;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type TryOutcome =
  { done: JsonAnswer } | { retry: { reason: string; status: number | null; retryAfterMs: number | null } };

function triesText(tries: number): string {
  return tries === 1 ? '1 try' : `${tries} tries`;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

/** Errors are read by their fields, not `instanceof`: fetch's DOMException may come from another realm. */
function asErrorLike(value: unknown): ErrorLike | null {
  return typeof value === 'object' && value !== null ? (value as ErrorLike) : null;
}

function isTimeout(error: ErrorLike | null): boolean {
  return error?.name === 'TimeoutError' || error?.name === 'AbortError';
}

function errorText(thrown: unknown): string {
  const error = asErrorLike(thrown);
  const cause = asErrorLike(error?.cause);
  if (isTimeout(error) || isTimeout(cause)) return 'timed out';
  const detail = cause?.code ?? cause?.message ?? error?.message ?? thrown;
  return `network error (${String(detail)})`;
}

export function createHttpClient(options: HttpClientOptions): GetJson {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  const policy = options.retry;

  async function tryOnce(url: string, versions: VersionRange, tries: number): Promise<TryOutcome> {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json', 'user-agent': options.userAgent, ...versionHeaders(versions) },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      return { retry: { reason: errorText(error), status: null, retryAfterMs: null } };
    }
    if (response.status === 406) {
      await response.body?.cancel();
      return {
        done: {
          ok: false,
          reason: `HTTP 406: the holder offers none of ${describeRange(versions)}`,
          status: 406,
          tries,
        },
      };
    }
    if (!response.ok) {
      await response.body?.cancel();
      const reason = `HTTP ${response.status}`;
      if (!isRetryableStatus(response.status))
        return { done: { ok: false, reason, status: response.status, tries } };
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now());
      return { retry: { reason, status: response.status, retryAfterMs } };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      return { retry: { reason: errorText(error), status: null, retryAfterMs: null } };
    }
    try {
      const body = JSON.parse(text) as unknown;
      const version = answeredVersion(response.headers.get('x-v'), versions);
      return { done: { ok: true, body, version, tries } };
    } catch {
      return { done: { ok: false, reason: 'the answer is not JSON', status: response.status, tries } };
    }
  }

  return async (url, versions) => {
    for (let tries = 1; ; tries += 1) {
      const outcome = await tryOnce(url, versions, tries);
      if ('done' in outcome) return outcome.done;
      const { reason, status, retryAfterMs } = outcome.retry;
      if (retryAfterMs !== null && retryAfterMs > policy.maxRetryAfterMs) {
        const seconds = Math.ceil(retryAfterMs / 1000);
        return { ok: false, reason: `${reason}, asked to wait ${seconds} s`, status, tries };
      }
      if (tries >= policy.maxTries) {
        return { ok: false, reason: `${reason} after ${triesText(tries)}`, status, tries };
      }
      await sleep(retryDelay(tries + 1, retryAfterMs, policy, options.random));
    }
  };
}
