/**
 * How old a page's figures are when it is built. The data is refreshed from the banks every day,
 * so figures more than a month older than the page mean the refresh has stopped; the page then says
 * how old they are, in whole units and never more than they are ("over 2 years", "over 3 months").
 */
import { formatIsoDate } from './format';

export const STALE_AFTER_DAYS = 30;

const DAY_MS = 86_400_000;

function utcDay(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new RangeError(`Not a date: ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Whole calendar months from `from` to `to` (both `YYYY-MM-DD`), never more than have passed. */
function wholeMonths(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** `over 2 years`, `over a year`, `over 3 months`, `over a month`; null while the figures are current. */
export function staleFiguresAge(asOf: string, builtOn: string): string | null {
  const days = Math.round((utcDay(builtOn) - utcDay(asOf)) / DAY_MS);
  if (days <= STALE_AFTER_DAYS) return null;
  const months = Math.max(1, wholeMonths(asOf.slice(0, 10), builtOn.slice(0, 10)));
  if (months >= 24) return `over ${Math.floor(months / 12)} years`;
  if (months >= 12) return 'over a year';
  return months === 1 ? 'over a month' : `over ${months} months`;
}

/** What a page says of figures more than a month older than it; null while they are current. */
export function staleFiguresNotice(asOf: string, builtOn: string): string | null {
  const age = staleFiguresAge(asOf, builtOn);
  if (age === null) return null;
  return `These figures are ${age} old: they are from ${formatIsoDate(asOf)}, and providers may have changed their rates and fees since. Check them on the provider’s site before you apply.`;
}

/**
 * Whether data of `dataDate` is more than a day old on `today` (both Sydney days, `YYYY-MM-DD`), so
 * `npm start` refreshes it: data from today or yesterday is kept, anything older is refreshed. Data
 * dated after today (a clock set back) is not refreshed.
 */
export function dataNeedsRefresh(dataDate: string, today: string): boolean {
  return Math.round((utcDay(today) - utcDay(dataDate)) / DAY_MS) > 1;
}
