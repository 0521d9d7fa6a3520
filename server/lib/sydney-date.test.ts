import { sydneyDatePlusDays } from './sydney-date';

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
