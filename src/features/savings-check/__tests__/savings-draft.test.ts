import { parseDollars, parsePercent } from '../savings-draft';

describe('amounts and rates as typed', () => {
  it.each([
    ['50000', 50000],
    ['$50,000', 50000],
    ['500.5', 500.5],
    ['0', 0],
    ['1000000', 1000000],
    ['1000000.01', null],
    ['12.345', null],
    ['-5', null],
    ['', null],
    ['fifty', null],
  ])('dollars %p are %p', (typed, dollars) => {
    expect(parseDollars(typed)).toBe(dollars);
  });

  it.each([
    ['4.75', 0.0475],
    ['4.75%', 0.0475],
    ['2.35', 0.0235],
    ['0.1', 0.001],
    ['25', 0.25],
    ['25.01', null],
    ['4.12345', null],
    ['', null],
  ])('percent %p is the yearly fraction %p', (typed, fraction) => {
    expect(parsePercent(typed)).toBe(fraction);
  });
});
