import { fromCents, mulRate, roundHalfAwayFromZero, sumCents, toCents } from './money';

const nonFinite = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

describe('roundHalfAwayFromZero', () => {
  test.each([
    { value: 2.5, decimals: 0, expected: 3 },
    { value: -2.5, decimals: 0, expected: -3 },
    { value: 2.4999, decimals: 0, expected: 2 },
    { value: -2.4999, decimals: 0, expected: -2 },
    { value: 0.5, decimals: 0, expected: 1 },
    { value: -0.4, decimals: 0, expected: 0 },
    // The double nearest 1.005 is 1.00499999999999989..., still meant as 1.005.
    { value: 1.005, decimals: 2, expected: 1.01 },
    { value: 6.245, decimals: 2, expected: 6.25 },
    { value: 1.2345, decimals: 3, expected: 1.235 },
    { value: 123_456_789.5, decimals: 0, expected: 123_456_790 },
    { value: 4_503_599_627_370_497, decimals: 0, expected: 4_503_599_627_370_497 },
  ])('$value to $decimals places -> $expected', ({ value, decimals, expected }) => {
    expect(roundHalfAwayFromZero(value, decimals)).toBe(expected);
  });

  test('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });

  test.each([
    ...nonFinite.map((value) => ({ value, decimals: 0 })),
    { value: 1, decimals: -1 },
    { value: 1, decimals: 1.5 },
  ])('refuses $value to $decimals places', ({ value, decimals }) => {
    expect(() => roundHalfAwayFromZero(value, decimals)).toThrow(RangeError);
  });
});

describe('toCents', () => {
  test.each([
    { dollars: 0, expected: 0 },
    { dollars: 1, expected: 100 },
    { dollars: 19.99, expected: 1999 },
    // 0.1 + 0.2 is 0.30000000000000004 as a double.
    { dollars: 0.1 + 0.2, expected: 30 },
    // 1.005 * 100 is 100.49999999999999 as a double.
    { dollars: 1.005, expected: 101 },
    { dollars: -1.005, expected: -101 },
    { dollars: 2997.7526, expected: 299_775 },
    { dollars: 500_000, expected: 50_000_000 },
  ])('$dollars dollars -> $expected cents', ({ dollars, expected }) => {
    expect(toCents(dollars)).toBe(expected);
  });

  test.each(nonFinite)('refuses %p', (dollars) => {
    expect(() => toCents(dollars)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  test.each([
    { cents: 0, expected: 0 },
    { cents: 1999, expected: 19.99 },
    { cents: -5, expected: -0.05 },
    { cents: 50_000_000, expected: 500_000 },
  ])('$cents cents -> $expected dollars', ({ cents, expected }) => {
    expect(fromCents(cents)).toBe(expected);
  });

  test.each([...nonFinite, 10.5])('refuses %p', (cents) => {
    expect(() => fromCents(cents)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  test.each([
    { amounts: [], expected: 0 },
    { amounts: [10, 20], expected: 30 },
    { amounts: [1999, -999, 1], expected: 1001 },
    // Ten times 0.1 dollars is 0.9999999999999999 as doubles; ten times 10 cents is exactly 100.
    { amounts: Array.from({ length: 10 }, () => 10), expected: 100 },
  ])('$amounts -> $expected', ({ amounts, expected }) => {
    expect(sumCents(amounts)).toBe(expected);
  });

  test.each([[[1, Number.NaN]], [[Number.POSITIVE_INFINITY]], [[1, 2.5]]])('refuses %p', (amounts) => {
    expect(() => sumCents(amounts)).toThrow(RangeError);
  });
});

describe('mulRate', () => {
  test.each([
    { cents: 50_000_000, fraction: 0.06 / 12, expected: 250_000 },
    { cents: 5_000_000, fraction: 0.045, expected: 225_000 },
    // 333 x 0.5 = 166.5 cents: one rounding, half away from zero.
    { cents: 333, fraction: 0.5, expected: 167 },
    { cents: 1, fraction: 0.5, expected: 1 },
    { cents: -1, fraction: 0.5, expected: -1 },
    { cents: 101, fraction: 0.5, expected: 51 },
    { cents: 12_345, fraction: 0, expected: 0 },
  ])('$cents x $fraction -> $expected', ({ cents, fraction, expected }) => {
    expect(mulRate(cents, fraction)).toBe(expected);
  });

  test.each([
    { cents: Number.NaN, fraction: 0.1 },
    { cents: 100, fraction: Number.NaN },
    { cents: 100, fraction: Number.POSITIVE_INFINITY },
    { cents: 100.5, fraction: 0.1 },
  ])('refuses $cents x $fraction', ({ cents, fraction }) => {
    expect(() => mulRate(cents, fraction)).toThrow(RangeError);
  });
});

describe('rounding away from a half without reading every value as text', () => {
  const slowRound = (value: number, decimals: number): number => {
    const scale = 10 ** decimals;
    const raw = Math.abs(value) * scale;
    const scaled = raw < 1e15 ? Number(raw.toPrecision(15)) : raw;
    const whole = Math.floor(scaled);
    const rounded = scaled - whole >= 0.5 ? whole + 1 : whole;
    const result = (Math.sign(value) * rounded) / scale;
    return result === 0 ? 0 : result;
  };

  it('agrees with the 15-digit reading on values at, near and far from halves', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const values: number[] = [1.005, 2.5, -2.5, 0.49999999999999994, 1234.565, 8.345, 1.0049999999999];
    for (let index = 0; index < 20000; index += 1) {
      const cents = Math.floor(random() * 1e9);
      values.push(
        (cents * (random() * 0.2)) / 12,
        (cents + 0.5) / 100,
        cents / 1000 + 0.0005,
        -cents * 0.0525,
      );
    }
    for (const value of values) {
      for (const decimals of [0, 2, 6])
        expect(roundHalfAwayFromZero(value, decimals)).toBe(slowRound(value, decimals));
    }
  });
});
