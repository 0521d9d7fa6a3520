/**
 * A product's address on its bank's site, the way the server seeds its outbound offers: the
 * product page, else the application page, and only an http(s) address. A product without one
 * gets no "Go to site" link, since the redirect has nowhere to send the visitor.
 */

function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function productSiteAddress(product: { url?: unknown; applicationUrl?: unknown }): string | null {
  return webAddress(product.url) ?? webAddress(product.applicationUrl);
}
