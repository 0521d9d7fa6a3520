/**
 * The one error type routes throw. The error handler turns it into
 * `{ "error": { "code", "message" } }` with its status; `message` is a sentence a person can act on.
 */
export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_CODE'
  | 'CODE_EXPIRED'
  | 'CODE_USED'
  | 'TOO_MANY_ATTEMPTS'
  | 'NO_PENDING_CODE'
  | 'UNAUTHORIZED'
  | 'NO_SESSION'
  | 'SESSION_EXPIRED'
  | 'FORBIDDEN'
  | 'NOT_VERIFIED'
  | 'CSRF'
  | 'APP_KEY'
  | 'NOT_FOUND'
  | 'SURVEY_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONTRACT_MISMATCH'
  | 'CONFLICT'
  | 'REQUEST_TIMEOUT'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'HEADERS_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  | 'PARTNER_UNAVAILABLE';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function badRequest(message: string): ApiError {
  return new ApiError(400, 'BAD_REQUEST', message);
}

/** 429 with Retry-After in whole seconds (at least 1). */
export function rateLimited(retryAfterMs: number, what = 'Too many requests'): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, 'RATE_LIMITED', `${what}. Please try again in ${describeWait(seconds)}.`, {
    'retry-after': String(seconds),
  });
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
