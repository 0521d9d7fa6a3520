import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { InfoPage } from '../components/layout/info-page';
import { Seo } from '../components/seo/seo';
import { termsPage } from '../content/pages/terms';

export default function TermsPage() {
  return <InfoPage content={termsPage} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={termsPage.title} description={termsPage.description} pathname={location.pathname} />
);
