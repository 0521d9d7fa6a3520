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

const NAV_ID = 'site-nav';

/**
 * The header: the brand, the product menu, search and the account link. On a wide screen the
 * menu is one line beside them; on a narrower one it folds behind a "Menu" button, so the header
 * is one short bar (brand, Menu, Account) and the menu opens under it, with search in it.
 */
export function SiteHeader() {
  const { AccountLink, onLinkFollowed } = React.useContext(SiteHeaderPartsContext) ?? plainParts;
  const [menuOpen, setMenuOpen] = React.useState(false);
  const toggle = React.useRef<HTMLButtonElement>(null);
  // The spec's "navbar use": which header link was followed; links still work as links.
  const recordLinkFollowed = (event: React.MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    onLinkFollowed({ href: link.getAttribute('href'), text: link.textContent });
    setMenuOpen(false);
  };
  const closeOnEscape = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggle.current?.focus();
  };
  return (
    <header className="site-header" onClickCapture={recordLinkFollowed} onKeyDown={closeOnEscape}>
      <div className="container site-header__bar">
        <Link to={paths.home()} className="brand">
          <BrandMark />
          <span>{site.name}</span>
        </Link>
        <nav className="site-nav" id={NAV_ID} aria-label="Products" data-open={menuOpen ? '' : undefined}>
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
            <li className="site-nav__search">
              <NavLink to={paths.search()}>Search</NavLink>
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <Link to={paths.search()} className="button button--secondary button--small header-search">
            Search
          </Link>
          <button
            ref={toggle}
            type="button"
            className="button button--secondary button--small nav-toggle"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <AccountLink />
        </div>
      </div>
    </header>
  );
}
