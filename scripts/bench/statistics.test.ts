import { median, percentile } from './statistics';

describe('median', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[1200, 674, 2188, 1500, 1316], 1316],
  ])('of %p is %p', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('percentile', () => {
  // 1 to 100 shuffled: the nearest-rank p-th percentile of 1..100 is p itself.
  const hundred = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1);

  it.each([
    [hundred, 0.5, 50],
    [hundred, 0.95, 95],
    [hundred, 0.99, 99],
    [hundred, 1, 100],
    [hundred, 0, 1],
    [[10, 30, 20], 0.5, 20],
    [[10, 30, 20], 0.99, 30],
    [[40, 10], 0.5, 10],
    [[7], 0.99, 7],
    [[2, 10, 9], 0.34, 9],
  ])('of %p at %p is %p', (values, fraction, expected) => {
    expect(percentile(values, fraction)).toBe(expected);
  });

  it('sorts numerically, not as text', () => {
    expect(percentile([100, 9, 20], 1)).toBe(100);
    expect(percentile([100, 9, 20], 0.34)).toBe(20);
  });

  it('reads a Float64Array and leaves it as it was', () => {
    const values = Float64Array.from([3.5, 1.25, 2]);
    expect(percentile(values, 0.5)).toBe(2);
    expect([...values]).toEqual([3.5, 1.25, 2]);
  });

  it.each([[[]], [new Float64Array(0)]])('refuses no values (%p)', (values) => {
    expect(() => percentile(values, 0.5)).toThrow(RangeError);
  });

  it.each([-0.1, 1.5, Number.NaN])('refuses the fraction %p', (fraction) => {
    expect(() => percentile([1, 2, 3], fraction)).toThrow(RangeError);
  });
});
