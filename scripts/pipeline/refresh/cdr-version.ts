/**
 * Version negotiation of the Consumer Data Standards: a request names the highest version it reads
 * (`x-v`) and the lowest it accepts (`x-min-v`); the answer's `x-v` header says which it got.
 */

export interface VersionRange {
  min: number;
  max: number;
}

/** Get Data Holder Brands Summary: version 2 only. */
export const REGISTER_VERSIONS: VersionRange = { min: 2, max: 2 };
/** Get Products: version 5 is current; 3 and 4 list the same fields the refresh reads. */
export const PRODUCT_LIST_VERSIONS: VersionRange = { min: 3, max: 5 };

export function versionHeaders(range: VersionRange): Record<string, string> {
  return range.min < range.max
    ? { 'x-v': String(range.max), 'x-min-v': String(range.min) }
    : { 'x-v': String(range.max) };
}

/** The version in an answer's `x-v` header, or null when it is missing or not a positive integer. */
export function parseVersionHeader(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const version = Number(text);
  return version > 0 ? version : null;
}

/**
 * The version an answer is in: its `x-v` header, or, when a holder leaves the header out, the only
 * version asked for. Null when neither says.
 */
export function answeredVersion(header: string | null | undefined, asked: VersionRange): number | null {
  return parseVersionHeader(header) ?? (asked.min === asked.max ? asked.max : null);
}

export function inRange(version: number, range: VersionRange): boolean {
  return version >= range.min && version <= range.max;
}

export function describeRange(range: VersionRange): string {
  return range.min === range.max ? `version ${range.max}` : `versions ${range.min} to ${range.max}`;
}
