/** Calendar dates as an Australian visitor reads them (Sydney time, daylight saving included). */
const SYDNEY_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of the day `days` after `now`'s date in Sydney. */
export function sydneyDatePlusDays(now: Date, days: number): string {
  const [year, month, day] = SYDNEY_DATE.format(now).split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

const SYDNEY_TIME = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const SYDNEY_DAY = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** `3:45 pm` in Sydney, as messages give times. */
export function sydneyTime(at: Date): string {
  return SYDNEY_TIME.format(at).replace(/\s/g, ' ').toLowerCase();
}

/** `Saturday 28 November, 9:05 pm` in Sydney. */
export function sydneyDayAndTime(at: Date): string {
  return `${SYDNEY_DAY.format(at).replace(',', '')}, ${sydneyTime(at)}`;
}
