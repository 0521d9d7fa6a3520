import {
  NO_DATA_MAX,
  NO_DATA_MIN,
  isNoDataNumber,
  maxOrSentinel,
  minOrSentinel,
  numberOrNull,
} from './sentinels';

describe('isNoDataNumber', () => {
  test.each([
    [1.79e308, true],
    [Number.MAX_VALUE, true],
    [5e-324, true],
    [Number.MIN_VALUE, true],
    [Number.NaN, true],
    [Number.POSITIVE_INFINITY, true],
    [Number.NEGATIVE_INFINITY, true],
    [0, false],
    [0.0599, false],
    [1200, false],
    [-3, false],
  ])('%p -> %p', (value, expected) => {
    expect(isNoDataNumber(value)).toBe(expected);
  });
});

describe('numberOrNull', () => {
  test.each([
    [1.79e308, null],
    [5e-324, null],
    [Number.NaN, null],
    ['0.05', null],
    [null, null],
    [0.05, 0.05],
    [0, 0],
  ])('%p -> %p', (value, expected) => {
    expect(numberOrNull(value)).toBe(expected);
  });
});

describe('min/max over a set', () => {
  test.each([
    [[], NO_DATA_MIN, NO_DATA_MAX],
    [[0], 0, 0],
    [[0.05, 0.03, 0.04], 0.03, 0.05],
  ])('%p gives min %p and max %p', (values, min, max) => {
    expect(minOrSentinel(values)).toBe(min);
    expect(maxOrSentinel(values)).toBe(max);
  });

  test('the empty sentinels are the JavaScript number limits the spec names', () => {
    expect(JSON.stringify([minOrSentinel([]), maxOrSentinel([])])).toBe('[1.7976931348623157e+308,5e-324]');
  });
});
