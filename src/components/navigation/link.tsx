/**
 * The site's link. A link to a page of the site is a plain anchor that the router follows without
 * a page load and whose page is prefetched (./prefetch.ts); any other address is a plain anchor.
 *
 * It replaces Gatsby's Link, which renders three components per anchor and gives each its own
 * IntersectionObserver: on a comparison table that was the longest task after hydration. The
 * behaviour is Gatsby's: a plain left click without modifier keys on a link without a target is
 * handled by the router (replacing the history entry when the link leads to the page shown); any
 * other click is left to the browser (new tab, download, a handler that prevented it).
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { Location } from '@gatsbyjs/reach-router';
import { isSitePath } from '../../domain/site-path';
import { normaliseTrailingSlash } from '../../domain/trailing-slash';
import { prefetchNow, prefetchWhenSeen } from './prefetch';

export type LinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path (`/credit-cards/`, with any query or hash) or a full address. */
  to: string;
  /** History state handed to the page the link leads to. */
  state?: Record<string, unknown>;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

/** A site path with the site's trailing-slash rule applied to its path part. */
export function siteHref(to: string): string {
  if (!isSitePath(to)) return to;
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  return normaliseTrailingSlash(pathname) + (cut === -1 ? '' : to.slice(cut));
}

function pathAndQuery(href: string): string {
  return href.split('#')[0] ?? href;
}

function leftToBrowser(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, state, replace, onClick, onMouseEnter, onTouchStart, ...anchorProps },
  forwardedRef,
) {
  const href = siteHref(to);
  const inSite = isSitePath(href);
  const anchorRef = React.useRef<HTMLAnchorElement | null>(null);

  React.useEffect(() => {
    const anchor = anchorRef.current;
    if (!inSite || anchor === null) return undefined;
    return prefetchWhenSeen(anchor, pathAndQuery(href));
  }, [href, inSite]);

  const setRefs = React.useCallback(
    (anchor: HTMLAnchorElement | null) => {
      anchorRef.current = anchor;
      if (typeof forwardedRef === 'function') forwardedRef(anchor);
      else if (forwardedRef) forwardedRef.current = anchor;
    },
    [forwardedRef],
  );

  if (!inSite) return <a href={href} ref={setRefs} onClick={onClick} {...anchorProps} />;

  return (
    <a
      href={href}
      ref={setRefs}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchNow(pathAndQuery(href));
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchNow(pathAndQuery(href));
      }}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        const toShownPage = encodeURI(pathAndQuery(href)) === window.location.pathname;
        void navigate(href, { state, replace: replace ?? toShownPage });
      }}
      {...anchorProps}
    />
  );
});

export type NavLinkProps = LinkProps & {
  /** Also active on the pages below this one (`/credit-cards/` on `/credit-cards/anz/`). */
  partiallyActive?: boolean;
};

/**
 * A link in the site's navigation: marked `aria-current="page"` on the page it leads to, and
 * given the class `is-active` there (and below it, when `partiallyActive`).
 */
export function NavLink({ partiallyActive = false, className, ...linkProps }: NavLinkProps) {
  const target = pathAndQuery(siteHref(linkProps.to));
  return (
    <Location>
      {({ location }) => {
        const current = location.pathname === target;
        const active = current || (partiallyActive && location.pathname.startsWith(target));
        const classes = [className, active ? 'is-active' : null].filter(Boolean).join(' ');
        return (
          <Link
            {...linkProps}
            className={classes === '' ? undefined : classes}
            aria-current={current ? 'page' : undefined}
          />
        );
      }}
    </Location>
  );
}
