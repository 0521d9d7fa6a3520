/**
 * Where the link in a "confirm your e-mail" message lands. The token in the link names a survey and
 * an address; the page lists the reminders and alerts waiting for that address, and one button
 * starts them. Opening the link changes nothing by itself: mail scanners open links too.
 */
import * as React from 'react';
import { errorMessage } from '../../lib/error-message';
import {
  type FollowUpConfirmationState,
  postConfirmFollowUps,
  postFollowUpConfirmation,
} from './email-list-api';
import { tokenFromSearch } from './unsubscribe-screen';
import { useSubmit } from '../../components/forms/use-submit';

type Screen =
  | { status: 'loading' }
  | { status: 'no-token' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; state: FollowUpConfirmationState; changed: boolean };

function FollowUpList({ state }: { state: FollowUpConfirmationState }) {
  return (
    <ul>
      {state.followUps.map((followUp) => (
        <li key={followUp.kind}>{followUp.description}</li>
      ))}
    </ul>
  );
}

/** `search` is the page address's query; the page is built without one, so it is read after the first render. */
export function ConfirmEmailScreen({ search }: { search: string }) {
  const token = tokenFromSearch(search);
  const [screen, setScreen] = React.useState<Screen>({ status: 'loading' });
  const { busy, error: actionError, run } = useSubmit();
  // The button goes once it has worked: focus moves to what replaced it.
  const doneRef = React.useRef<HTMLParagraphElement>(null);
  const changed = screen.status === 'ready' && screen.changed;

  React.useEffect(() => {
    if (!token) {
      setScreen({ status: 'no-token' });
      return;
    }
    let current = true;
    postFollowUpConfirmation(token).then(
      (state) => current && setScreen({ status: 'ready', state, changed: false }),
      (error: unknown) => current && setScreen({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  React.useEffect(() => {
    if (changed) doneRef.current?.focus();
  }, [changed]);

  const confirm = () => {
    if (!token) return;
    void run(async () =>
      setScreen({ status: 'ready', state: await postConfirmFollowUps(token), changed: true }),
    );
  };

  if (screen.status === 'no-token')
    return (
      <p role="alert">
        This page needs the link from the e-mail we sent to confirm your address. Open the link from the
        e-mail, copying the whole of it.
      </p>
    );
  if (screen.status === 'loading') return <p role="status">Checking your link…</p>;
  if (screen.status === 'failed') return <p role="alert">{screen.message}</p>;

  const { state } = screen;
  if (state.confirmed)
    return (
      <>
        <p className="notice" role="status" tabIndex={-1} ref={doneRef}>
          {changed ? 'Thank you: your e-mail is confirmed. ' : 'This address is confirmed already. '}
          We’ll send {state.email}:
        </p>
        <FollowUpList state={state} />
        <p>Every e-mail has a link to stop it.</p>
      </>
    );
  return (
    <>
      <p role="status">Someone, probably you, asked us to e-mail {state.email}:</p>
      <FollowUpList state={state} />
      <p>We send none of them until you confirm that this address is yours.</p>
      <button type="button" className="button" aria-disabled={busy || undefined} onClick={confirm}>
        {busy ? 'Starting…' : 'Start my e-mails'}
      </button>
      {actionError ? <p role="alert">{actionError}</p> : null}
      <p>Not you? Close this page: we won’t e-mail this address about it again.</p>
    </>
  );
}
