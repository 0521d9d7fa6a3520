import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { ConfirmEmailScreen } from '../features/email-lists/confirm-email-screen';

/** Where the link in the e-mail that confirms an address for reminders and alerts leads. */
export default function ConfirmEmailPage({ location }: PageProps) {
  return (
    <Layout>
      <div className="container narrow">
        <h1>Confirm your e-mail</h1>
        <ConfirmEmailScreen search={location.search} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Confirm your e-mail"
    description="Start the reminders and alerts you asked StaySmart for."
    pathname={location.pathname}
    noIndex
  />
);
