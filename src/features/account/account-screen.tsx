import * as React from 'react';
import { useScreenHeading } from '../forms/use-screen-heading';
import { navigate } from 'gatsby';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppDispatch } from '../../store/hooks';
import { paths } from '../../config/paths';
import { signOut } from '../auth/auth-slice';
import { CheckingSignIn, SignInCheckFailed } from '../auth/components/auth-status-notice';
import { useAuthView, useVisitId } from '../auth/use-auth-state';
import { errorMessage } from '../errors/error-message';
import { FormAlert } from '../forms/form-alert';
import { FormActions } from '../forms/link-button';
import {
  type HistoryItem,
  postGetEventHistory,
  postGetUserNotifications,
  postGetUserProperties,
  postSetSubscription,
} from './account-api';
import { SavedCardsSection } from '../card-journey/saved-cards-section';
import { formatDateTime } from './date-time';
import { DetailsSection } from './details-section';
import { DevicesSection } from './devices-section';
import { historyLink } from './history-links';
import { describeRange } from './paging';
import { useApiResource } from './use-api-resource';

export const PAGE_SIZE = 5;

const listStyle: React.CSSProperties = { paddingLeft: '1.2rem' };

function Pager({
  label,
  offset,
  hasMore,
  busy,
  onChange,
}: {
  label: string;
  offset: number;
  hasMore: boolean;
  busy: boolean;
  onChange(offset: number): void;
}) {
  return (
    <nav aria-label={label}>
      <FormActions>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy || offset === 0}
          onClick={() => onChange(Math.max(0, offset - PAGE_SIZE))}
        >
          Newer
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy || !hasMore}
          onClick={() => onChange(offset + PAGE_SIZE)}
        >
          Older
        </button>
      </FormActions>
    </nav>
  );
}

function SubscriptionSection({ visitId }: { visitId: string | null }) {
  const properties = useApiResource(() => postGetUserProperties(visitId), [visitId]);
  const [subscribed, setSubscribed] = React.useState<boolean | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const current = subscribed ?? properties.data?.subscribed ?? null;

  const change = async (next: boolean) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      const answer = await postSetSubscription(visitId, next);
      setSubscribed(answer.subscribed);
      setMessage(
        answer.subscribed
          ? 'You’re subscribed to StaySmart e-mails.'
          : 'You’re unsubscribed from StaySmart e-mails.',
      );
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="account-email-heading">
      <h2 id="account-email-heading">E-mail updates</h2>
      {properties.status === 'failed' ? <FormAlert message={properties.error} /> : null}
      {current === null ? (
        properties.status !== 'failed' ? (
          <p role="status">Loading your e-mail settings…</p>
        ) : null
      ) : (
        <>
          <p>
            {current
              ? 'You get e-mails when a better deal for you turns up, and news about StaySmart.'
              : 'You don’t get StaySmart e-mails. Codes for signing in are always sent.'}
          </p>
          <FormActions>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void change(!current)}
            >
              {current ? 'Unsubscribe from e-mails' : 'Subscribe to e-mails'}
            </button>
          </FormActions>
        </>
      )}
      <FormAlert message={error} />
      <FormAlert message={message} tone="info" />
    </section>
  );
}

function NotificationsSection({ visitId }: { visitId: string | null }) {
  const [newOnly, setNewOnly] = React.useState(false);
  const [offset, setOffset] = React.useState(0);
  const list = useApiResource(
    () => postGetUserNotifications(visitId, newOnly, { limit: PAGE_SIZE, offset }),
    [visitId, newOnly, offset],
  );
  const page = list.data;
  return (
    <section aria-labelledby="account-notifications-heading">
      <h2 id="account-notifications-heading">Notifications</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={newOnly}
          onChange={(event) => {
            setNewOnly(event.target.checked);
            setOffset(0);
          }}
        />
        Show new notifications only
      </label>
      {list.status === 'failed' ? <FormAlert message={list.error} /> : null}
      <p role="status" aria-live="polite">
        {list.status === 'pending'
          ? 'Loading notifications…'
          : page
            ? `Notifications ${describeRange(page)}`
            : ''}
      </p>
      {page && page.items.length > 0 ? (
        <ul style={listStyle}>
          {page.items.map((item) => (
            <li key={item.id}>
              <h3>
                {item.title} {item.seen ? null : <span className="badge">New</span>}
              </h3>
              <p>{item.body}</p>
              <p className="legal">
                <time dateTime={item.createdAt ?? undefined}>{formatDateTime(item.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.total > PAGE_SIZE ? (
        <Pager
          label="Notification pages"
          offset={offset}
          hasMore={page.hasMore}
          busy={list.status === 'pending'}
          onChange={setOffset}
        />
      ) : null}
    </section>
  );
}

/** An entry's words, linked to the result it describes when there is one to open. */
function HistoryEntry({ item }: { item: HistoryItem }) {
  const link = historyLink(item);
  return link ? (
    <Link to={link.href}>
      {item.description}
      <span className="visually-hidden">: {link.label}</span>
    </Link>
  ) : (
    <>{item.description}</>
  );
}

function HistorySection({ visitId }: { visitId: string | null }) {
  const [offset, setOffset] = React.useState(0);
  const list = useApiResource(
    () => postGetEventHistory(visitId, { limit: PAGE_SIZE, offset }),
    [visitId, offset],
  );
  const page = list.data;
  return (
    <section aria-labelledby="account-history-heading">
      <h2 id="account-history-heading">Account history</h2>
      {list.status === 'failed' ? <FormAlert message={list.error} /> : null}
      <p role="status" aria-live="polite">
        {list.status === 'pending' ? 'Loading your history…' : page ? `Events ${describeRange(page)}` : ''}
      </p>
      {page && page.items.length > 0 ? (
        <ol style={listStyle}>
          {page.items.map((item) => (
            <li key={item.id}>
              <HistoryEntry item={item} />{' '}
              <span className="legal">
                <time dateTime={item.createdAt ?? undefined}>{formatDateTime(item.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {page && page.total > PAGE_SIZE ? (
        <Pager
          label="History pages"
          offset={offset}
          hasMore={page.hasMore}
          busy={list.status === 'pending'}
          onChange={setOffset}
        />
      ) : null}
    </section>
  );
}

function SignOutSection() {
  const dispatch = useAppDispatch();
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  return (
    <section aria-labelledby="account-sign-out-heading">
      <h2 id="account-sign-out-heading">Sign out</h2>
      <FormAlert message={error} />
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const result = await dispatch(signOut());
          setBusy(false);
          if (signOut.fulfilled.match(result)) void navigate(paths.signIn(), { state: { signedOut: true } });
          else setError(result.payload ?? 'We couldn’t sign you out. Please try again.');
        }}
      >
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
    </section>
  );
}

/** /user/: the signed-in visitor's details, e-mail settings, notifications and history. */
export function AccountScreen(_props: RouteComponentProps) {
  const view = useAuthView();
  const visitId = useVisitId();
  const headingRef = useScreenHeading();

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
        <>
          <p>Hello {view.user.firstName}.</p>
          <DetailsSection user={view.user} visitId={visitId} />
          <SavedCardsSection />
          <NotificationsSection visitId={visitId} />
          <DevicesSection visitId={visitId} />
          <HistorySection visitId={visitId} />
          <SubscriptionSection visitId={visitId} />
          <SignOutSection />
        </>
      ) : null}
    </div>
  );
}
