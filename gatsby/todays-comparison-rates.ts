/**
 * A home-loan rate change told with its comparison rate beside it: the data holds comparison rates
 * for today's rates only, so a change's new value gets one when the loan still has that rate at
 * that value. Used by product pages and `/whats-changed/`.
 */
import { rateField } from '../src/domain/changes/change-entry';
import { homeLoanRateKeys } from '../src/domain/changes/rate-keys';
import type { RawHomeLoanRate } from '../src/domain/data/raw-types';
import { formatRate } from '../src/domain/format';

/** Today's rate and comparison rate, by change field (`rate:<key>`). */
export type TodaysComparisonRates = ReadonlyMap<string, { rate: number; comparison: number }>;

export function todaysComparisonRates(rates: readonly RawHomeLoanRate[]): TodaysComparisonRates {
  const keys = homeLoanRateKeys(rates);
  const byField = new Map<string, { rate: number; comparison: number }>();
  rates.forEach((rate, i) => {
    if (rate.comparisonRate !== null) {
      byField.set(rateField('rate', keys[i] as string), { rate: rate.rate, comparison: rate.comparisonRate });
    }
  });
  return byField;
}

/** `text` (the new value as written) with ` (comparison rate X)` when the value is still today's rate. */
export function withTodaysComparison(
  text: string,
  field: string,
  value: number,
  today: TodaysComparisonRates | undefined,
): string {
  const current = today?.get(field);
  if (!current || Math.abs(current.rate - value) > 1e-9) return text;
  return `${text} (comparison rate ${formatRate(current.comparison)})`;
}
