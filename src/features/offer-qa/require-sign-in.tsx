import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '../../config/paths';
import { CheckingSignIn, SignInCheckFailed } from '../auth/components/auth-status-notice';
import { useAuthView } from '../auth/use-auth-state';
import type { UserDetails } from '../auth/user-details';

/**
 * The offer-qa guard (spec sections 2 and 5): these screens need a signed-in user; anyone else is
 * sent to /offer-qa/login, which brings them back here afterwards.
 */
export function RequireSignIn({
  heading,
  from,
  children,
}: {
  heading: string;
  from: string;
  children(user: UserDetails): React.ReactNode;
}) {
  const view = useAuthView();
  React.useEffect(() => {
    if (view.kind === 'signed-out') void navigate(paths.offerQaLogin(), { replace: true, state: { from } });
  }, [view.kind, from]);
  if (view.kind === 'signed-in') return <>{children(view.user)}</>;
  return (
    <div className="container narrow">
      <h1>{heading}</h1>
      {view.kind === 'checking' ? <CheckingSignIn /> : null}
      {view.kind === 'error' ? <SignInCheckFailed message={view.message} /> : null}
      {view.kind === 'signed-out' ? <p role="status">Taking you to sign in…</p> : null}
    </div>
  );
}
