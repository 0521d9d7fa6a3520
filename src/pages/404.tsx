import * as React from 'react';
import { type HeadFC } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { categories, categoryOrder, paths } from '../config/paths';

export default function NotFoundPage() {
  return (
    <Layout>
      <div className="container narrow">
        <h1>We can’t find that page</h1>
        <p>
          The page may have moved, or the address may have a typo. Try{' '}
          <Link to={paths.search()}>searching</Link> for a bank or product, or start from one of these:
        </p>
        <ul className="link-list">
          {categoryOrder.map((code) => (
            <li key={code}>
              <Link to={paths.category(code)}>{categories[code].name}</Link>
            </li>
          ))}
          <li>
            <Link to={paths.home()}>Home page</Link>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

// No robots tag: every missing address is answered with this page and HTTP status 404, which is
// what tells a search engine there is nothing to index; the page's own address is linked nowhere.
export const Head: HeadFC = ({ location }) => (
  <Seo title="Page not found" description="We couldn’t find that page." pathname={location.pathname} />
);
