/**
 * What the browser bundle gets for gatsby-plugin-offline's gatsby-browser file (see
 * gatsby/browser-bundle.ts): the plugin's four browser APIs, doing what its own do, with one
 * change. When the service worker first takes control, the plugin has it cache the page's own files
 * (and those of pages already prefetched) by adding a `<link rel="prefetch">` for each, every one
 * in the same task: some 20 ms of a phone's main thread, just as the page starts. Here the links go
 * in a few at a time, when the main thread is idle.
 *
 * The worker keys a page's files by its path alone (sw-append.js looks them up by the address's
 * pathname), so a path is given to Gatsby's lookup and to the worker without its query or hash.
 * The lookup answers null for a page whose data it has not loaded (a prefetch that failed, a page
 * with a query before its data came); such a page has no files to cache. Caching is optional work:
 * whatever fails in it is reported and never stops the page (src/lib/optional-work.ts).
 */
import { optional, runOptional } from '../../src/lib/optional-work';
import { pathWithoutQuery } from '../../src/lib/address-query';
import { eachInIdleSlices } from '../../src/lib/idle';

declare const __BASE_PATH__: string | undefined;

declare global {
  interface Window {
    /** Set by Gatsby's service worker registration when a new worker replaced the one in control. */
    ___swUpdated?: boolean;
  }
}

/** Gatsby's loader: a page's code and data files, or null when it has not loaded the page's data. */
type ResourcesOf = (pathname: string) => readonly string[] | null | undefined;

interface ServiceWorkerActiveArgs {
  getResourceURLsForPathname: ResourcesOf;
  serviceWorker: ServiceWorkerRegistration;
}

/** Link types whose files the page needs to show (the plugin's own list). */
const CACHED_LINK_RELS = /^(stylesheet|preload)$/;

/** Pages prefetched before the service worker took control, to tell it about once it does. */
const prefetchedPathnames: string[] = [];

export const registerServiceWorker = (): boolean => process.env.GATSBY_IS_PREVIEW !== 'true';

function headResources(doc: Document): string[] {
  const nodes = doc.querySelectorAll<HTMLElement>(
    'head > script[src], head > link[href], head > style[data-href]',
  );
  return Array.from(nodes)
    .filter((node) => node.tagName !== 'LINK' || CACHED_LINK_RELS.test(node.getAttribute('rel') ?? ''))
    .map(
      (node) =>
        (node as HTMLScriptElement).src ||
        (node as HTMLLinkElement).href ||
        (node.getAttribute('data-href') ?? ''),
    )
    .filter((url) => url !== '');
}

/** The page's files by Gatsby's lookup, or null when it knows none. */
function filesOf(path: string, resourcesOf: ResourcesOf): string[] | null {
  const files = resourcesOf(path);
  if (!Array.isArray(files)) return null;
  return files.filter((file): file is string => typeof file === 'string' && file !== '');
}

function prefetchThroughServiceWorker(doc: Document, resource: string): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.href = resource;
  link.onload = () => link.remove();
  link.onerror = () => link.remove();
  doc.head.appendChild(link);
}

export const onServiceWorkerActive = ({
  getResourceURLsForPathname,
  serviceWorker,
}: ServiceWorkerActiveArgs): void =>
  runOptional('caching the page for offline use', () => {
    if (process.env.GATSBY_IS_PREVIEW === 'true') return;
    // Just updated: this page is still the previous deploy's, so none of its files are cached.
    if (window.___swUpdated) {
      serviceWorker.active?.postMessage({ gatsbyApi: 'clearPathResources' });
      return;
    }
    const prefetched: string[] = [];
    for (const path of prefetchedPathnames) {
      const resources = filesOf(path, getResourceURLsForPathname);
      if (resources === null) continue;
      prefetched.push(...resources);
      serviceWorker.active?.postMessage({ gatsbyApi: 'setPathResources', path, resources });
    }
    const resources = [...headResources(document), ...prefetched];
    eachInIdleSlices(
      resources,
      optional('caching the page for offline use', (resource: string) =>
        prefetchThroughServiceWorker(document, resource),
      ),
    );
  });

function setPathResources(rawPath: string, getResourceURLsForPathname: ResourcesOf): void {
  if (window.___swUpdated || !('serviceWorker' in navigator)) return;
  const path = pathWithoutQuery(rawPath);
  const { controller } = navigator.serviceWorker;
  if (controller === null) {
    if (!prefetchedPathnames.includes(path)) prefetchedPathnames.push(path);
    return;
  }
  const resources = filesOf(path, getResourceURLsForPathname);
  if (resources !== null) controller.postMessage({ gatsbyApi: 'setPathResources', path, resources });
}

export const onRouteUpdate = ({
  location,
  getResourceURLsForPathname,
}: {
  location: Location;
  getResourceURLsForPathname: ResourcesOf;
}): void =>
  runOptional('telling the service worker about the page', () => {
    const basePath = typeof __BASE_PATH__ === 'string' ? __BASE_PATH__ : '';
    setPathResources(location.pathname.replace(basePath, ''), getResourceURLsForPathname);
    if ('serviceWorker' in navigator && navigator.serviceWorker.controller !== null)
      navigator.serviceWorker.controller.postMessage({ gatsbyApi: 'enableOfflineShell' });
  });

export const onPostPrefetchPathname = ({
  pathname,
  getResourceURLsForPathname,
}: {
  pathname: string;
  getResourceURLsForPathname: ResourcesOf;
}): void =>
  runOptional('telling the service worker about a prefetched page', () =>
    setPathResources(pathname, getResourceURLsForPathname),
  );
