/**
 * The provider datasets keep the spec's "no data" sentinels: a min over nothing is
 * Number.MAX_VALUE (printed as 1.79e308) and a max over nothing is Number.MIN_VALUE (5e-324).
 */
export const NO_DATA_MIN = Number.MAX_VALUE;
export const NO_DATA_MAX = Number.MIN_VALUE;

/** Anything this large is a sentinel, never a real rate, fee or amount. */
const HUGE = 1e300;
/** Denormal numbers such as 5e-324 only ever appear as sentinels. */
const TINY = 1e-300;

export function isNoDataNumber(value: number): boolean {
  if (!Number.isFinite(value)) return true;
  const magnitude = Math.abs(value);
  return magnitude >= HUGE || (magnitude > 0 && magnitude < TINY);
}

/** A usable number, or null for sentinels, NaN, Infinity and anything that is not a number. */
export function numberOrNull(value: unknown): number | null {
  if (typeof value !== 'number') return null;
  return isNoDataNumber(value) ? null : value;
}

/** Min over the values the way the data files expect it: the sentinel when there is nothing. */
export function minOrSentinel(values: readonly number[]): number {
  return values.length === 0 ? NO_DATA_MIN : Math.min(...values);
}

/** Not a plain reduction from MIN_VALUE: a real maximum of 0 is smaller than 5e-324 and must survive. */
export function maxOrSentinel(values: readonly number[]): number {
  return values.length === 0 ? NO_DATA_MAX : Math.max(...values);
}
