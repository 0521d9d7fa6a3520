/**
 * Survey usage figures arrive from a form and an API: anything that is not a whole, non-negative
 * number of cents is refused here, so the simulation never sees NaN, a fraction of a cent or a
 * negative spend.
 */
import type { Cents } from '../finance/money';
import type { CardUsage } from './types';

/** $10 million: far beyond any personal card, low enough that a year of interest stays an exact integer. */
export const MAX_USAGE_CENTS: Cents = 1_000_000_000;

const FIELDS = ['monthlySpendCents', 'monthlyRepaymentCents', 'balanceRemainingCents'] as const;

export function assertValidUsage(usage: CardUsage): void {
  for (const field of FIELDS) {
    const value = usage[field];
    if (!Number.isInteger(value) || value < 0 || value > MAX_USAGE_CENTS) {
      throw new RangeError(`${field} must be whole cents from 0 to ${MAX_USAGE_CENTS}, got ${String(value)}`);
    }
  }
}
