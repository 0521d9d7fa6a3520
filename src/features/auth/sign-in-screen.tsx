import * as React from 'react';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { navigate } from 'gatsby';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { paths } from '../../config/paths';
import { isSitePath } from '../../domain/site-path';
import { CheckingSignIn, SignInCheckFailed } from './components/auth-status-notice';
import { SignInFlow } from './components/sign-in-flow';
import { useAuthView } from './use-auth-state';

export interface SignInScreenProps extends RouteComponentProps {
  heading?: string;
  /** Where to go once signed in, unless the visitor was sent here from somewhere else. */
  defaultNext?: string;
  intro?: React.ReactNode;
}

/** Where the visitor was going when they were sent to sign in, if it is one of our pages. */
export function nextFromState(state: unknown, fallback: string): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return isSitePath(from) ? from : fallback;
}

export function SignInScreen({
  location,
  heading = 'Sign in',
  defaultNext = paths.user(),
  intro,
}: SignInScreenProps) {
  const view = useAuthView();
  const next = nextFromState(location?.state, defaultNext);
  const justSignedOut = Boolean((location?.state as { signedOut?: boolean } | null)?.signedOut);
  const headingRef = useScreenHeading();
  return (
    <div className="container narrow">
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {justSignedOut && view.kind === 'signed-out' ? <p className="notice">You’ve signed out.</p> : null}
      {intro ?? <p>We’ll send you a one-time code. There’s no password to remember.</p>}
      {view.kind === 'checking' ? <CheckingSignIn /> : null}
      {view.kind === 'error' ? <SignInCheckFailed message={view.message} /> : null}
      {view.kind === 'signed-in' ? (
        <p>
          You’re signed in as {view.user.firstName} {view.user.lastName}. <Link to={next}>Continue</Link>
        </p>
      ) : null}
      {view.kind === 'signed-out' ? (
        <SignInFlow
          onSignedIn={() => void navigate(next, { replace: true })}
          footer={
            <p>
              New to StaySmart? <Link to={paths.signUp()}>Create an account</Link>
            </p>
          }
        />
      ) : null}
    </div>
  );
}
