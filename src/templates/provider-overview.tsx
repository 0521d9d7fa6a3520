import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { Breadcrumbs } from '../components/layout/breadcrumbs';
import { FactList } from '../features/catalogue/fact-list';
import { NonBankLenderNote } from '../features/catalogue/non-bank-lender-note';
import type { ProviderOverviewContext } from '../features/catalogue/view-models';
import { paths } from '../config/paths';
import { formatAbn, formatIsoDate } from '../domain/format';

/** Everything about one provider: who they are and what they offer in each category. */
export default function ProviderOverviewTemplate({
  pageContext,
}: PageProps<object, ProviderOverviewContext>) {
  const { provider, categories, facts, asOf } = pageContext;
  return (
    <Layout>
      <div className="container">
        <Breadcrumbs trail={[{ label: 'Providers', href: paths.providers() }]} current={provider.name} />
        <h1>{provider.name}</h1>
        <p className="lead">{provider.overview}</p>
        {provider.bank ? null : <NonBankLenderNote name={provider.name} />}
        {facts.length > 0 ? <FactList facts={facts} /> : null}
        <h2>What {provider.name} offers</h2>
        <ul className="card-grid">
          {categories.map((category) => (
            <li key={category.code} className="tile">
              <h3>
                <Link to={category.href}>{category.name}</Link>
              </h3>
              <p>
                {category.count} {category.count === 1 ? 'product' : 'products'}
                {category.headline ? `. ${category.headline}` : ''}
              </p>
            </li>
          ))}
        </ul>
        <h2>Why people choose {provider.name}</h2>
        <p>{provider.advantages}</p>
        <h2>Security</h2>
        <p>{provider.security}</p>
        <h2>Service</h2>
        <p>{provider.service}</p>
        <p className="legal">
          {provider.abn ? `ABN ${formatAbn(provider.abn)}. ` : ''}Product figures as of{' '}
          <time dateTime={asOf}>{formatIsoDate(asOf)}</time>.
          {provider.website ? (
            <>
              {' '}
              <a href={provider.website} rel="noopener noreferrer external">
                {provider.name}’s website
              </a>
              .
            </>
          ) : null}
        </p>
      </div>
    </Layout>
  );
}

export const Head: HeadFC<object, ProviderOverviewContext> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.provider.name}: products, rates and fees`}
    description={`${pageContext.provider.name} at a glance: the credit cards, loans and accounts it offers, with rates and fees compared.`}
    pathname={location.pathname}
  />
);
