import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { InfoPage } from '../components/layout/info-page';
import { Seo } from '../components/seo/seo';
import { helpPage } from '../content/pages/help';

export default function HelpPage() {
  return <InfoPage content={helpPage} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={helpPage.title} description={helpPage.description} pathname={location.pathname} />
);
