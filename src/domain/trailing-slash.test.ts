import { normaliseTrailingSlash } from './trailing-slash';

describe('trailing slashes', () => {
  it.each([
    ['/about', '/about/'],
    ['/about/', '/about/'],
    ['/user/sign-in', '/user/sign-in/'],
    ['/credit-cards//', '/credit-cards/'],
    ['/', '/'],
    ['', '/'],
  ])('%s becomes %s', (input, expected) => {
    expect(normaliseTrailingSlash(input)).toBe(expected);
  });

  it.each([
    '/redirect/index.html',
    '/page-data/app-data.json',
    '/app-1.js',
    '/app-1.js.map',
    '/robots.txt',
    '/sitemap.xml',
    '/fsg.pdf',
    '/GUIDE.PDF',
  ])('leaves the file address %s alone', (file) => {
    expect(normaliseTrailingSlash(file)).toBe(file);
    expect(normaliseTrailingSlash(`${file}/`)).toBe(file);
  });
});
