/** Small formatting helpers for the "how we worked this out" sections. */
import { formatCount } from '../../domain/format';

/** A per-period rate as a percentage to at most four decimals: 0.005 -> `0.5%`, 0.06/26 -> `0.2308%`. */
export function formatPeriodRate(fraction: number): string {
  return `${String(Number((fraction * 100).toFixed(4)))}%`;
}

export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
