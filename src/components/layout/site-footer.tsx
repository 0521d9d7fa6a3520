import * as React from 'react';
import { Link } from '../navigation/link';
import { categories, categoryOrder, paths } from '../../config/paths';
import { site } from '../../config/site';
import { GeneralAdviceWarning } from '../ui/general-advice-warning';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label="Compare">
          <ul>
            {categoryOrder.map((code) => (
              <li key={code}>
                <Link to={paths.category(code)}>{categories[code].name}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.calculators()}>Calculators</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="About us">
          <ul>
            <li>
              <Link to={paths.about()}>About</Link>
            </li>
            <li>
              <Link to={paths.howItWorks()}>How it works</Link>
            </li>
            <li>
              <Link to={paths.providers()}>Providers</Link>
            </li>
            <li>
              <Link to={paths.guides()}>News and guides</Link>
            </li>
            <li>
              <Link to={paths.help()}>Help</Link>
            </li>
            <li>
              <Link to={paths.fsg()}>Financial Services Guide</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>Privacy</Link>
            </li>
            <li>
              <Link to={paths.terms()}>Terms of use</Link>
            </li>
            <li>
              <Link to={paths.status()}>Site status</Link>
            </li>
            <li>
              <Link to={paths.whatsChanged()}>What’s changed</Link>
            </li>
          </ul>
        </nav>
        <GeneralAdviceWarning tone="footer" />
        <p>
          © {site.name}. Product data comes from what Australian banks publish under the Consumer Data Right.
          Contact us at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </div>
    </footer>
  );
}
