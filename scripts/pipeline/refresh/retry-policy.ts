/**
 * When to try a request again and how long to wait first: bounded retries with exponential
 * back-off and full jitter, and the holder's own `Retry-After` when it sends one.
 */

export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxTries: number;
  /** The back-off before the second try; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest `Retry-After` honoured; a holder asking for more is treated as failing now. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxTries: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

/** Whether an HTTP status is worth another try: rate limited, or a server-side failure. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 408 || (status >= 500 && status <= 599);
}

/**
 * Milliseconds to wait from a `Retry-After` header, which is either whole seconds or an HTTP date;
 * null when absent or unreadable. A date in the past means no wait.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (/^\d/.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/**
 * The wait before try number `nextTry` (2 for the first retry): a random share of the exponential
 * back-off ("full jitter"), so that many clients failing together do not retry together.
 */
export function backoffDelay(
  nextTry: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, nextTry - 2));
  return Math.round(ceiling * random());
}

/** The wait before the next try: the holder's `Retry-After` when given, otherwise the back-off. */
export function retryDelay(
  nextTry: number,
  retryAfterMs: number | null,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  return retryAfterMs ?? backoffDelay(nextTry, policy, random);
}
