/**
 * Exact money arithmetic. Amounts are whole cents held in a JavaScript number: integers are exact
 * up to 2^53, far beyond any loan or deposit, so sums never drift the way dollar fractions do.
 * Every helper throws a RangeError on NaN or Infinity, because a silent NaN would otherwise flow
 * all the way to a page as `$NaN`.
 */

/** A whole number of cents. */
export type Cents = number;

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
  }
}

function assertWholeCents(value: number, what: string): void {
  assertFinite(value, what);
  if (!Number.isInteger(value)) {
    throw new RangeError(`${what} must be a whole number of cents, got ${String(value)}`);
  }
}

/**
 * Binary doubles cannot hold most decimal fractions, so 1.005 * 100 is 100.49999999999999. The
 * inputs here are decimal amounts and rates with far fewer than 15 significant digits, so cutting
 * the product back to 15 digits recovers the decimal value the caller meant before rounding.
 */
/** Wider than the change reading to 15 significant digits can make (at most 5e-15 of the value). */
const HALF_MARGIN = 1e-13;

function withoutBinaryNoise(value: number): number {
  // From 1e15 up, 15 digits would drop whole units, and doubles there carry no useful fraction anyway.
  return Math.abs(value) < 1e15 ? Number(value.toPrecision(15)) : value;
}

/**
 * Rounds to `decimals` places, halves away from zero (2.5 -> 3, -2.5 -> -3), as banks round money.
 * The value is read as the decimal it stands for to 15 significant digits, so 1.005 rounds to 1.01
 * at 2 places although its double is a shade below 1.005.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  assertFinite(value, 'Value to round');
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`Decimal places must be a whole number >= 0, got ${String(decimals)}`);
  }
  const scale = 10 ** decimals;
  const raw = Math.abs(value) * scale;
  // Reading the value to 15 digits only matters next to a half: elsewhere both readings round the
  // same way, and skipping the text conversion keeps month-by-month schedules fast.
  const nearHalf = Math.abs(raw - Math.floor(raw) - 0.5) <= HALF_MARGIN * Math.max(1, raw);
  const scaled = nearHalf ? withoutBinaryNoise(raw) : raw;
  const whole = Math.floor(scaled);
  // scaled - whole is exact for doubles, unlike scaled + 0.5, which can round up 0.49999999999999994.
  const rounded = scaled - whole >= 0.5 ? whole + 1 : whole;
  const result = (Math.sign(value) * rounded) / scale;
  return result === 0 ? 0 : result;
}

/** Dollars (possibly with cents) -> whole cents, rounding any fraction of a cent half away from zero. */
export function toCents(dollars: number): Cents {
  assertFinite(dollars, 'Dollar amount');
  return roundHalfAwayFromZero(dollars * 100);
}

/** Whole cents -> dollars, for display and for formulas that work in dollars. */
export function fromCents(cents: Cents): number {
  assertWholeCents(cents, 'Cent amount');
  return cents / 100;
}

/** Exact total of whole-cent amounts. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertWholeCents(amount, 'Cent amount');
    total += amount;
  }
  return total;
}

/**
 * cents x fraction rounded to whole cents once, at the end: rounding intermediate steps would let
 * errors of up to half a cent add up across a schedule.
 */
export function mulRate(cents: Cents, fraction: number): Cents {
  assertWholeCents(cents, 'Cent amount');
  assertFinite(fraction, 'Rate');
  return roundHalfAwayFromZero(cents * fraction);
}
