import * as React from 'react';
import { site } from '../../config/site';

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the page, e.g. `/credit-cards/`. The canonical link is built from it. */
  pathname: string;
  noIndex?: boolean;
  children?: React.ReactNode;
}

/**
 * Rendered inside a Gatsby `Head` export: one title, description and canonical per page.
 *
 * The page's language is written into every page's `<html>` by gatsby-ssr.tsx, not here: Gatsby
 * sets a Head's `<html>` attributes again in the browser once the page has hydrated, and setting
 * `lang`, even to the same value, makes the browser restyle every element of the page (about
 * 13 ms on a product page, four times that on a phone).
 */
export function Seo({ title, description, pathname, noIndex, children }: SeoProps) {
  const fullTitle = title === site.name ? `${site.name}: ${site.tagline}` : `${title} | ${site.name}`;
  const canonical = new URL(pathname, site.siteUrl).toString();
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} data-canonical="true" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {children}
    </>
  );
}
