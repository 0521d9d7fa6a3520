import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { formatCount, formatIsoDate } from '../domain/format';

interface StatusContext {
  snapshotDate: string;
  builtAt: string;
  counts: { label: string; count: number }[];
}

interface ApiStatus {
  ok: boolean;
  detail: string;
}

const apiBase = process.env.GATSBY_API_BASE ?? '/api/v1';

async function checkApi(): Promise<ApiStatus> {
  const started = performance.now();
  try {
    const response = await fetch(`${apiBase}/status/`, { method: 'POST', credentials: 'include' });
    const body = (await response.json()) as { status?: string; database?: { ok?: boolean } };
    const ms = Math.round(performance.now() - started);
    if (!response.ok)
      return { ok: false, detail: `The service answered with an error (${response.status}).` };
    const database =
      body.database?.ok === false ? ' The database is not reachable.' : ' The database is reachable.';
    return { ok: body.database?.ok !== false, detail: `The service answered in ${ms} ms.${database}` };
  } catch {
    return { ok: false, detail: 'The service could not be reached. Check your connection and try again.' };
  }
}

export default function StatusPage({ pageContext }: PageProps<object, StatusContext>) {
  const [api, setApi] = React.useState<ApiStatus | null>(null);
  React.useEffect(() => {
    void checkApi().then(setApi);
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
