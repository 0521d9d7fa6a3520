import { formatFee } from '../../domain/format';

export interface AmountRange {
  min: number;
  max: number;
}

export type AmountCheck = { ok: true; value: number } | { ok: false; error: string };

/**
 * Messages are short enough to fit one line under the field on a phone, where space is reserved
 * for them, so an error appearing does not push the rest of the page down.
 *
 * Reads a dollar amount as people type it: `300000`, `300,000`, `$300,000.50`. Anything else is
 * refused with a message rather than read loosely, because `Number()` would accept `1e5` or
 * `0x10` and an empty field would quietly become zero.
 */
export function checkAmount(text: string, range: AmountRange, what: string): AmountCheck {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return { ok: false, error: `Enter the ${what}.` };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, error: 'Use digits only, like 300000.' };
  const value = Number(cleaned);
  if (value < range.min || value > range.max) {
    return { ok: false, error: `Enter ${formatFee(range.min)} to ${formatFee(range.max)}.` };
  }
  return { ok: true, value };
}

/** Keeps a default inside a product's limits, so the first figures shown are ones it can offer. */
export function clampAmount(value: number, range: AmountRange): number {
  return Math.min(Math.max(value, range.min), range.max);
}
