/**
 * The rate a calculator suggests before the visitor types their own: the median of the rates
 * published in a category on the data's date, with how many it is the middle of and what they
 * are, so the page can say exactly where the figure comes from.
 */

export interface TypicalRate {
  /** Yearly rate as a fraction, to a hundredth of a percentage point. */
  rate: number;
  /** How many published rates it is the median of. */
  count: number;
  /** What the rates are, in words: `owner-occupier variable rates`. */
  of: string;
  /** The day the banks published them (ISO date). */
  asOf: string;
}

/** The middle rate (the mean of the two middle ones for an even count), to 0.01 points; null for none. */
export function medianRate(rates: readonly number[]): number | null {
  const sorted = rates.filter((rate) => Number.isFinite(rate)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median * 10_000) / 10_000;
}

export function typicalRate(rates: readonly number[], of: string, asOf: string): TypicalRate | null {
  const rate = medianRate(rates);
  return rate === null
    ? null
    : { rate, count: rates.filter((value) => Number.isFinite(value)).length, of, asOf };
}
