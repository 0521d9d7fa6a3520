/**
 * Times the client's clock reports (when a tracked action happened). They are accepted only from
 * EARLIEST_CLIENT_TIME to LATEST_CLIENT_TIME: a clock outside those years is wrong, and years past
 * 9999 are written by toISOString as `+010000-...`, which PostgreSQL cannot read.
 */
import { badRequest } from './api-error';

export const EARLIEST_CLIENT_TIME = Date.UTC(2000, 0, 1);
/** The last millisecond of 2099. */
export const LATEST_CLIENT_TIME = Date.UTC(2100, 0, 1) - 1;
export const CLIENT_TIME_RANGE = 'from 2000-01-01 to 2099-12-31';

// A time zone is required: without one, Date reads a date-time in the server's own zone.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * The moment as an ISO string for the database, or null when the client sent none; a 400 naming
 * the field for anything else than milliseconds since 1970 or an ISO date-time within the range.
 */
export function readClientTime(value: number | string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value : ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) {
    throw badRequest(
      `"${field}" must be milliseconds since 1970 or an ISO date-time, like 2025-11-03T09:00:00Z.`,
    );
  }
  if (ms < EARLIEST_CLIENT_TIME || ms > LATEST_CLIENT_TIME) {
    throw badRequest(`"${field}" must be a time ${CLIENT_TIME_RANGE}.`);
  }
  return new Date(ms).toISOString();
}
