import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { ComparisonRateWarning } from '../components/ui/comparison-rate-warning';
import { GeneralAdviceWarning } from '../components/ui/general-advice-warning';
import { paths } from '../config/paths';
import { formatCount, formatIsoDate } from '../domain/format';

interface ListedChange {
  on: string;
  productName: string;
  providerName: string;
  href: string;
  summary: string;
}

interface ProviderChange {
  on: string;
  name: string;
  kind: string;
  change: 'added' | 'withdrawn';
  href: string | null;
}

interface WhatsChangedContext {
  dataDate: string;
  categories: { code: string; name: string; changes: ListedChange[]; total: number; since: string | null }[];
  /** Banks and lenders added or withdrawn, newest first; absent from a build before they were recorded. */
  providers?: ProviderChange[];
}

function ProviderChanges({ changes }: { changes: ProviderChange[] }) {
  return (
    <section aria-labelledby="changes-providers">
      <h2 id="changes-providers">Banks and lenders</h2>
      <ol className="change-list">
        {changes.map((change, index) => (
          <li key={index}>
            <time dateTime={change.on}>{formatIsoDate(change.on)}</time>:{' '}
            {change.href === null ? change.name : <Link to={change.href}>{change.name}</Link>}, a{' '}
            {change.kind},{' '}
            {change.change === 'added'
              ? 'added: its products are compared here from that day'
              : 'withdrawn: it no longer publishes products we compare'}
            .
          </li>
        ))}
      </ol>
    </section>
  );
}

function plural(count: number, word: string): string {
  return `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
}

export default function WhatsChangedPage({ pageContext }: PageProps<object, WhatsChangedContext>) {
  const { dataDate, categories } = pageContext;
  const providers = pageContext.providers ?? [];
  return (
    <Layout>
      <div className="container narrow">
        <h1>What’s changed</h1>
        <p className="lead">
          Every change we have seen in the product data the banks publish, newest first: rates and fees that
          moved, and products added or withdrawn. The figures on this site are from{' '}
          <time dateTime={dataDate}>{formatIsoDate(dataDate)}</time>.
        </p>
        <nav aria-label="Categories on this page">
          <ul className="inline-list">
            {providers.length > 0 ? (
              <li>
                <a href="#changes-providers">Banks and lenders</a>
              </li>
            ) : null}
            {categories.map((category) => (
              <li key={category.code}>
                <a href={`#changes-${category.code}`}>{category.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        {providers.length > 0 ? <ProviderChanges changes={providers} /> : null}
        {categories.map((category) => (
          <section key={category.code} aria-labelledby={`changes-${category.code}`}>
            <h2 id={`changes-${category.code}`}>{category.name}</h2>
            {category.total === 0 ? (
              <p>No changes recorded yet. Changes show here after each refresh of the banks’ data.</p>
            ) : (
              <>
                <p>
                  {plural(category.total, 'change')} recorded since{' '}
                  <time dateTime={category.since ?? dataDate}>
                    {formatIsoDate(category.since ?? dataDate)}
                  </time>
                  {category.total > category.changes.length
                    ? `; the latest ${category.changes.length} are below`
                    : ''}
                  . Each product’s page has its history.
                </p>
                <ol className="change-list">
                  {category.changes.map((change, index) => (
                    <li key={index}>
                      <time dateTime={change.on}>{formatIsoDate(change.on)}</time>:{' '}
                      <Link to={change.href}>{change.productName}</Link> ({change.providerName}).{' '}
                      {change.summary}.
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        ))}
        <p>
          See also the <Link to={paths.status()}>site status</Link> for when the data was last refreshed.
        </p>
        <ComparisonRateWarning example="homeLoan" />
        <GeneralAdviceWarning />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="What’s changed: recent rate and fee changes"
    description="The latest changes to Australian credit card, home loan, personal loan, deposit and account rates and fees, from the banks’ own published data."
    pathname={location.pathname}
  />
);
