import * as React from 'react';
import { Link } from 'gatsby';
import { categories, categoryOrder, paths } from '../../config/paths';
import { site } from '../../config/site';
import { BrandMark } from './brand-mark';

export function SiteHeader() {
  return (
    <header className="site-header">
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
          <Link to={paths.user()} className="button button--small">
            Account
          </Link>
        </div>
      </div>
    </header>
  );
}
