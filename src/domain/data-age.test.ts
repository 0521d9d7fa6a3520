import { staleFiguresAge } from './data-age';

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
