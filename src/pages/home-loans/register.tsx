import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { InfoPage } from '../../components/layout/info-page';
import { Seo } from '../../components/seo/seo';
import { homeLoansRegisterPage } from '../../content/pages/home-loans-register';
import { HomeLoanRegisterPanel } from '../../features/home-loan-journey/register-panel';

export default function HomeLoansRegisterPage() {
  return (
    <InfoPage content={homeLoansRegisterPage}>
      <HomeLoanRegisterPanel />
    </InfoPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title={homeLoansRegisterPage.title}
    description={homeLoansRegisterPage.description}
    pathname={location.pathname}
  />
);
