/**
 * Money in the raw data is dollars, either as numbers or as text such as `$149`, `$1,200` or the
 * floating-point leftovers of monthly x 12 (`$131.39999999999998`). Everything leaves this module
 * as integer cents.
 */

/** Markers the spec's datasets use for "no value": `$NaN`, `NaN`, empty. */
const NO_VALUE = /^\s*\$?\s*(nan|null|undefined|-)?\s*$/i;
const DOLLAR_TEXT = /^\s*(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(\.\d+)?(e[+-]?\d+)?\s*$/i;

/**
 * Dollars -> integer cents. Rounds through 12 significant digits first so that 1.005 dollars is
 * 101 cents, not the 100 that binary floating point would give.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`${String(dollars)} is not an amount of money`);
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/** `$131.39999999999998` -> 13140, `$1,200` -> 120000, `$NaN` -> null; throws on anything else. */
export function dollarTextToCents(text: string): number | null {
  if (NO_VALUE.test(text)) return null;
  const match = DOLLAR_TEXT.exec(text);
  const [, sign, whole = '', fraction = '', exponent = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`"${text}" is not a dollar amount`);
  }
  const dollars = Number(`${whole.replace(/,/g, '') || '0'}${fraction}${exponent}`);
  return dollarsToCents(sign ? -dollars : dollars);
}

/** Dollar amounts stored as numbers, where a sentinel or non-finite number means "unknown". */
export function optionalDollarsToCents(dollars: number | null | undefined): number | null {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return null;
  if (Math.abs(dollars) >= 1e300 || (dollars !== 0 && Math.abs(dollars) < 1e-300)) return null;
  return dollarsToCents(dollars);
}

/** `60,000` -> 60000, `0` -> 0, `NaN` or empty -> null. */
export function countTextToNumber(text: string): number | null {
  if (NO_VALUE.test(text)) return null;
  const trimmed = text.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)$/.test(trimmed)) throw new RangeError(`"${text}" is not a whole number`);
  return Number(trimmed.replace(/,/g, ''));
}
