import { dataNeedsRefresh, staleFiguresAge } from './data-age';

describe('how old a page’s figures are when it is built', () => {
  test.each([
    ['2024-08-12', '2024-08-12', null],
    ['2024-08-12', '2024-09-11', null],
    ['2024-08-12', '2024-09-12', 'over a month'],
    ['2024-08-31', '2024-10-01', 'over a month'],
    ['2024-08-12', '2024-11-11', 'over 2 months'],
    ['2024-08-12', '2024-11-12', 'over 3 months'],
    ['2024-08-12', '2025-08-11', 'over 11 months'],
    ['2024-08-12', '2025-08-12', 'over a year'],
    ['2024-08-12', '2026-08-11', 'over a year'],
    ['2024-08-12', '2026-11-27', 'over 2 years'],
    ['2024-08-12', '2026-11-27T09:00:00Z', 'over 2 years'],
    ['2026-11-28', '2026-11-27', null],
  ])('figures of %s on a page built %s: %p', (asOf, builtOn, expected) => {
    expect(staleFiguresAge(asOf, builtOn)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => staleFiguresAge('12 August 2024', '2026-11-27')).toThrow(RangeError);
  });
});

describe('whether the data is old enough for npm start to refresh it', () => {
  test.each([
    ['2026-11-28', '2026-11-28', false],
    ['2026-11-27', '2026-11-28', false],
    ['2026-11-26', '2026-11-28', true],
    ['2026-02-27', '2026-03-01', true],
    ['2024-02-28', '2024-03-01', true],
    ['2025-12-31', '2026-01-01', false],
    ['2024-08-12', '2026-11-28', true],
    ['2026-11-29', '2026-11-28', false],
  ])('data of %s on %s: %p', (dataDate, today, expected) => {
    expect(dataNeedsRefresh(dataDate, today)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => dataNeedsRefresh('12 August 2024', '2026-11-28')).toThrow(RangeError);
  });
});
