import { durationTextToDays, durationTextToMonths, parseDuration } from './durations';

describe('durationTextToDays', () => {
  test.each([
    ['P55D', 55],
    ['P55D ', 55],
    [' P55D', 55],
    ['Up to 55 days interest free on purchases.', 55],
    ['55 days', 55],
    ['50 DAYS', 50],
    ['Up to 55 interest free days on purchases', 55],
    ['P2W', 14],
    ['P1Y', 365],
    ['P2M1D', 62],
  ])('%j is %d days', (text, days) => {
    expect(durationTextToDays(text)).toBe(days);
  });

  test.each([['Yes'], ['purchase rate'], [''], ['   '], ['P'], [null], [undefined]])(
    '%j holds no duration',
    (text) => {
      expect(durationTextToDays(text)).toBeNull();
    },
  );
});

describe('durationTextToMonths', () => {
  test.each([
    ['P36M', 36],
    ['P1Y', 12],
    ['P01M', 1],
    [' P1M', 1],
    ['P364D', 12],
    ['P179D', 6],
    ['6 month introductory rate.', 6],
    ['0% for 18 months', 18],
    ['P5Y', 60],
  ])('%j is %d months', (text, months) => {
    expect(durationTextToMonths(text)).toBe(months);
  });
});

describe('parseDuration', () => {
  test.each([
    ['P1Y6M', { years: 1, months: 6, weeks: 0, days: 0 }],
    ['P2W', { years: 0, months: 0, weeks: 2, days: 0 }],
    ['3 years', { years: 3, months: 0, weeks: 0, days: 0 }],
  ])('splits %j into its parts', (text, parts) => {
    expect(parseDuration(text)).toEqual(parts);
  });
});
