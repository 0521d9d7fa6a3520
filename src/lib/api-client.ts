/**
 * The one API client. Every call is `POST ${apiBase}<path>` with credentials and the CSRF header
 * (axios copies the XSRF-TOKEN cookie into X-XSRF-TOKEN); bodies go out in snake_case with web
 * addresses base64-encoded, answers come back in camelCase. Status 2xx is success; anything else,
 * and any network failure, becomes one `ApiError` that is handed to the failure handler (the
 * errors feature installs it) and then rejected to the caller. No timeout: the spec asks for none,
 * and callers that must give up pass an AbortSignal.
 *
 * Loaded only with dynamic `import()`, so that axios and humps stay out of the first-load bundle
 * of static pages.
 */
import axios, { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { APP_KEY_HEADER, clientEnv } from '../config/env';
import { fromResponseBody, toRequestBody } from './request-body';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface ApiErrorBody {
  error?: { code?: string; message?: string };
}

/** Codes the client adds for failures that never reached a server answer. */
export type ClientErrorCode = 'NETWORK' | 'ABORTED' | 'BAD_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    /** The server's error code (INVALID_CODE, RATE_LIMITED, ...) or a client code. */
    readonly code: string,
    message: string,
    /** The API path that failed, like `/signin/verify-otp/`. */
    readonly path: string,
    /** Seconds from the Retry-After header of a 429, when given. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_MESSAGE = 'We couldn’t reach StaySmart. Check your internet connection and try again.';

/** What the failure handler learns about a failed call. */
export interface FailedRequest {
  path: string;
  /** The body as the caller passed it (camelCase, addresses not encoded). */
  body: unknown;
}

export type ApiFailureHandler = (error: ApiError, request: FailedRequest) => void;

let failureHandler: ApiFailureHandler | null = null;
// Failures that happen before the errors feature has installed its handler are kept, not lost.
let unhandledFailures: [ApiError, FailedRequest][] = [];

/** Installs the common failure handler; failures that happened before are handed over at once. */
export function setApiFailureHandler(handler: ApiFailureHandler | null): void {
  failureHandler = handler;
  if (!handler) return;
  const pending = unhandledFailures;
  unhandledFailures = [];
  for (const [error, request] of pending) handler(error, request);
}

function handOver(error: ApiError, request: FailedRequest): void {
  if (failureHandler) failureHandler(error, request);
  else if (unhandledFailures.length < 20) unhandledFailures.push([error, request]);
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** False for calls whose failures must not be reported (the error report itself). */
    reportFailure?: boolean;
    /** The body before conversion, kept for the failure handler. */
    originalBody?: unknown;
  }
  interface AxiosResponse {
    /** The answer as the server sent it (snake_case), before conversion. */
    wireData?: unknown;
  }
}

function apiPathOf(config: InternalAxiosRequestConfig | undefined): string {
  return config?.url ?? '';
}

function retryAfterOf(headers: unknown): number | null {
  const raw = headers instanceof AxiosHeaders ? headers.get('retry-after') : null;
  const seconds = Number(raw);
  return raw !== null && raw !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** Any failure of a call, as an ApiError: the server's `{ error: { code, message } }` when it sent one. */
export function toApiError(error: unknown, path = ''): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const where = apiPathOf(error.config) || path;
    if (error.code === AxiosError.ERR_CANCELED)
      return new ApiError(0, 'ABORTED', 'The request was cancelled.', where);
    const response = error.response;
    if (!response) return new ApiError(0, 'NETWORK', NETWORK_MESSAGE, where);
    const body = response.data as ApiErrorBody | undefined;
    const code = body?.error?.code ?? `HTTP_${response.status}`;
    const message =
      body?.error?.message ??
      (response.status >= 500
        ? 'Something went wrong on our side. Please try again in a moment.'
        : `The request failed (status ${response.status}).`);
    return new ApiError(response.status, code, message, where, retryAfterOf(response.headers));
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(0, 'BAD_RESPONSE', message, path);
}

export const apiClient = axios.create({
  baseURL: clientEnv.apiBase,
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
  // Send the header on every call, also when the API is on another origin of ours.
  withXSRFToken: true,
  timeout: 0,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  validateStatus: (status) => status >= 200 && status < 300,
});

apiClient.interceptors.request.use((config) => {
  config.originalBody = config.data;
  config.data = toRequestBody(config.data ?? {});
  config.headers.set(APP_KEY_HEADER, clientEnv.appKey);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    response.wireData = response.data;
    response.data = fromResponseBody(response.data);
    return response;
  },
  (error: unknown) => {
    const apiError = toApiError(error);
    const config = error instanceof AxiosError ? error.config : undefined;
    if (config?.reportFailure !== false) {
      handOver(apiError, { path: apiError.path, body: config?.originalBody });
    }
    return Promise.reject(apiError);
  },
);

export interface ApiCallOptions {
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Set false only for calls whose own failure must not be reported. */
  reportFailure?: boolean;
}

/** `POST` to an API path such as `/signin/`; resolves with the camelCase answer, rejects with an ApiError. */
export async function apiPost<T>(path: string, body: object = {}, options: ApiCallOptions = {}): Promise<T> {
  return (await apiPostWithWire<T>(path, body, options)).data;
}

/** As `apiPost`, with the answer as the server sent it too (for checking it against its contract). */
export async function apiPostWithWire<T>(
  path: string,
  body: object = {},
  options: ApiCallOptions = {},
): Promise<{ data: T; wire: unknown }> {
  const response = await apiClient.post<T>(path, body, {
    params: options.query,
    signal: options.signal,
    reportFailure: options.reportFailure ?? true,
  });
  return { data: response.data, wire: response.wireData };
}
