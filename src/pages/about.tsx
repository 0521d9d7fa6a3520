import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { InfoPage } from '../components/layout/info-page';
import { Seo } from '../components/seo/seo';
import { aboutPage } from '../content/pages/about';

export default function AboutPage() {
  return <InfoPage content={aboutPage} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={aboutPage.title} description={aboutPage.description} pathname={location.pathname} />
);
