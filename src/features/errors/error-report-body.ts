import { clipText } from '../../lib/clip-text';
import type { ClientRequestOf } from '../../api/contract';
import type { errorReport } from '../../api/site';

/** What a report is made from. */
export interface ErrorReportInput {
  /** What went wrong: an Error, or any thrown or rejected value. */
  error: unknown;
  /** Extra facts for the report's `raw` field (must be JSON-safe). */
  details?: Record<string, unknown>;
}

/** The /errorReport/ body (camelCase; the API client converts it). */
export type ErrorReportBody = ClientRequestOf<typeof errorReport>;

const MAX_MESSAGE = 5000;
const MAX_STACK = 20_000;

/** JSON-safe copy of a value, or its text when it cannot be serialised (cycles, BigInt). */
function jsonSafe(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value) ?? 'null') as unknown;
  } catch {
    return String(value);
  }
}

/**
 * An Error gives its message, name and stack; any other rejected or thrown value goes into `raw`
 * as it was (the spec's "stack or raw details").
 */
export function buildErrorReportBody(
  errorId: string,
  input: ErrorReportInput,
  context: { visitId: string | null; url: string | null },
): ErrorReportBody {
  const { error, details } = input;
  const isError = error instanceof Error;
  const message = isError
    ? error.message
    : typeof error === 'string'
      ? error
      : 'A value that is not an Error was thrown';
  const raw: Record<string, unknown> = { ...(details ?? {}) };
  if (!isError && typeof error !== 'string') raw.thrown = jsonSafe(error);
  return {
    errorId,
    visitId: context.visitId,
    message: clipText(message, MAX_MESSAGE) || null,
    name: isError ? clipText(error.name, 200) : null,
    stack: isError && error.stack ? clipText(error.stack, MAX_STACK) : null,
    ...(Object.keys(raw).length > 0 ? { raw: jsonSafe(raw) } : {}),
    url: context.url,
  };
}
