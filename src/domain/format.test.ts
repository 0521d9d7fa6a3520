import {
  formatAbn,
  formatCents,
  formatCount,
  formatDollars,
  formatFee,
  formatMobile,
  formatIsoDate,
  formatIsoDateShort,
  formatPercent,
  formatRate,
  formatTermMonths,
} from './format';

test.each([
  [0.2099, '20.99% p.a.'],
  [0.045, '4.50% p.a.'],
  [0.0, '0.00% p.a.'],
  [0.20990000000000003, '20.99% p.a.'],
  [0.12345, '12.35% p.a.'],
  [0.1, '10.00% p.a.'],
])('rate %s reads %s', (fraction, text) => {
  expect(formatRate(fraction)).toBe(text);
});

test('rate without p.a.', () => {
  expect(formatRate(0.0599, { perAnnum: false })).toBe('5.99%');
});

test.each([
  [0, '$0'],
  [149, '$149'],
  [131.39999999999998, '$131.40'],
  [10.95, '$10.95'],
  [1200, '$1,200'],
  [0.005, '$0.01'],
])('fee %s reads %s', (dollars, text) => {
  expect(formatFee(dollars)).toBe(text);
});

test.each([
  [13140, {}, '$131.40'],
  [120000, {}, '$1,200.00'],
  [120000, { wholeDollarsIfRound: true }, '$1,200'],
  [-2550, {}, '-$25.50'],
  [5, {}, '$0.05'],
  [-0.4, {}, '$0.00'],
  [123456789, {}, '$1,234,567.89'],
  [100000000000, { wholeDollarsIfRound: true }, '$1,000,000,000'],
  [-120000, { wholeDollarsIfRound: true }, '-$1,200'],
  [2.5, {}, '$0.03'],
])('cents %s with %j reads %s', (cents, options, text) => {
  expect(formatCents(cents, options)).toBe(text);
});

test.each([
  [1234.5, {}, '$1,235'],
  [1234.5, { cents: true }, '$1,234.50'],
  [500000, {}, '$500,000'],
  [999.995, { cents: true }, '$1,000.00'],
  [-1234.5, {}, '-$1,235'],
  [0, { cents: true }, '$0.00'],
])('dollars %s with %j reads %s', (dollars, options, text) => {
  expect(formatDollars(dollars, options)).toBe(text);
});

test.each([
  [0.03, '3%'],
  [0.025, '2.5%'],
  [0.0365, '3.65%'],
  [0, '0%'],
])('percentage %s reads %s', (fraction, text) => {
  expect(formatPercent(fraction)).toBe(text);
});

test.each([
  [1, '1 month'],
  [6, '6 months'],
  [12, '1 year'],
  [18, '18 months'],
  [60, '5 years'],
])('term %s months reads %s', (months, text) => {
  expect(formatTermMonths(months)).toBe(text);
});

test.each([
  ['2024-08-12', '12 August 2024'],
  ['2025-10-28T10:00:00Z', '28 October 2025'],
  ['2024-01-01', '1 January 2024'],
  ['2024-02-29', '29 February 2024'],
])('date %s reads %s', (iso, text) => {
  expect(formatIsoDate(iso)).toBe(text);
});

test.each([
  ['2024-08-12', '12 Aug 2024'],
  ['2026-11-26', '26 Nov 2026'],
  ['2022-05-03', '3 May 2022'],
])('short date %s reads %s', (iso, text) => {
  expect(formatIsoDateShort(iso)).toBe(text);
});

test.each([
  [150000, '150,000'],
  [999, '999'],
  [1000, '1,000'],
  [1234567, '1,234,567'],
  [-1234.5, '-1,235'],
  [2.5, '3'],
  [0, '0'],
])('count %s reads %s', (value, text) => {
  expect(formatCount(value)).toBe(text);
});

test('the written-out formats agree with Intl for a spread of amounts', () => {
  const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
  const count = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
  for (const cents of [1, 99, 100, 1001, 99999, 100000, 7654321, 123456789012, -1, -100050]) {
    expect(formatCents(cents)).toBe(dollars.format(cents / 100));
    expect(formatCount(cents)).toBe(count.format(cents));
  }
});

test.each(['2024-02-30', '2024-13-01', 'August 2024'])('refuses the date %s', (iso) => {
  expect(() => formatIsoDate(iso)).toThrow(RangeError);
});

test.each([
  ['rate', () => formatRate(Number.NaN)],
  ['fee', () => formatFee(Number.POSITIVE_INFINITY)],
  ['cents', () => formatCents(Number.NaN)],
  ['dollars', () => formatDollars(Number.NEGATIVE_INFINITY)],
  ['percent', () => formatPercent(Number.NaN)],
  ['count', () => formatCount(Number.NaN)],
  ['term', () => formatTermMonths(Number.NaN)],
])('never prints a non-finite %s', (_kind, call) => {
  expect(call).toThrow(RangeError);
});

test('refuses a string that is not a date', () => {
  expect(() => formatIsoDate('12/08/2024')).toThrow(RangeError);
});

describe('formatMobile', () => {
  it.each([
    ['+61412345678', '0412 345 678'],
    ['+61498765432', '0498 765 432'],
    ['+6141234567', '+6141234567'],
    ['+61212345678', '+61212345678'],
    ['0412345678', '0412345678'],
    ['', ''],
  ])('%s -> %s', (input, shown) => {
    expect(formatMobile(input)).toBe(shown);
  });
});

describe('formatAbn', () => {
  test.each([
    ['11005357522', '11 005 357 522'],
    ['11 005 357 522', '11 005 357 522'],
    [' 11005357522 ', '11 005 357 522'],
    ['1100535752', '1100535752'],
    ['not an abn', 'not an abn'],
  ])('%p -> %p', (abn, expected) => {
    expect(formatAbn(abn)).toBe(expected);
  });
});
