import { dollarsToCents } from './dollars';

describe('dollarsToCents', () => {
  test.each([
    [0, 0],
    [1.13, 113],
    [0.29, 29],
    [1234.56, 123_456],
    [999_999.99, 99_999_999],
    [1_000_000, 100_000_000],
  ])('%p dollars is %p cents', (dollars, cents) => {
    expect(dollarsToCents(dollars, 'amount')).toBe(cents);
  });

  test.each([12.345, 0.001, -1, 1_000_000.01, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %p, naming the field',
    (dollars) => {
      expect(() => dollarsToCents(dollars, 'cards[0].monthly_spend')).toThrow(
        '"cards[0].monthly_spend" must be an amount in dollars with at most two decimals, like 1234.56.',
      );
    },
  );
});
