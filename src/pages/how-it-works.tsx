import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { InfoPage } from '../components/layout/info-page';
import { Seo } from '../components/seo/seo';
import { howItWorksPage } from '../content/pages/how-it-works';

export default function HowItWorksPage() {
  return <InfoPage content={howItWorksPage} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={howItWorksPage.title} description={howItWorksPage.description} pathname={location.pathname} />
);
