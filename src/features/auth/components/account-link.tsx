import * as React from 'react';
import { Link } from '../../../components/navigation/link';
import { paths } from '../../../config/paths';
import { useOptionalAuth } from '../use-optional-user';

/** "Sign in" for a visitor, the first name once signed in; "Account" until that is known. */
export function AccountLink() {
  const auth = useOptionalAuth();
  if (auth?.user) {
    return (
      <Link to={paths.user()} className="button button--small">
        <span className="visually-hidden">Account for </span>
        {auth.user.firstName}
      </Link>
    );
  }
  const signedOut = auth !== null && (auth.status === 'succeeded' || auth.status === 'failed');
  return (
    <Link to={signedOut ? paths.signIn() : paths.user()} className="button button--small">
      {signedOut ? 'Sign in' : 'Account'}
    </Link>
  );
}
