/**
 * The error code and status of a failed call, read without importing the API client (which would
 * put axios into the page's first-load JavaScript): ApiError carries `code` and `status`.
 */
export function apiErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

export function apiErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** Seconds to wait from a 429's Retry-After, when the API gave them. */
export function retryAfterSeconds(error: unknown): number | null {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds >= 0 ? seconds : null;
}
