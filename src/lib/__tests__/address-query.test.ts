import { addressQueryValue } from '../address-query';

describe('a value of the address query', () => {
  it.each([
    ['?survey=abc', 'abc'],
    ['?survey=%20abc%20', 'abc'],
    ['?survey=', null],
    ['?survey=%20', null],
    ['?other=1', null],
    ['', null],
    ['?event=a.b.c&survey=s-1', 's-1'],
  ])('%s gives %j', (search, expected) => {
    window.history.replaceState({}, '', `/credit-cards/offers/${search}`);
    expect(addressQueryValue('survey')).toBe(expected);
  });
});
