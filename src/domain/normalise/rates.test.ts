import { checkRateFraction, checkRateRange, parsePercentText } from './rates';

describe('parsePercentText', () => {
  test.each([
    ['20.99% p.a.', { kind: 'rate', fraction: 0.2099 }],
    ['9.90% p.a.', { kind: 'rate', fraction: 0.099 }],
    ['0.00% p.a.', { kind: 'rate', fraction: 0 }],
    ['13.74%', { kind: 'rate', fraction: 0.1374 }],
    ['21.99 % pa', { kind: 'rate', fraction: 0.2199 }],
    ['No Interest', { kind: 'no-interest' }],
    ['no interest', { kind: 'no-interest' }],
  ])('%j -> %p', (text, expected) => {
    expect(parsePercentText(text)).toEqual(expected);
  });

  test.each([[''], ['NaN'], ['$NaN']])('%j holds no rate', (text) => {
    expect(parsePercentText(text)).toBeNull();
  });

  test.each([['twenty percent'], ['20.99'], ['$20.99']])('%j is rejected', (text) => {
    expect(() => parsePercentText(text)).toThrow(RangeError);
  });
});

describe('checkRateFraction', () => {
  test.each([
    [0.2099, 0.2099, false],
    [0, 0, false],
    [0.20990000000000003, 0.2099, false],
    [14.95, 0.1495, true],
    [2, 0.02, true],
    [1.79e308, null, false],
    [5e-324, null, false],
    [Number.NaN, null, false],
    [Number.POSITIVE_INFINITY, null, false],
    [Number.NEGATIVE_INFINITY, null, false],
    [null, null, false],
    [-0.0071, null, true],
    [0.75, null, true],
    [250, null, true],
  ])('%p -> %p (repaired: %p)', (value, expected, repaired) => {
    const checked = checkRateFraction(value);
    expect(checked.value).toBe(expected);
    expect(checked.correction !== null).toBe(repaired);
  });
});

describe('checkRateRange', () => {
  test.each([
    [0.03, 0.05, 0.03, 0.05, 0],
    [0.05, 0.03, 0.03, 0.05, 1],
    [1.79e308, 5e-324, null, null, 0],
    [4.5, 0.06, 0.045, 0.06, 1],
    [0.02, 5.25, 0.02, 0.0525, 1],
    [-1, 0.05, null, 0.05, 1],
  ])('(%p, %p) -> (%p, %p) with %d corrections', (min, max, expectedMin, expectedMax, corrections) => {
    const range = checkRateRange(min, max);
    expect([range.min, range.max]).toEqual([expectedMin, expectedMax]);
    expect(range.corrections).toHaveLength(corrections);
  });
});
