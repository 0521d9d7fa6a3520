import * as React from 'react';
import { Link } from '../navigation/link';
import { paths } from '../../config/paths';

/** Shown by a client-only section for an address it has no screen for. */
export function SectionNotFound({ sectionName, sectionHref }: { sectionName: string; sectionHref: string }) {
  return (
    <div className="container narrow">
      <h1>We can’t find that page</h1>
      <p>
        There’s nothing at this address in {sectionName}. It may have moved, or the link may be incomplete.
      </p>
      <ul>
        <li>
          <Link to={sectionHref}>Back to {sectionName}</Link>
        </li>
        <li>
          <Link to={paths.search()}>Search the site</Link>
        </li>
        <li>
          <Link to={paths.home()}>Home page</Link>
        </li>
      </ul>
    </div>
  );
}
