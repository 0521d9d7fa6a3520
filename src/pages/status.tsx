import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { formatCount, formatIsoDate } from '../domain/format';
import { checkServiceStatus, type ServiceStatus } from '../features/site-status/service-status';

interface StatusContext {
  snapshotDate: string;
  builtAt: string;
  counts: { label: string; count: number }[];
}

export default function StatusPage({ pageContext }: PageProps<object, StatusContext>) {
  const [api, setApi] = React.useState<ServiceStatus | null>(null);
  React.useEffect(() => {
    void checkServiceStatus().then(setApi);
  }, []);
  return (
    <Layout>
      <div className="container narrow">
        <h1>Site status</h1>
        <h2>Sign-in, surveys and offers</h2>
        <p role="status" className={api && !api.ok ? 'notice notice--warning' : 'notice'}>
          {api === null
            ? 'Checking the service…'
            : `${api.ok ? 'Working normally.' : 'Having problems.'} ${api.detail}`}
        </p>
        <h2>Product data</h2>
        <p>
          Rates and fees come from the product data Australian banks published under the Consumer Data Right,
          as of <time dateTime={pageContext.snapshotDate}>{formatIsoDate(pageContext.snapshotDate)}</time>.
          This site was built on{' '}
          <time dateTime={pageContext.builtAt}>{formatIsoDate(pageContext.builtAt)}</time>.
        </p>
        <table className="compare">
          <caption className="visually-hidden">Products compared, by category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className="num">
                Products
              </th>
            </tr>
          </thead>
          <tbody>
            {pageContext.counts.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="num">{formatCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Site status"
    description="Whether StaySmart’s sign-in, survey and offer services are working, and how fresh our product data is."
    pathname={location.pathname}
  />
);
