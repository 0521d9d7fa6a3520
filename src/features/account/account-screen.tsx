import * as React from 'react';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { navigate } from 'gatsby';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppDispatch } from '../../store/hooks';
import { paths } from '../../config/paths';
import { signOut } from '../auth/auth-slice';
import { CheckingSignIn, SignInCheckFailed } from '../auth/components/auth-status-notice';
import { useAuthView, useVisitId } from '../auth/use-auth-state';
import { FormAlert } from '../../components/forms/form-alert';
import { SavedCardsSection } from '../card-journey/saved-cards-section';
import { AccountRefreshProvider, useAccountRefreshState } from './account-refresh';
import { DepositChecksSection } from './deposit-checks-section';
import { DetailsSection } from './details-section';
import { DevicesSection } from './devices-section';
import { HistorySection } from './history-section';
import { NewsSection } from './news-section';
import { NotificationsSection } from './notifications-section';
import { useSubmit } from '../../components/forms/use-submit';

function SignOutSection() {
  const dispatch = useAppDispatch();
  const { busy, error, setError, run } = useSubmit();
  return (
    <section aria-labelledby="account-sign-out-heading">
      <h2 id="account-sign-out-heading">Sign out</h2>
      <FormAlert message={error} />
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const result = await dispatch(signOut());
            if (signOut.fulfilled.match(result))
              void navigate(paths.signIn(), { state: { signedOut: true } });
            else setError(result.payload ?? 'We couldn’t sign you out. Please try again.');
          })
        }
      >
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
    </section>
  );
}

/**
 * /user/: the signed-in visitor's details, e-mail settings, notifications and history, each list
 * loaded again quietly after a change made here and when the page comes back into view.
 */
export function AccountScreen(_props: RouteComponentProps) {
  const view = useAuthView();
  const visitId = useVisitId();
  const headingRef = useScreenHeading();
  const refresh = useAccountRefreshState();

  React.useEffect(() => {
    if (view.kind === 'signed-out')
      void navigate(paths.signIn(), { replace: true, state: { from: paths.user() } });
  }, [view.kind]);

  return (
    <div className="container narrow">
      <h1 ref={headingRef} tabIndex={-1}>
        Your account
      </h1>
      {view.kind === 'checking' ? <CheckingSignIn /> : null}
      {view.kind === 'error' ? <SignInCheckFailed message={view.message} /> : null}
      {view.kind === 'signed-out' ? <p role="status">Taking you to sign in…</p> : null}
      {view.kind === 'signed-in' ? (
        <AccountRefreshProvider value={refresh}>
          <p>Hello {view.user.firstName}.</p>
          <DetailsSection user={view.user} visitId={visitId} />
          <SavedCardsSection onChanged={refresh.changed} refreshSignal={refresh.version} />
          <DepositChecksSection visitId={visitId} />
          <NotificationsSection visitId={visitId} />
          <DevicesSection visitId={visitId} />
          <HistorySection visitId={visitId} />
          <NewsSection visitId={visitId} />
          <SignOutSection />
        </AccountRefreshProvider>
      ) : null}
    </div>
  );
}
