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

function load(which: 'ours' | 'plugin'): Api {
  let api: Api | undefined;
  jest.isolateModules(() => {
    api =
      which === 'ours'
        ? jest.requireActual<Api>('./offline-browser')
        : jest.requireActual<Api>('gatsby-plugin-offline/gatsby-browser');
  });
  return api as Api;
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

  it('registers the service worker outside previews', () => {
    expect(ours.registerServiceWorker()).toBe(true);
  });
});
