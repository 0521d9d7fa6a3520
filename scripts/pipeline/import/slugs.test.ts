import { SlugBook, productSlugBase, slugify } from './slugs';

describe('slugify', () => {
  test.each([
    ['St.George Bank', 'st-george-bank'],
    ['P&N Bank', 'p-and-n-bank'],
    ["People's Choice", 'peoples-choice'],
    ['Citi Simplicity®', 'citi-simplicity'],
    ['  BOQ Blue Visa  ', 'boq-blue-visa'],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  test('slugs are unique within a book', () => {
    const book = new SlugBook();
    expect([book.claim('vertigo'), book.claim('vertigo'), book.claim('vertigo')]).toEqual([
      'vertigo',
      'vertigo-2',
      'vertigo-3',
    ]);
  });

  test.each([
    ['st-george-bank', 'Vertigo', 'st-george-bank-vertigo'],
    ['bankwest', 'Bankwest Zero Platinum Mastercard', 'bankwest-zero-platinum-mastercard'],
  ])('product slug for %s %j is %j', (provider, name, slug) => {
    expect(productSlugBase(provider, name)).toBe(slug);
  });
});
