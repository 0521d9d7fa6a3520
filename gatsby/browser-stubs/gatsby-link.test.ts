/**
 * The browser bundle's gatsby-link helpers against gatsby-link itself: the same answers for the
 * same input, under the site's settings (no path prefix, trailing slash always) and others.
 */
import * as gatsbyLinkModule from 'gatsby-link';
import * as ours from './gatsby-link';

/** gatsby-link's types leave out parsePath and split navigate by argument; it is called like ours. */
const gatsbyLink = gatsbyLinkModule as unknown as typeof ours;

type Globals = { __BASE_PATH__?: string; __PATH_PREFIX__?: string; __TRAILING_SLASH__?: string };
const globals = globalThis as Globals & { window?: unknown };

function withSettings(settings: Globals, run: () => void) {
  const saved = { ...globals };
  Object.assign(globals, settings);
  try {
    run();
  } finally {
    for (const key of ['__BASE_PATH__', '__PATH_PREFIX__', '__TRAILING_SLASH__', 'window'] as const)
      if (key in saved) globals[key] = saved[key] as never;
      else delete globals[key];
  }
}

/** Where each module's navigate sends the router, from a page at `currentPath`. */
function navigatedTo(
  module: { navigate: (to: string | number) => void },
  to: string | number,
  currentPath: string,
) {
  const calls: unknown[][] = [];
  globals.window = {
    location: { pathname: currentPath },
    ___navigate: (...args: unknown[]) => calls.push(args),
  };
  module.navigate(to);
  return calls;
}

const paths = [
  '/',
  '',
  '/credit-cards',
  '/credit-cards/',
  '/credit-cards?sort=fee#table',
  '/credit-cards/?',
  '/credit-cards/#',
  '/sitemap.xml',
  'about',
  './estimate',
  '../about/',
  'estimate?card=1',
  'https://www.example.com/page',
  'mailto:help@example.com',
  '//cdn.example.com/x',
];

const settings: [string, Globals][] = [
  [
    'the site (no prefix, trailing slash always)',
    { __BASE_PATH__: '', __PATH_PREFIX__: '', __TRAILING_SLASH__: 'always' },
  ],
  ['trailing slash never', { __BASE_PATH__: '', __PATH_PREFIX__: '', __TRAILING_SLASH__: 'never' }],
  [
    'trailing slash ignored, a path prefix',
    { __BASE_PATH__: '/blog', __PATH_PREFIX__: '/blog', __TRAILING_SLASH__: 'ignore' },
  ],
  ['nothing set', {}],
];

describe.each(settings)('gatsby-link helpers with %s', (_name, setting) => {
  it.each(paths)('parsePath(%p)', (path) => {
    withSettings(setting, () => expect(ours.parsePath(path)).toEqual(gatsbyLink.parsePath(path)));
  });

  it.each(paths)('withPrefix(%p) and withAssetPrefix', (path) => {
    withSettings(setting, () => {
      expect(ours.withPrefix(path)).toBe(gatsbyLink.withPrefix(path));
      expect(ours.withAssetPrefix(path)).toBe(gatsbyLink.withAssetPrefix(path));
    });
  });

  it.each([...paths, -1, 2])('navigate(%p) from /credit-cards/anz/', (to) => {
    withSettings(setting, () => {
      const expected = navigatedTo(gatsbyLink, to, '/credit-cards/anz/');
      expect(expected).toHaveLength(1);
      expect(navigatedTo(ours, to, '/credit-cards/anz/')).toEqual(expected);
    });
  });
});

it("says so when gatsby-link's component is used", () => {
  expect(() => ours.Link()).toThrow(/the site's Link/);
});

it('says so when navigate is called before the router has started', () => {
  withSettings({}, () => {
    globals.window = { location: { pathname: '/' } };
    expect(() => ours.navigate('/about/')).toThrow(/router has not started/);
  });
});
