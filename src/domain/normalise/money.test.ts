import { countTextToNumber, dollarTextToCents, dollarsToCents, optionalDollarsToCents } from './money';

describe('dollarTextToCents', () => {
  test.each([
    ['$131.39999999999998', 13140],
    ['$1,200', 120000],
    ['$1200', 120000],
    ['$149', 14900],
    ['$0', 0],
    ['$675', 67500],
    ['$10.95', 1095],
    ['  $ 59 ', 5900],
    ['99.5', 9950],
    ['$2,000,000', 200000000],
  ])('%j is %d cents', (text, cents) => {
    expect(dollarTextToCents(text)).toBe(cents);
  });

  test.each([['$NaN'], ['NaN'], [''], ['$'], ['  ']])('%j means no value', (text) => {
    expect(dollarTextToCents(text)).toBeNull();
  });

  test.each([['free'], ['$1,20'], ['20%'], ['$1.2.3']])('%j is rejected', (text) => {
    expect(() => dollarTextToCents(text)).toThrow(RangeError);
  });
});

describe('dollarsToCents', () => {
  test.each([
    [131.39999999999998, 13140],
    [10.95 * 12, 13140],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [395, 39500],
  ])('%d dollars is %d cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  test.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('%d is not money', (dollars) => {
    expect(() => dollarsToCents(dollars)).toThrow(RangeError);
  });
});

describe('optionalDollarsToCents', () => {
  test.each([
    [1.7976931348623157e308, null],
    [5e-324, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
    [0, 0],
    [9.95, 995],
  ])('%p -> %p', (dollars, cents) => {
    expect(optionalDollarsToCents(dollars)).toBe(cents);
  });
});

describe('countTextToNumber', () => {
  test.each([
    ['60,000', 60000],
    ['180,000', 180000],
    ['0', 0],
    ['150000', 150000],
  ])('%j is %d', (text, value) => {
    expect(countTextToNumber(text)).toBe(value);
  });

  test.each([['NaN'], ['$NaN'], ['']])('%j means no value', (text) => {
    expect(countTextToNumber(text)).toBeNull();
  });

  test.each([['6o,000'], ['1,00'], ['-5']])('%j is rejected', (text) => {
    expect(() => countTextToNumber(text)).toThrow(RangeError);
  });
});
