import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { InfoPage } from '../components/layout/info-page';
import { Seo } from '../components/seo/seo';
import { cdrSandboxSuccessPage } from '../content/pages/cdr-sandbox-success';

export default function CdrSandboxSuccessPage() {
  return <InfoPage content={cdrSandboxSuccessPage} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title={cdrSandboxSuccessPage.title}
    description={cdrSandboxSuccessPage.description}
    pathname={location.pathname}
  />
);
