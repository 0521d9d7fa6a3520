/**
 * A home-loan rate's kind in words, as the rates tables, the comparison table, the calculator's
 * choices and the product's facts all say it. A module of its own, so the comparison table takes
 * it without the product pages' band words.
 */
import type { RawHomeLoanRate } from '../data/raw-types';
import { formatTermMonths } from '../format';

/** `Variable`, `Fixed 2 years`, or `Fixed` for a fixed rate of no stated term. */
export function rateTypeText(rate: Pick<RawHomeLoanRate, 'rateType' | 'fixedMonths'>): string {
  if (rate.rateType === 'variable') return 'Variable';
  return rate.fixedMonths === null ? 'Fixed' : `Fixed ${formatTermMonths(rate.fixedMonths)}`;
}
