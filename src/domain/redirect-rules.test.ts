import { matchRedirect, parseRedirectRules } from './redirect-rules';
import table from '../../redirects.json';

const rules = parseRedirectRules([
  { from: '/no-interest-credit-cards/', to: '/interest-free-credit-cards/' },
  { from: '/86400*', to: '/providers/ubank/' },
  { from: '/old-guides/*', to: '/news-and-guides/*' },
]);

test.each([
  ['/no-interest-credit-cards/', '/interest-free-credit-cards/'],
  ['/no-interest-credit-cards/extra/', null],
  ['/no-interest-credit-cards', null],
  ['/86400', '/providers/ubank/'],
  ['/86400/accounts/savings/', '/providers/ubank/'],
  ['/864', null],
  ['/old-guides/balance-transfers/', '/news-and-guides/balance-transfers/'],
  ['/old-guides/', '/news-and-guides/'],
  ['/credit-cards/', null],
])('%s redirects to %s', (path, expected) => {
  expect(matchRedirect(rules, path)).toBe(expected);
});

test.each([
  [{}, /must hold an array/],
  [[{ from: 'no-slash', to: '/x/' }], /rule 1/],
  [[{ from: '/a/', to: 'https://evil.example/' }], /rule 1/],
  [[{ from: '/a/', to: '//evil.example/' }], /rule 1/],
  [[{ from: '/a/*/b', to: '/x/' }], /may only end the "from"/],
  [[{ from: '/a/', to: '/x/*' }], /needs a "from" ending in "\*"/],
])('rejects a bad table %j', (input, message) => {
  expect(() => parseRedirectRules(input)).toThrow(message);
});

test('the committed table holds the known rules and parses', () => {
  const parsed = parseRedirectRules(table);
  expect(matchRedirect(parsed, '/no-interest-credit-cards/')).toBe('/interest-free-credit-cards/');
  expect(matchRedirect(parsed, '/86400/anything')).toBe('/providers/ubank/');
  // The card app has no screens of its own for these: the offers already set the visitor's cards
  // against every card, balance transfers included.
  expect(matchRedirect(parsed, '/credit-cards/deal-vs-market/')).toBe('/credit-cards/offers/');
  expect(matchRedirect(parsed, '/credit-cards/refinance/')).toBe('/credit-cards/offers/');
  expect(matchRedirect(parsed, '/home-loans/deal-vs-market/')).toBeNull();
  expect(matchRedirect(parsed, '/home-loans/refinance/')).toBeNull();
});
