/**
 * Prefetching the pages links lead to, as Gatsby's own Link does (page data and code of a page
 * whose link is on screen, and at once for a link the pointer or a finger is on), but with one
 * IntersectionObserver for every link of the page instead of one per link. A comparison table has
 * some 90 links; an observer each meant 90 callbacks in one task just after hydration, about
 * 150 ms of a phone's main thread blocked.
 *
 * A page's code is found through the build's chunk map (./chunk-mapping.ts), fetched in idle time
 * once the first link is watched.
 *
 * The loader is Gatsby's runtime (`window.___loader`); where there is none (tests, the server)
 * nothing is prefetched.
 */
import { pathWithoutQuery } from '../../lib/address-query';
import { optional, settleOptional } from '../../lib/optional-work';
import { whenIdle } from '../../lib/idle';
import { loadChunkMapping } from './chunk-mapping';

interface PageLoader {
  /** Queues a page's data and code for fetching when the browser is idle. */
  enqueue(path: string): unknown;
  /** Loads a page's data and code now. */
  hovering(path: string): unknown;
}

function pageLoader(): PageLoader | null {
  if (typeof window === 'undefined') return null;
  return (window as { ___loader?: PageLoader }).___loader ?? null;
}

let observer: IntersectionObserver | null = null;
const pathOfLink = new WeakMap<Element, string>();

/**
 * Prefetching the page being shown could race its own, fresher load, and fetches nothing new; a
 * link to it with another query (a table's sort, a campaign's parameters) is the same page.
 */
function isPageShown(path: string): boolean {
  return pathWithoutQuery(path) === window.location.pathname;
}

const onLinksSeen = optional('prefetching linked pages', (entries: IntersectionObserverEntry[]) => {
  for (const entry of entries) {
    if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
    const path = pathOfLink.get(entry.target);
    observer?.unobserve(entry.target);
    pathOfLink.delete(entry.target);
    if (path !== undefined && !isPageShown(path)) pageLoader()?.enqueue(path);
  }
});

/** Prefetches `path` once `link` is on screen; the returned function stops watching. */
export function prefetchWhenSeen(link: Element, path: string): () => void {
  if (pageLoader() === null || typeof IntersectionObserver === 'undefined') return () => undefined;
  if (observer === null) {
    observer = new IntersectionObserver(onLinksSeen);
    // Once a page load, when the page is idle: what Gatsby's loader needs to prefetch a page's code.
    whenIdle(() => settleOptional('loading the chunk map', loadChunkMapping()));
  }
  pathOfLink.set(link, path);
  observer.observe(link);
  return () => {
    observer?.unobserve(link);
    pathOfLink.delete(link);
  };
}

/** Starts loading `path` now: the visitor is about to follow its link. */
export function prefetchNow(path: string): void {
  if (!isPageShown(path)) pageLoader()?.hovering(path);
}
