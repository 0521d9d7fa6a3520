import { sydneyDatePlusDays, sydneyDayAndTime, sydneyTime } from './sydney-date';

describe('sydneyDatePlusDays', () => {
  test.each([
    // 09:00 UTC is 20:00 the same day in Sydney (daylight saving, UTC+11).
    ['2025-11-03T09:00:00Z', 0, '2025-11-03'],
    // 14:00 UTC is already the next morning in Sydney.
    ['2025-11-03T14:00:00Z', 0, '2025-11-04'],
    // Winter: UTC+10, so 13:59 UTC is still 23:59 that day.
    ['2025-06-30T13:59:00Z', 0, '2025-06-30'],
    ['2025-11-03T09:00:00Z', 90, '2026-02-01'],
    ['2024-02-28T09:00:00Z', 1, '2024-02-29'],
    // 20:00 UTC on New Year's Eve is already 1 January in Sydney.
    ['2025-12-31T20:00:00Z', 30, '2026-01-31'],
  ])('%s plus %p days is %s', (instant, days, expected) => {
    expect(sydneyDatePlusDays(new Date(instant), days)).toBe(expected);
  });
});

describe('sydneyTime and sydneyDayAndTime', () => {
  test.each([
    // Daylight saving, UTC+11: 10:05 UTC is 9:05 pm.
    ['2026-11-28T10:05:00Z', '9:05 pm', 'Saturday 28 November, 9:05 pm'],
    // Winter, UTC+10: 23:30 UTC is 9:30 the next morning.
    ['2026-06-30T23:30:00Z', '9:30 am', 'Wednesday 1 July, 9:30 am'],
    ['2026-11-28T01:00:00Z', '12:00 pm', 'Saturday 28 November, 12:00 pm'],
  ])('%s is %s, %s', (instant, time, dayAndTime) => {
    expect(sydneyTime(new Date(instant))).toBe(time);
    expect(sydneyDayAndTime(new Date(instant))).toBe(dayAndTime);
  });
});
