import { parsePageHashesManifest } from './page-hashes';

const HASH = "'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='";

describe('reading the page hash list', () => {
  test('keeps the pages and their hash sources', () => {
    const manifest = { version: 1, pages: { '/index.html': { scripts: [HASH], styles: [] } } };
    expect(parsePageHashesManifest(manifest)).toEqual(manifest);
  });

  test.each([
    ['no version', { pages: {} }, /must hold/],
    ['pages as a list', { version: 1, pages: [] }, /must hold/],
    [
      'a page without a leading slash',
      { version: 1, pages: { 'index.html': { scripts: [], styles: [] } } },
      /index\.html/,
    ],
    [
      'a hash without quotes',
      { version: 1, pages: { '/a.html': { scripts: ['sha256-abc='], styles: [] } } },
      /\/a\.html/,
    ],
    [
      'text that would end the directive',
      { version: 1, pages: { '/a.html': { scripts: ["'sha256-abc='; script-src *"], styles: [] } } },
      /\/a\.html/,
    ],
    ['a page without styles', { version: 1, pages: { '/a.html': { scripts: [] } } }, /\/a\.html/],
  ])('refuses %s', (_name, input, message) => {
    expect(() => parsePageHashesManifest(input)).toThrow(message);
  });
});
