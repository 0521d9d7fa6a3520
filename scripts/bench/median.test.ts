import { median } from './median';

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
