/** Small formatting helpers for the "how we worked this out" sections. */
import { formatCount } from '../../domain/format';

/** A per-period rate as a percentage to at most four decimals: 0.005 -> `0.5%`, 0.06/26 -> `0.2308%`. */
export function formatPeriodRate(fraction: number): string {
  return `${String(Number((fraction * 100).toFixed(4)))}%`;
}

export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** A number of months in years and months: `25 years 4 months`, `11 months`, `2 years`. */
export function yearsAndMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return pluralise(rest, 'month');
  return rest === 0 ? pluralise(years, 'year') : `${pluralise(years, 'year')} ${pluralise(rest, 'month')}`;
}
