/**
 * What the browser bundle gets for gatsby-plugin-offline's gatsby-browser file (see
 * gatsby/browser-bundle.ts): the plugin's four browser APIs, doing what its own do, with one
 * change. When the service worker first takes control, the plugin has it cache the page's own files
 * (and those of pages already prefetched) by adding a `<link rel="prefetch">` for each, every one
 * in the same task: some 20 ms of a phone's main thread, just as the page starts. Here the links go
 * in a few at a time, when the main thread is idle.
 */
import { eachInIdleSlices } from '../../src/lib/idle';

declare const __BASE_PATH__: string | undefined;

declare global {
  interface Window {
    /** Set by Gatsby's service worker registration when a new worker replaced the one in control. */
    ___swUpdated?: boolean;
  }
}

type ResourcesOf = (pathname: string) => string[];

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
}: ServiceWorkerActiveArgs): void => {
  if (process.env.GATSBY_IS_PREVIEW === 'true') return;
  // Just updated: this page is still the previous deploy's, so none of its files are cached.
  if (window.___swUpdated) {
    serviceWorker.active?.postMessage({ gatsbyApi: 'clearPathResources' });
    return;
  }
  const prefetched: string[] = [];
  for (const path of prefetchedPathnames) {
    const resources = getResourceURLsForPathname(path);
    prefetched.push(...resources);
    serviceWorker.active?.postMessage({ gatsbyApi: 'setPathResources', path, resources });
  }
  const resources = [...headResources(document), ...prefetched];
  eachInIdleSlices(resources, (resource) => prefetchThroughServiceWorker(document, resource));
};

function setPathResources(path: string, getResourceURLsForPathname: ResourcesOf): void {
  if (window.___swUpdated || !('serviceWorker' in navigator)) return;
  const { controller } = navigator.serviceWorker;
  if (controller === null) {
    prefetchedPathnames.push(path);
    return;
  }
  controller.postMessage({
    gatsbyApi: 'setPathResources',
    path,
    resources: getResourceURLsForPathname(path),
  });
}

export const onRouteUpdate = ({
  location,
  getResourceURLsForPathname,
}: {
  location: Location;
  getResourceURLsForPathname: ResourcesOf;
}): void => {
  const basePath = typeof __BASE_PATH__ === 'string' ? __BASE_PATH__ : '';
  setPathResources(location.pathname.replace(basePath, ''), getResourceURLsForPathname);
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller !== null)
    navigator.serviceWorker.controller.postMessage({ gatsbyApi: 'enableOfflineShell' });
};

export const onPostPrefetchPathname = ({
  pathname,
  getResourceURLsForPathname,
}: {
  pathname: string;
  getResourceURLsForPathname: ResourcesOf;
}): void => {
  setPathResources(pathname, getResourceURLsForPathname);
};
