import fc from 'fast-check';
import { isSitePath } from './site-path';

const SITE = 'https://staysmart.example';

describe('paths on this site', () => {
  it.each([
    ['/', true],
    ['/credit-cards/', true],
    ['/credit-cards/?sort=rate#table', true],
    ['/guides/what%20is%20a%20comparison%20rate/', true],
    ['//evil.example/', false],
    ['/\\evil.example/', false],
    ['/\\/evil.example/', false],
    ['/guides/a\\b', false],
    ['/\t/evil.example/', false],
    ['/\n/evil.example/', false],
    ['/\r\n/evil.example/', false],
    ['/credit-cards/\u0000', false],
    ['/credit-cards/\u007f', false],
    ['https://evil.example/', false],
    ['credit-cards/', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%p: %p', (value, expected) => {
    expect(isSitePath(value)).toBe(expected);
  });

  it('never lets an address it takes leave the site, however it is written', () => {
    // The WHATWG URL parser is the one browsers use: it drops tabs and line breaks and reads
    // backslashes as slashes, so what it resolves is where a browser would go.
    const risky = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u007f',
      ' ',
      '.',
      'evil.example',
      '%2f',
      '%5c',
      ':',
      '@',
      '?',
      '#',
    );
    const addresses = fc.oneof(
      fc.array(risky, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.array(risky, { maxLength: 5 }).map((parts) => `/${parts.join('')}`),
      fc.string({ unit: 'binary', maxLength: 24 }),
      fc.string({ maxLength: 24 }).map((rest) => `/${rest}`),
    );
    fc.assert(
      fc.property(addresses, (address) => {
        if (!isSitePath(address)) return true;
        return new URL(address, SITE).origin === SITE;
      }),
      { numRuns: 20_000 },
    );
  });
});
