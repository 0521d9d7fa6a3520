/** Dates in Sydney time, where the banks and the site are: fetch times and the days of snapshots and changes. */

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  timeZoneName: 'longOffset',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function sydneyParts(time: number): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
}

/** The day in Sydney, `yyyy-mm-dd`. */
export function sydneyDate(time: number): string {
  const p = sydneyParts(time);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The time in Sydney with its offset, e.g. `2026-11-25T17:32:42+11:00`, so its first ten characters are the Sydney day. */
export function sydneyIsoTime(time: number): string {
  const p = sydneyParts(time);
  const offset = (p.timeZoneName ?? 'GMT').replace(/^GMT/, '') || '+00:00';
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** A fetch time on a dated snapshot's day, for records of a snapshot that gives only its date. */
export function fetchedAtOfDate(date: string): string {
  return sydneyIsoTime(Date.parse(`${date}T02:00:00Z`));
}
