import { isSitePath } from './site-path';

describe('paths on this site', () => {
  it.each([
    ['/', true],
    ['/credit-cards/', true],
    ['/credit-cards/?sort=rate#table', true],
    ['//evil.example/', false],
    ['/\\evil.example/', false],
    ['/\\/evil.example/', false],
    ['/guides/a\\b', true],
    ['https://evil.example/', false],
    ['credit-cards/', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%p: %p', (value, expected) => {
    expect(isSitePath(value)).toBe(expected);
  });
});
