import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { paths } from '../config/paths';
import { formatIsoDate } from '../domain/format';
import type { GuideSummary } from '../content/guide-types';

export default function NewsAndGuidesPage({ pageContext }: PageProps<object, { guides: GuideSummary[] }>) {
  return (
    <Layout>
      <div className="container">
        <h1>News and guides</h1>
        <p className="lead">
          Plain-English guides to the numbers that matter: comparison rates, balance transfers, reward points,
          refinancing and more. Written by our editorial team, checked against the rules in force.
        </p>
        <ul className="card-grid">
          {pageContext.guides.map((guide) => (
            <li key={guide.slug} className="tile">
              <p className="badge">{guide.categoryName}</p>
              <h2>
                <Link to={paths.guide(guide.slug)}>{guide.title}</Link>
              </h2>
              <p>{guide.description}</p>
              <p className="legal">
                Facts checked <time dateTime={guide.factsChecked}>{formatIsoDate(guide.factsChecked)}</time> ·{' '}
                {guide.readingMinutes} min read
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="News and guides"
    description="Guides to Australian credit cards, home loans, savings and more: comparison rates, balance transfers, reward points and refinancing."
    pathname={location.pathname}
  />
);
