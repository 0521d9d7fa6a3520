import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { UnsubscribeScreen } from '../features/email-lists/unsubscribe-screen';

/** Where the unsubscribe link in every follow-up e-mail leads. */
export default function UnsubscribePage({ location }: PageProps) {
  return (
    <Layout>
      <div className="container narrow">
        <h1>Unsubscribe</h1>
        <UnsubscribeScreen search={location.search} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Unsubscribe"
    description="Stop an e-mail list from StaySmart, or start it again."
    pathname={location.pathname}
    noIndex
  />
);
