import { canonicalEnum, parseAmount, parseRate } from './cdr-values';
import { dollarAmounts, monthCount, percentages } from './text-facts';

describe('CDR values', () => {
  test.each([
    ['2000', 2000],
    ['2000.00', 2000],
    ['$1,000.00', 1000],
    ['2,000.00', 2000],
    [' 150000 ', 150000],
    ['Applicable for amounts over $5,000', null],
    ['No Limit', null],
    [null, null],
  ])('amount %j -> %p', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  test.each([
    ['0.2099', { value: 0.2099, corrected: false }],
    ['0.2074000000000000', { value: 0.2074, corrected: false }],
    ['14.95', { value: 0.1495, corrected: true }],
    ['0.00001', { value: 0.00001, corrected: false }],
    ['150', null],
    ['', null],
  ])('rate %j -> %p', (text, rate) => {
    expect(parseRate(text)).toEqual(rate);
  });

  test.each([
    ['INTEREST FREE', 'INTEREST_FREE'],
    ['ADDITIONAL CARDS', 'ADDITIONAL_CARDS'],
    ['interest_free', 'INTEREST_FREE'],
  ])('enum %j -> %j', (text, value) => {
    expect(canonicalEnum(text)).toBe(value);
  });
});

describe('numbers in free text', () => {
  test.each([
    ['when you spend $3k on purchases', [3000]],
    ['spend $1,500 in 90 days and $12000+ later', [1500, 12000]],
    ['$5 per month', [5]],
  ])('dollars in %j', (text, amounts) => {
    expect(dollarAmounts(text)).toEqual(amounts);
  });

  test.each([
    ['2% BT fee, reverting to 19.99% p.a.', [0.02, 0.1999]],
    ['no percentages', []],
  ])('percentages in %j', (text, values) => {
    expect(percentages(text)).toEqual(values);
  });

  test.each([
    ['0% for 28 months', 28],
    ['for 6-month terms', 6],
    ['no term', null],
  ])('months in %j', (text, months) => {
    expect(monthCount(text)).toBe(months);
  });
});
