import * as React from 'react';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { navigate } from 'gatsby';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { paths } from '../../config/paths';
import { CheckingSignIn, SignInCheckFailed } from './components/auth-status-notice';
import { SignUpFlow } from './components/sign-up-flow';
import { useAuthView } from './use-auth-state';

export function SignUpScreen(_props: RouteComponentProps) {
  const view = useAuthView();
  const headingRef = useScreenHeading();
  return (
    <div className="container narrow">
      <h1 ref={headingRef} tabIndex={-1}>
        Create your StaySmart account
      </h1>
      <p>
        An account keeps your card details and offers, and tells you when a better deal turns up. We confirm
        your e-mail and your mobile with one-time codes.
      </p>
      {view.kind === 'checking' ? <CheckingSignIn /> : null}
      {view.kind === 'error' ? <SignInCheckFailed message={view.message} /> : null}
      {view.kind === 'signed-in' ? (
        <p>
          You’re already signed in as {view.user.firstName}. <Link to={paths.user()}>Go to your account</Link>
        </p>
      ) : null}
      {view.kind === 'signed-out' ? (
        <SignUpFlow
          onSignedUp={() => void navigate(paths.user(), { replace: true })}
          footer={
            <p>
              Already have an account? <Link to={paths.signIn()}>Sign in</Link>
            </p>
          }
        />
      ) : null}
    </div>
  );
}
