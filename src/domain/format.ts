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

/**
 * Digits grouped in threes with commas: `1234567` -> `1,234,567`. Written out rather than taken
 * from Intl.NumberFormat: building a formatter loads locale data, and on a phone the first ones
 * on a page took tens of milliseconds of its start-up.
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole cents -> `$1,234.50` (or `$1,234`), a minus sign in front of negative amounts. */
function dollarText(wholeCents: number, showCents: boolean): string {
  const sign = wholeCents < 0 ? '-' : '';
  const absolute = Math.abs(wholeCents);
  const dollars = groupThousands(Math.floor(absolute / 100).toFixed(0));
  const cents = String(absolute % 100).padStart(2, '0');
  return showCents ? `${sign}$${dollars}.${cents}` : `${sign}$${dollars}`;
}

/** Rounds halves away from zero, as Intl does: 2.5 -> 3, -2.5 -> -3; -0 becomes 0. */
function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** Integer cents -> `$1,234.50`, or `$1,234` when `wholeDollarsIfRound` and there are no cents. */
export function formatCents(cents: number, options: { wholeDollarsIfRound?: boolean } = {}): string {
  assertFinite(cents, 'amount');
  const rounded = roundHalfAway(cents);
  return dollarText(rounded, !(options.wholeDollarsIfRound && rounded % 100 === 0));
}

/** Dollars -> `$1,234` (rounded to whole dollars) or `$1,234.56` with `cents: true`. */
export function formatDollars(dollars: number, options: { cents?: boolean } = {}): string {
  assertFinite(dollars, 'amount');
  if (options.cents) return dollarText(roundHalfAway(dollars * 100), true);
  return dollarText(roundHalfAway(dollars) * 100, false);
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
  const rounded = roundHalfAway(value);
  return `${rounded < 0 ? '-' : ''}${groupThousands(Math.abs(rounded).toFixed(0))}`;
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

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** ISO date -> `12 August 2024`. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new RangeError(`Cannot format date: ${iso}`);
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    throw new RangeError(`Cannot format date: ${iso}`);
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** ISO date -> `12 Aug 2024`, for narrow table cells (the full date is in the cell's `dateTime`). */
export function formatIsoDateShort(iso: string): string {
  const [day, month, year] = formatIsoDate(iso).split(' ') as [string, string, string];
  return `${day} ${month.slice(0, 3)} ${year}`;
}

/** An Australian mobile as people write it: `+61412345678` -> `0412 345 678`; anything else as given. */
export function formatMobile(e164: string): string {
  const match = /^\+614(\d{2})(\d{3})(\d{3})$/.exec(e164);
  return match ? `04${match[1]} ${match[2]} ${match[3]}` : e164;
}

/** An Australian Business Number the way it is printed: `11 005 357 522`; anything else as given. */
export function formatAbn(abn: string): string {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return abn.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
