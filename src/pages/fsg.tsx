import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { InfoPage } from '../components/layout/info-page';
import { Seo } from '../components/seo/seo';
import { fsgPage } from '../content/pages/fsg';

export default function FinancialServicesGuidePage() {
  return <InfoPage content={fsgPage} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={fsgPage.title} description={fsgPage.description} pathname={location.pathname} />
);
