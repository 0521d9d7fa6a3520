/**
 * Durations as banks publish them: ISO-8601 (`P55D`, `P1Y`, `P36M`, `P2W`, `P2M1D`), often with
 * stray spaces (`P55D `), a leading space (` P1M`), zero padding (`P01M`) or plain words
 * (`Up to 55 days`, `6 month introductory rate`, `50 DAYS`).
 */
export interface Duration {
  years: number;
  months: number;
  weeks: number;
  days: number;
}

const DAYS_PER_YEAR = 365;
const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

const ISO_DURATION =
  /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?$/i;
/** `55 days`, `6-month`, and the card wording `55 interest free days`. */
const WORDED_DURATION =
  /(\d+(?:\.\d+)?)\s*-?\s*(?:interest[\s-]*free\s+)?(years?|yrs?|months?|mths?|weeks?|wks?|days?)\b/i;

function isoDuration(text: string): Duration | null {
  const match = ISO_DURATION.exec(text);
  if (!match || text.toUpperCase() === 'P') return null;
  const [, years, months, weeks, days] = match;
  return {
    years: Number(years ?? 0),
    months: Number(months ?? 0),
    weeks: Number(weeks ?? 0),
    days: Number(days ?? 0),
  };
}

function wordedDuration(text: string): Duration | null {
  const match = WORDED_DURATION.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  const duration: Duration = { years: 0, months: 0, weeks: 0, days: 0 };
  if (unit.startsWith('y')) duration.years = amount;
  else if (unit.startsWith('m')) duration.months = amount;
  else if (unit.startsWith('w')) duration.weeks = amount;
  else duration.days = amount;
  return duration;
}

/** Null when the text holds no duration at all (e.g. `Yes`, `purchase rate`, empty). */
export function parseDuration(text: string | null | undefined): Duration | null {
  if (text === null || text === undefined) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return isoDuration(trimmed) ?? wordedDuration(trimmed);
}

export function durationInDays(duration: Duration): number {
  return (
    duration.years * DAYS_PER_YEAR + duration.months * DAYS_PER_MONTH + duration.weeks * 7 + duration.days
  );
}

export function durationInMonths(duration: Duration): number {
  return duration.years * 12 + duration.months + (duration.weeks * 7 + duration.days) / DAYS_PER_MONTH;
}

/** Whole days, or null when the text holds no duration. */
export function durationTextToDays(text: string | null | undefined): number | null {
  const duration = parseDuration(text);
  return duration === null ? null : Math.round(durationInDays(duration));
}

/** Whole months (364 days -> 12), or null when the text holds no duration. */
export function durationTextToMonths(text: string | null | undefined): number | null {
  const duration = parseDuration(text);
  return duration === null ? null : Math.round(durationInMonths(duration));
}
