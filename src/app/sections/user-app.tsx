import * as React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Router } from '@gatsbyjs/reach-router';
import { ClientOnlySection } from '../client-only-section';
import { NotFoundRoute } from '../section-routes';
import { Seo } from '../../components/seo/seo';
import { paths } from '../../config/paths';
import { AccountScreen } from '../../features/account/account-screen';
import { SignInScreen } from '../../features/auth/sign-in-screen';
import { SignUpScreen } from '../../features/auth/sign-up-screen';
import { normaliseTrailingSlash } from '../../domain/trailing-slash';

export function UserApp({ prerendered = false }: PageProps & { prerendered?: boolean }) {
  return (
    <ClientOnlySection prerendered={prerendered}>
      <Router basepath="/user" primary={false} component={React.Fragment}>
        <AccountScreen path="/" />
        <SignInScreen path="/sign-in" />
        <SignUpScreen path="/sign-up" />
        <NotFoundRoute default sectionName="your account" sectionHref={paths.user()} />
      </Router>
    </ClientOnlySection>
  );
}

const titles: Record<string, string> = {
  [paths.user()]: 'Your account',
  [paths.signIn()]: 'Sign in',
  [paths.signUp()]: 'Create your account',
};

/** The same app as the static page of its sign-in screen, whose HTML holds the screen. */
export const UserAppFirstScreen = (props: PageProps) => <UserApp {...props} prerendered />;

export const Head: HeadFC = ({ location }) => {
  const path = normaliseTrailingSlash(location.pathname);
  return (
    <Seo
      title={titles[path] ?? 'Account'}
      description="Sign in to StaySmart or create an account to keep your cards, offers and notifications in one place."
      pathname={path.includes('[...]') ? paths.user() : path}
      noIndex
    />
  );
};
