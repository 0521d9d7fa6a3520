import * as React from 'react';
import { Link } from 'gatsby';
import { categories, categoryOrder, paths } from '../../config/paths';
import { site } from '../../config/site';
import { useOptionalAuth } from '../../features/auth/use-optional-user';
import { trackedActions } from '../../features/tracking/action-names';
import { track } from '../../features/tracking/track';
import { BrandMark } from './brand-mark';

/** "Sign in" for a visitor, the first name once signed in; "Account" until that is known. */
function AccountLink() {
  const auth = useOptionalAuth();
  if (auth?.user) {
    return (
      <Link to={paths.user()} className="button button--small">
        <span className="visually-hidden">Account for </span>
        {auth.user.firstName}
      </Link>
    );
  }
  const signedOut = auth !== null && (auth.status === 'succeeded' || auth.status === 'failed');
  return (
    <Link to={signedOut ? paths.signIn() : paths.user()} className="button button--small">
      {signedOut ? 'Sign in' : 'Account'}
    </Link>
  );
}

/** Records which header link was followed (the spec's "navbar use"); links still work as links. */
function trackNavbarUse(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest('a');
  if (link) track(trackedActions.navbarUse, { href: link.getAttribute('href'), text: link.textContent });
}

export function SiteHeader() {
  return (
    <header className="site-header" onClickCapture={trackNavbarUse}>
      <div className="container site-header__bar">
        <Link to={paths.home()} className="brand">
          <BrandMark />
          <span>{site.name}</span>
        </Link>
        <nav className="site-nav" aria-label="Products">
          <ul>
            {categoryOrder.map((code) => (
              <li key={code}>
                <Link to={paths.category(code)} partiallyActive activeClassName="is-active">
                  {categories[code].name}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.guides()} partiallyActive>
                Guides
              </Link>
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <Link to={paths.search()} className="button button--secondary button--small">
            Search
          </Link>
          <AccountLink />
        </div>
      </div>
    </header>
  );
}
