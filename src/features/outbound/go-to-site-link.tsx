import * as React from 'react';
import { paths } from '../../config/paths';
import { encodeBase64 } from '../../lib/base64';

/** The product row fields the link needs; the product id is its outbound offer's id. */
export interface SiteLinkProduct {
  id: string;
  name: string;
  providerId: string;
  providerName: string;
}

/** Every product with an address on its bank's site has an outbound offer of this type. */
const OFFER_TYPE = 'Switch';

/**
 * The redirect page's address for a product (spec 7): it asks the server's /productRedirect/ for
 * the bank's address from our data; `webpage` is the page the visitor chose the product on.
 */
export function productSiteHref(product: SiteLinkProduct, webpage: string): string {
  const query = new URLSearchParams({
    pid: product.providerId,
    pname: product.providerName,
    o: product.id,
    vid: '',
    t: OFFER_TYPE,
    sid: '',
    webpage: encodeBase64(webpage),
  });
  return `${paths.redirect()}?${query.toString()}`;
}

const noSubscription = () => () => undefined;

/** This page's path in the browser; the home page's while the page is built. */
function usePagePath(): string {
  return React.useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => paths.home(),
  );
}

/**
 * "Go to site": leaves for the bank's own page in a new tab, through the redirect, which counts the
 * click. Only for products with an address on their bank's site (`hasSite` on table rows).
 */
export function GoToSiteLink({ product }: { product: SiteLinkProduct }) {
  const webpage = usePagePath();
  return (
    <a
      className="button button--secondary button--small go-to-site"
      href={productSiteHref(product, webpage)}
      target="_blank"
      rel="sponsored noopener"
      // The visible words first, so the name a voice user says is the one they see.
      aria-label={`Go to site, opens ${product.providerName}’s website for ${product.name} in a new tab`}
    >
      Go to site
      <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 14 14">
        <path d="M5 2H2v10h10V9M8 2h4v4M12 2 6 8" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </a>
  );
}
