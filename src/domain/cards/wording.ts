/**
 * Money, rate and count phrases for working lines and reasons, built on the site's formatters so an
 * estimate reads like every other page (`$8,000`, `$118.80`, `20.99% p.a.`, `36,000`).
 */
import { fromCents, type Cents } from '../finance/money';
import { formatCents, formatCount, formatPercent, formatRate } from '../format';

/** `$149`, `$118.80`. */
export function money(cents: Cents): string {
  return formatCents(cents, { wholeDollarsIfRound: true });
}

/** Rounded to whole dollars for short reasons: `$312`. */
export function wholeDollars(cents: Cents): string {
  return formatCents(Math.round(fromCents(cents)) * 100, { wholeDollarsIfRound: true });
}

export function rate(fraction: number): string {
  return formatRate(fraction);
}

export function percent(fraction: number): string {
  return formatPercent(fraction);
}

export function count(value: number): string {
  return formatCount(value);
}

export function months(value: number): string {
  return `${value} ${value === 1 ? 'month' : 'months'}`;
}

/** Dollars per point as cents: 0.0045 -> `0.45c`. */
export function centsPerPoint(dollarsPerPoint: number): string {
  return `${Number((dollarsPerPoint * 100).toPrecision(6))}c`;
}
