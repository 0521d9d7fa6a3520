import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import type { ProviderLink } from '../features/catalogue/view-models';

interface ProvidersContext {
  providers: (ProviderLink & { productCount: number })[];
}

function initialOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

export default function ProvidersPage({ pageContext }: PageProps<object, ProvidersContext>) {
  const groups = new Map<string, ProvidersContext['providers']>();
  for (const provider of pageContext.providers) {
    const key = initialOf(provider.name);
    groups.set(key, [...(groups.get(key) ?? []), provider]);
  }
  return (
    <Layout>
      <div className="container">
        <h1>Banks and lenders we compare</h1>
        <p className="lead">
          {pageContext.providers.length} Australian banks, credit unions, building societies and lenders, A to
          Z.
        </p>
        {[...groups.entries()].map(([letter, providers]) => (
          <section key={letter} aria-labelledby={`letter-${letter}`}>
            <h2 id={`letter-${letter}`}>{letter}</h2>
            <ul className="card-grid">
              {providers.map((provider) => (
                <li key={provider.id}>
                  <Link to={provider.overviewHref}>{provider.name}</Link>{' '}
                  <span className="legal">
                    ({provider.productCount} {provider.productCount === 1 ? 'product' : 'products'})
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Banks and lenders we compare"
    description="Every Australian bank, credit union and lender whose credit cards, loans and accounts StaySmart compares, A to Z."
    pathname={location.pathname}
  />
);
