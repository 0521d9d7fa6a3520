import * as React from 'react';
import { type HeadFC } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { paths } from '../config/paths';

/** Shown when the server fails (Gatsby's loader shows it for a page-data 500; the server serves it as /500.html). */
export default function ServerErrorPage() {
  return (
    <Layout>
      <div className="container narrow">
        <h1>Something went wrong on our side</h1>
        <p>
          The page couldn’t be loaded because of a problem with our server. It’s not something you did. Please
          try again in a minute.
        </p>
        <ul>
          <li>
            <a href={typeof window === 'undefined' ? '/' : window.location.href}>Try again</a>
          </li>
          <li>
            <Link to={paths.home()}>Home page</Link>
          </li>
          <li>
            <Link to={paths.status()}>Site status</Link>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Something went wrong"
    description="StaySmart could not load this page."
    pathname={location.pathname}
    noIndex
  />
);
