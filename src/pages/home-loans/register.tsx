import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { InfoPage } from '../../components/layout/info-page';
import { Seo } from '../../components/seo/seo';
import { homeLoansRegisterPage } from '../../content/pages/home-loans-register';

export default function HomeLoansRegisterPage() {
  return <InfoPage content={homeLoansRegisterPage} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title={homeLoansRegisterPage.title}
    description={homeLoansRegisterPage.description}
    pathname={location.pathname}
  />
);
