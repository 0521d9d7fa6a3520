import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { AccountChangeScreen } from '../features/account/account-change-screen';

/** Where the e-mail about a changed mobile number or name leads. */
export default function AccountChangePage({ location }: PageProps) {
  return (
    <Layout>
      <div className="container narrow">
        <h1>A change to your account</h1>
        <AccountChangeScreen search={location.search} />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="A change to your account"
    description="Undo a change to the mobile number or name of your StaySmart account."
    pathname={location.pathname}
    noIndex
  />
);
