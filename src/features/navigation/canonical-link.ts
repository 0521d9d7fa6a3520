/**
 * The canonical link follows the current path, query and hash (spec section 2). Seo renders
 * `<link rel="canonical" data-canonical>` from the path only (Gatsby's Head sees no query or
 * hash), and Gatsby's Head re-creates that element after route changes; so the href is set on
 * every route update and again whenever the element is replaced.
 */
import { site } from '../../config/site';

export const CANONICAL_SELECTOR = 'link[rel="canonical"][data-canonical]';

export function canonicalUrl(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  siteUrl: string = site.siteUrl,
): string {
  const url = new URL(location.pathname, siteUrl);
  url.search = location.search;
  url.hash = location.hash;
  return url.toString();
}

export function syncCanonicalLink(doc: Document = document, location: Location = doc.location): void {
  const link = doc.head.querySelector<HTMLLinkElement>(CANONICAL_SELECTOR);
  if (!link) return;
  const href = canonicalUrl(location);
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

let observer: MutationObserver | null = null;

/** Keeps the canonical link in step when Gatsby's Head swaps the element. */
export function watchCanonicalLink(doc: Document = document): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(() => syncCanonicalLink(doc));
  observer.observe(doc.head, { childList: true });
  syncCanonicalLink(doc);
}
