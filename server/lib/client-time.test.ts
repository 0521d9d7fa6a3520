import { readClientTime } from './client-time';

describe('readClientTime', () => {
  test.each([
    ['milliseconds', Date.parse('2025-11-03T09:00:00Z'), '2025-11-03T09:00:00.000Z'],
    ['an ISO date-time in UTC', '2025-11-03T09:00:00.123Z', '2025-11-03T09:00:00.123Z'],
    ['an ISO date-time with an offset', '2025-11-03T20:00:00+11:00', '2025-11-03T09:00:00.000Z'],
    ['without seconds', '2025-11-03T09:00Z', '2025-11-03T09:00:00.000Z'],
    ['the first moment of 2000', Date.UTC(2000, 0, 1), '2000-01-01T00:00:00.000Z'],
    ['the last moment of 2099', '2099-12-31T23:59:59.999Z', '2099-12-31T23:59:59.999Z'],
  ])('reads %s', (_label, value, iso) => {
    expect(readClientTime(value, 'timestamp')).toBe(iso);
  });

  test.each([null, undefined, ''])('reads %p as no time', (value) => {
    expect(readClientTime(value, 'timestamp')).toBeNull();
  });

  const FORMAT = '"t" must be milliseconds since 1970 or an ISO date-time, like 2025-11-03T09:00:00Z.';
  const RANGE = '"t" must be a time from 2000-01-01 to 2099-12-31.';

  test.each([
    ['words', 'yesterday', FORMAT],
    ['a date-time without a time zone', '2025-11-03T09:00:00', FORMAT],
    ['a date alone', '2025-11-03', FORMAT],
    ['an extended year', '+010000-01-01T00:00:00.000Z', FORMAT],
    ['an impossible month', '2025-13-03T09:00:00Z', FORMAT],
    ['the year 10000 in milliseconds', 253402300800000, RANGE],
    ['the largest JavaScript date', 8.64e15, RANGE],
    ['beyond the largest JavaScript date', 8.64e15 + 1, RANGE],
    ['before 2000', '1999-12-31T23:59:59.999Z', RANGE],
    ['1970', 0, RANGE],
    ['negative milliseconds', -62198755200000, RANGE],
    ['2100', '2100-01-01T00:00:00Z', RANGE],
  ])('refuses %s', (_label, value, message) => {
    expect(() => readClientTime(value, 't')).toThrow(message);
  });
});
