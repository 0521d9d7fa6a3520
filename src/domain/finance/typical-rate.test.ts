import { medianRate, typicalRate } from './typical-rate';

describe('medianRate', () => {
  test.each([
    [[], null],
    [[0.0609], 0.0609],
    [[0.07, 0.05, 0.06], 0.06],
    // (0.0599 + 0.0619) / 2 = 0.0609
    [[0.0599, 0.0619], 0.0609],
    // (0.05 + 0.0601) / 2 = 0.05505, to 0.01 points: 0.0551
    [[0.0601, 0.05, 0.07, 0.04], 0.0551],
    [[Number.NaN, 0.05], 0.05],
  ])('median of %j is %p', (rates, median) => {
    expect(medianRate(rates)).toBe(median);
  });
});

test('typicalRate says what it is the median of, and when', () => {
  expect(typicalRate([0.2099, 0.1999, 0.0999], 'credit-card purchase rates', '2024-08-12')).toEqual({
    rate: 0.1999,
    count: 3,
    of: 'credit-card purchase rates',
    asOf: '2024-08-12',
  });
  expect(typicalRate([], 'anything', '2024-08-12')).toBeNull();
});
