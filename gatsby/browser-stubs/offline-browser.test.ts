/**
 * @jest-environment jest-fixed-jsdom
 *
 * The browser bundle's gatsby-plugin-offline APIs against the plugin's own: the same files cached
 * and the same messages to the service worker, but the links added in idle time, a few at a time.
 */
import * as ours from './offline-browser';

type Api = typeof ours;

const HEAD = `
  <script src="/webpack-runtime-1.js"></script>
  <script src="/app-2.js"></script>
  <link rel="stylesheet" href="/styles-3.css">
  <link rel="preload" href="/page-data/app-data.json" as="fetch">
  <link rel="preconnect" href="https://example.com">
  <link rel="manifest" href="/manifest.webmanifest">
  <style data-href="/inline-4.css"></style>`;

const resourcesOf = (path: string) => [
  `/page-data${path}page-data.json`,
  `/component${path.replace(/\//g, '-')}.js`,
];

let idleQueue: (() => void)[] = [];

/** The site has no path prefix; Gatsby's bundler defines this for the plugin's code. */
(globalThis as { __BASE_PATH__?: string }).__BASE_PATH__ = '';

function setUp(controller: { postMessage: jest.Mock } | null) {
  jest.resetModules();
  document.head.innerHTML = HEAD;
  idleQueue = [];
  window.requestIdleCallback = ((callback: () => void) =>
    idleQueue.push(callback)) as typeof requestIdleCallback;
  window.___swUpdated = undefined;
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
}

type OptionalWork = typeof import('../../src/lib/optional-work');
/** The optional-work module the last loaded APIs report through. */
let optionalWorkOfLoad: OptionalWork | undefined;

function load(which: 'ours' | 'plugin'): Api {
  let api: Api | undefined;
  jest.isolateModules(() => {
    optionalWorkOfLoad = jest.requireActual<OptionalWork>('../../src/lib/optional-work');
    api =
      which === 'ours'
        ? jest.requireActual<Api>('./offline-browser')
        : jest.requireActual<Api>('gatsby-plugin-offline/gatsby-browser');
  });
  return api as Api;
}

/** Failures the loaded APIs reported, as (during, error). */
function collectReports(): [string, unknown][] {
  const reports: [string, unknown][] = [];
  optionalWorkOfLoad?.setOptionalFailureReporter((during, error) => reports.push([during, error]));
  return reports;
}

const prefetchLinks = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) =>
    link.getAttribute('href'),
  );

/** Prefetches two pages before the worker is in control, then hands it control. */
function activate(api: Api) {
  api.onPostPrefetchPathname({ pathname: '/a/', getResourceURLsForPathname: resourcesOf });
  api.onPostPrefetchPathname({ pathname: '/b/', getResourceURLsForPathname: resourcesOf });
  const active = { postMessage: jest.fn() };
  api.onServiceWorkerActive({
    getResourceURLsForPathname: resourcesOf,
    serviceWorker: { active } as unknown as ServiceWorkerRegistration,
  });
  return active.postMessage;
}

describe("gatsby-plugin-offline's browser APIs in the bundle", () => {
  it('caches the files the plugin caches, in idle slices rather than at once', () => {
    setUp(null);
    const pluginMessages = activate(load('plugin'));
    const pluginLinks = prefetchLinks();
    expect(pluginLinks.length).toBeGreaterThan(8);

    setUp(null);
    const ourMessages = activate(load('ours'));
    expect(prefetchLinks()).toEqual([]);
    let slices = 0;
    while (idleQueue.length > 0) {
      idleQueue.shift()?.();
      slices += 1;
    }
    expect(prefetchLinks()).toEqual(pluginLinks);
    expect(slices).toBe(Math.ceil(pluginLinks.length / 4));
    expect(ourMessages.mock.calls).toEqual(pluginMessages.mock.calls);
    expect(ourMessages).toHaveBeenCalledWith({
      gatsbyApi: 'setPathResources',
      path: '/a/',
      resources: resourcesOf('/a/'),
    });
  });

  it('after an update, only asks the worker to forget the old files', () => {
    setUp(null);
    window.___swUpdated = true;
    const messages = activate(load('ours'));
    expect(messages.mock.calls).toEqual([[{ gatsbyApi: 'clearPathResources' }]]);
    expect(idleQueue).toEqual([]);
  });

  it('tells a worker in control about each page visited and prefetched, as the plugin does', () => {
    for (const which of ['plugin', 'ours'] as const) {
      const controller = { postMessage: jest.fn() };
      setUp(controller);
      const api = load(which);
      api.onRouteUpdate({
        location: { pathname: '/c/' } as Location,
        getResourceURLsForPathname: resourcesOf,
      });
      api.onPostPrefetchPathname({ pathname: '/d/', getResourceURLsForPathname: resourcesOf });
      expect(controller.postMessage.mock.calls).toEqual([
        [{ gatsbyApi: 'setPathResources', path: '/c/', resources: resourcesOf('/c/') }],
        [{ gatsbyApi: 'enableOfflineShell' }],
        [{ gatsbyApi: 'setPathResources', path: '/d/', resources: resourcesOf('/d/') }],
      ]);
    }
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty list', []],
  ])('takes an answer of %s from the lookup without throwing, and caches the page itself', (_, answer) => {
    setUp(null);
    const api = load('ours');
    const reports = collectReports();
    const lookup = (path: string) => (path === '/b/' ? answer : resourcesOf(path));
    api.onPostPrefetchPathname({ pathname: '/a/', getResourceURLsForPathname: lookup });
    api.onPostPrefetchPathname({ pathname: '/b/', getResourceURLsForPathname: lookup });
    const active = { postMessage: jest.fn() };
    expect(() =>
      api.onServiceWorkerActive({
        getResourceURLsForPathname: lookup,
        serviceWorker: { active } as unknown as ServiceWorkerRegistration,
      }),
    ).not.toThrow();
    while (idleQueue.length > 0) idleQueue.shift()?.();
    expect(reports).toEqual([]);
    // /a/ is told and cached; /b/, whose files the lookup does not know, is neither.
    const told = active.postMessage.mock.calls.map(([message]) => (message as { path?: string }).path);
    expect(told).toEqual(answer === null || answer === undefined ? ['/a/'] : ['/a/', '/b/']);
    expect(prefetchLinks()).toEqual([
      'http://localhost/webpack-runtime-1.js',
      'http://localhost/app-2.js',
      'http://localhost/styles-3.css',
      'http://localhost/page-data/app-data.json',
      '/inline-4.css',
      ...resourcesOf('/a/'),
    ]);
  });

  it('gives the lookup and the worker a page path without its query or hash', () => {
    setUp(null);
    const api = load('ours');
    const asked: string[] = [];
    const lookup = (path: string) => {
      asked.push(path);
      return resourcesOf(path);
    };
    api.onPostPrefetchPathname({
      pathname: '/credit-cards/?sort=annual-fee&dir=asc',
      getResourceURLsForPathname: lookup,
    });
    api.onPostPrefetchPathname({
      pathname: '/?utm_source=newsletter#top',
      getResourceURLsForPathname: lookup,
    });
    api.onPostPrefetchPathname({ pathname: '/credit-cards/?gclid=abc', getResourceURLsForPathname: lookup });
    const active = { postMessage: jest.fn() };
    api.onServiceWorkerActive({
      getResourceURLsForPathname: lookup,
      serviceWorker: { active } as unknown as ServiceWorkerRegistration,
    });
    expect(asked).toEqual(['/credit-cards/', '/']);
    expect(active.postMessage.mock.calls).toEqual([
      [{ gatsbyApi: 'setPathResources', path: '/credit-cards/', resources: resourcesOf('/credit-cards/') }],
      [{ gatsbyApi: 'setPathResources', path: '/', resources: resourcesOf('/') }],
    ]);
  });

  it('reports a lookup that throws instead of throwing into the page', () => {
    setUp(null);
    const api = load('ours');
    const reports = collectReports();
    const lookup = () => {
      throw new TypeError('object null is not iterable');
    };
    api.onPostPrefetchPathname({ pathname: '/a/', getResourceURLsForPathname: lookup });
    expect(() =>
      api.onServiceWorkerActive({
        getResourceURLsForPathname: lookup,
        serviceWorker: { active: { postMessage: jest.fn() } } as unknown as ServiceWorkerRegistration,
      }),
    ).not.toThrow();
    expect(reports).toEqual([
      ['caching the page for offline use', new TypeError('object null is not iterable')],
    ]);
  });

  it('registers the service worker outside previews', () => {
    expect(ours.registerServiceWorker()).toBe(true);
  });
});
