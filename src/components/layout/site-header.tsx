import * as React from 'react';
import { Link, NavLink } from '../navigation/link';
import { categories, categoryOrder, paths } from '../../config/paths';
import { site } from '../../config/site';
import { BrandMark } from './brand-mark';
import { SiteHeaderPartsContext, type SiteHeaderParts } from './site-header-parts';

function PlainAccountLink() {
  return (
    <Link to={paths.user()} className="button button--small">
      Account
    </Link>
  );
}

const plainParts: SiteHeaderParts = {
  AccountLink: PlainAccountLink,
  onLinkFollowed: () => undefined,
};

export function SiteHeader() {
  const { AccountLink, onLinkFollowed } = React.useContext(SiteHeaderPartsContext) ?? plainParts;
  // The spec's "navbar use": which header link was followed; links still work as links.
  const recordLinkFollowed = (event: React.MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (link) onLinkFollowed({ href: link.getAttribute('href'), text: link.textContent });
  };
  return (
    <header className="site-header" onClickCapture={recordLinkFollowed}>
      <div className="container site-header__bar">
        <Link to={paths.home()} className="brand">
          <BrandMark />
          <span>{site.name}</span>
        </Link>
        <nav className="site-nav" aria-label="Products">
          <ul>
            {categoryOrder.map((code) => (
              <li key={code}>
                <NavLink to={paths.category(code)} partiallyActive>
                  {categories[code].name}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={paths.guides()} partiallyActive>
                Guides
              </NavLink>
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
