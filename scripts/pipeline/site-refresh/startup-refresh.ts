/**
 * Whether `npm start` refreshes the data in the background: on unless `DATA_REFRESH=off`, and only
 * when the data is more than a day old (its own date, `meta.json`'s snapshot day, against the day
 * in Sydney).
 */
import { dataNeedsRefresh } from '../../../src/domain/data-age';
import { formatIsoDate } from '../../../src/domain/format';

export type StartupRefresh = { refresh: true } | { refresh: false; line: string | null };

export function startupRefresh(
  setting: string | undefined,
  dataDate: string | null,
  today: string,
): StartupRefresh {
  const stale = dataDate === null || dataNeedsRefresh(dataDate, today);
  if (!stale) return { refresh: false, line: null };
  if (setting?.trim() === 'off') {
    const figures =
      dataDate === null ? 'the data as it is' : `the figures published on ${formatIsoDate(dataDate)}`;
    return { refresh: false, line: `Data refresh off (DATA_REFRESH=off): serving ${figures}.` };
  }
  return { refresh: true };
}
