import { normaliseTrailingSlash, replaceWithNormalisedPath } from '../trailing-slash';

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

  it('rewrites the address bar in place, keeping query, hash and history state', () => {
    window.history.replaceState({ key: 'k1' }, '', '/user/sign-in?from=x#code');
    expect(replaceWithNormalisedPath()).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/user/sign-in/?from=x#code',
    );
    expect(window.history.state).toEqual({ key: 'k1' });
    expect(replaceWithNormalisedPath()).toBe(false);
  });
});
