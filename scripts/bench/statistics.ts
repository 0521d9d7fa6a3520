/** The benchmarks' figures: the median and percentiles of a list of measurements. */

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('The median of no values is undefined.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The nearest-rank percentile: the smallest value that at least `fraction` (0 to 1) of the values
 * do not exceed, so 0.99 is the p99 and 1 the largest value. The values need not be sorted.
 */
export function percentile(values: ArrayLike<number>, fraction: number): number {
  if (values.length === 0) throw new RangeError('A percentile of no values is undefined.');
  if (!(fraction >= 0 && fraction <= 1))
    throw new RangeError(`A percentile's fraction is 0 to 1, not ${fraction}.`);
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}
