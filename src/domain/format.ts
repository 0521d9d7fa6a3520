/**
 * Display formatting, the Australian way. Every function refuses to print NaN, Infinity or a
 * sentinel: callers pass clean numbers from the normalisation layer, and a non-finite value is a
 * programming error that must surface, not a string like `$NaN` on a page.
 */

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Cannot format ${what}: ${String(value)} is not a finite number`);
  }
}

const dollarsWhole = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarsCents = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Integer cents -> `$1,234.50`, or `$1,234` when `wholeDollarsIfRound` and there are no cents. */
export function formatCents(cents: number, options: { wholeDollarsIfRound?: boolean } = {}): string {
  assertFinite(cents, 'amount');
  const rounded = Math.round(cents);
  const dollars = rounded / 100;
  if (options.wholeDollarsIfRound && rounded % 100 === 0) return dollarsWhole.format(dollars);
  return dollarsCents.format(dollars);
}

/** Dollars -> `$1,234` (rounded to whole dollars) or `$1,234.56` with `cents: true`. */
export function formatDollars(dollars: number, options: { cents?: boolean } = {}): string {
  assertFinite(dollars, 'amount');
  if (options.cents) return dollarsCents.format(Math.round(dollars * 100) / 100);
  return dollarsWhole.format(Math.round(dollars));
}

/** Dollars with cents only when there are any: `$0`, `$149`, `$10.95`. */
export function formatFee(dollars: number): string {
  assertFinite(dollars, 'fee');
  const cents = Math.round(dollars * 100);
  return formatCents(cents, { wholeDollarsIfRound: true });
}

/** Fraction -> `20.99% p.a.` (two decimals, the way Australian lenders print rates). */
export function formatRate(fraction: number, options: { perAnnum?: boolean } = {}): string {
  assertFinite(fraction, 'rate');
  const percent = Math.round(fraction * 10000) / 100;
  const text = `${percent.toFixed(2)}%`;
  return options.perAnnum === false ? text : `${text} p.a.`;
}

/** Fraction -> `3%` / `2.5%` for fees charged as a share of an amount. */
export function formatPercent(fraction: number): string {
  assertFinite(fraction, 'percentage');
  const percent = Math.round(fraction * 10000) / 100;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : String(percent)}%`;
}

/** `150000` -> `150,000`. */
export function formatCount(value: number): string {
  assertFinite(value, 'number');
  return wholeNumber.format(value);
}

/** Months -> `3 months`, `1 year`, `18 months`, `5 years`. */
export function formatTermMonths(months: number): string {
  assertFinite(months, 'term');
  if (months > 0 && months % 12 === 0) {
    const years = months / 12;
    return `${years} ${years === 1 ? 'year' : 'years'}`;
  }
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** ISO date -> `12 August 2024`. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new RangeError(`Cannot format date: ${iso}`);
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
