import * as React from 'react';
import { Link } from '../../../components/navigation/link';
import { paths } from '../../../config/paths';
import { useOptionalAuth } from '../use-optional-user';

/**
 * "Account", to the account page, on every page and in every state: the page itself asks a
 * visitor who is not signed in to sign in. Once signed in, its name also says who (starting with
 * the word it shows) and so does its hover text.
 */
export function AccountLink() {
  const auth = useOptionalAuth();
  const firstName = auth?.user?.firstName;
  return (
    <Link
      to={paths.user()}
      className="button button--small"
      aria-label={firstName ? `Account, signed in as ${firstName}` : undefined}
      title={firstName ? `Signed in as ${firstName}` : undefined}
    >
      Account
    </Link>
  );
}
