/**
 * "Remind me before it matures": a reminder 14 days and another 2 days before a term deposit's
 * maturity date. A reminder whose day had passed when it was asked for is not sent; and when a
 * day is missed (no run that day), only the latest reminder due goes, never two at once. Nothing
 * goes on or after the maturity date. Dates are Sydney calendar days, `YYYY-MM-DD`.
 */
import { addDays } from './term-deposit-check';

/** Days before maturity, the earlier reminder first. */
export const MATURITY_REMINDER_DAYS = [14, 2] as const;

export type ReminderDaysBefore = (typeof MATURITY_REMINDER_DAYS)[number];

export interface MaturityReminderDay {
  daysBefore: ReminderDaysBefore;
  /** The day it goes. */
  on: string;
}

/** The reminders still ahead when asked for on `askedOn` (the day itself counts). */
export function reminderDays(maturityDate: string, askedOn: string): MaturityReminderDay[] {
  return MATURITY_REMINDER_DAYS.map((daysBefore) => ({
    daysBefore,
    on: addDays(maturityDate, -daysBefore),
  })).filter((day) => day.on >= askedOn && day.on < maturityDate);
}

/** The reminder due on `today`: the latest of those asked for whose day has come, before maturity; null when none. */
export function dueReminderDay(
  maturityDate: string,
  askedOn: string,
  today: string,
): MaturityReminderDay | null {
  if (today >= maturityDate) return null;
  const due = reminderDays(maturityDate, askedOn).filter((day) => day.on <= today);
  return due.at(-1) ?? null;
}
