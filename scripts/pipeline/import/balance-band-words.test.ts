import { balanceBandOfWords } from './balance-band-words';

describe('balanceBandOfWords', () => {
  test.each([
    ['Balance $0 to $10,000 ', { min: 0, max: 10_000, portion: false }],
    ['Balance $10,001 or more ', { min: 10_001, max: null, portion: false }],
    [' Balance $500 to $20,000', { min: 500, max: 20_000, portion: false }],
    [
      'base rate for balance between $3,000 and $4,999,999.99.',
      { min: 3_000, max: 4_999_999.99, portion: false },
    ],
    ['Account balances above $250,000.', { min: 250_000.01, max: null, portion: false }],
    ['Over $250,000', { min: 250_000.01, max: null, portion: false }],
    ['Rate applies on balances up to $250,000', { min: 0, max: 250_000, portion: true }],
    ['Introductory rate applies to balances up to $5,000,000 P6M', { min: 0, max: 5_000_000, portion: true }],
    [
      'The portion of any balance above $50,000 will not receive bonus interest.',
      { min: 0, max: 50_000, portion: true },
    ],
  ])('%s', (words, band) => {
    expect(balanceBandOfWords(words)).toEqual(band);
  });

  test.each([
    ['no amount', 'Bonus interest when you deposit each month'],
    ['an amount that is no balance', 'Bonus interest if you deposit at least $100 each month'],
    [
      'words about other rates',
      'Base rate of 0.35%.Bonus rate for balance above $10,000 is 2.60% if no withdrawal is made.',
    ],
    [
      'words about when another rate applies',
      'For the portion of the balance over $50,000 and/or if the bonus criteria is not met the standard rate will apply. ',
    ],
    ['a band that ends before it starts', 'Balance $10,000 to $5,000'],
    ['empty', '   '],
    [
      'a band that starts at the first dollar and has no end',
      'Variable interest on entire balance $1.00 and over. ',
    ],
    ['"up to $20 million", no limit at all', "you'll also get this for balances up to $20 million."],
    ['a condition about the balance', 'keep your account balance above $0 at all times.'],
    [
      'words about another time',
      'Base variable rate. Account balances above $250,000. The variable rate after 12 months.',
    ],
  ])('nothing from %s', (_name, words) => {
    expect(balanceBandOfWords(words)).toBeNull();
  });
});
