import { dueReminderDay, reminderDays } from './maturity-reminders';

describe('the reminders before a deposit matures', () => {
  it.each([
    // maturity, asked on, the days still ahead
    ['2026-12-18', '2026-11-28', [14, 2], ['2026-12-04', '2026-12-16']],
    ['2026-12-18', '2026-12-04', [14, 2], ['2026-12-04', '2026-12-16']],
    ['2026-12-18', '2026-12-05', [2], ['2026-12-16']],
    ['2026-12-18', '2026-12-16', [2], ['2026-12-16']],
    ['2026-12-18', '2026-12-17', [], []],
    // Across a month's end and a leap day.
    ['2028-03-02', '2028-01-01', [14, 2], ['2028-02-17', '2028-02-29']],
  ])('maturing %s, asked on %s: %j', (maturity, askedOn, daysBefore, dates) => {
    const days = reminderDays(maturity, askedOn);
    expect(days.map((day) => day.daysBefore)).toEqual(daysBefore);
    expect(days.map((day) => day.on)).toEqual(dates);
  });

  it.each([
    // maturity, asked on, today, the reminder due (days before) or null
    ['2026-12-18', '2026-11-28', '2026-12-03', null],
    ['2026-12-18', '2026-11-28', '2026-12-04', 14],
    ['2026-12-18', '2026-11-28', '2026-12-15', 14],
    ['2026-12-18', '2026-11-28', '2026-12-16', 2],
    // A missed day: only the latest goes.
    ['2026-12-18', '2026-11-28', '2026-12-17', 2],
    ['2026-12-18', '2026-11-28', '2026-12-18', null],
    ['2026-12-18', '2026-11-28', '2026-12-30', null],
    // Asked for after the 14-day reminder's day: that one never goes.
    ['2026-12-18', '2026-12-10', '2026-12-10', null],
    ['2026-12-18', '2026-12-10', '2026-12-16', 2],
  ])('maturing %s, asked on %s, on %s: %p', (maturity, askedOn, today, due) => {
    expect(dueReminderDay(maturity, askedOn, today)?.daysBefore ?? null).toBe(due);
  });
});
