/**
 * Where an e-mail's unsubscribe link lands. The token in the link names the address and the list;
 * one button leaves the list at once (nothing more to confirm), and the same page offers to undo
 * it. Opening the link changes nothing by itself: mail scanners open links too.
 */
import * as React from 'react';
import { errorMessage } from '../../lib/error-message';
import {
  type EmailListState,
  postEmailList,
  postLeaveEmailList,
  postResubscribeEmailList,
} from './email-list-api';
import { useSubmit } from '../../components/forms/use-submit';

type Screen =
  | { status: 'loading' }
  | { status: 'no-token' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; list: EmailListState; changed: boolean };

export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

/** `search` is the page address's query; the page is built without one, so it is read after the first render. */
export function UnsubscribeScreen({ search }: { search: string }) {
  const token = tokenFromSearch(search);
  const [screen, setScreen] = React.useState<Screen>({ status: 'loading' });
  const { busy, error: actionError, run } = useSubmit();

  React.useEffect(() => {
    if (!token) {
      setScreen({ status: 'no-token' });
      return;
    }
    let current = true;
    postEmailList(token).then(
      (list) => current && setScreen({ status: 'ready', list, changed: false }),
      (error: unknown) => current && setScreen({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const change = (call: (token: string) => Promise<EmailListState>) => {
    if (!token) return;
    void run(async () => setScreen({ status: 'ready', list: await call(token), changed: true }));
  };

  if (screen.status === 'no-token')
    return (
      <p role="alert">
        This page needs the unsubscribe link from one of our e-mails. Open the link from the e-mail, or write
        to <a href="mailto:help@staysmart.com.au">help@staysmart.com.au</a> and we will take you off the list.
      </p>
    );
  if (screen.status === 'loading') return <p role="status">Checking your link…</p>;
  if (screen.status === 'failed') return <p role="alert">{screen.message}</p>;

  const { list, changed } = screen;
  return (
    <>
      <p role="status">
        {list.subscribed
          ? `${list.email} gets ${list.description}.`
          : `${list.email} no longer gets ${list.description}${changed ? ': you are unsubscribed.' : '.'}`}
      </p>
      {list.subscribed ? (
        <button type="button" className="button" disabled={busy} onClick={() => change(postLeaveEmailList)}>
          Unsubscribe
        </button>
      ) : (
        <>
          <p>
            This stops only these e-mails. One-time codes for signing in are always sent, and your account (if
            you have one) keeps its notifications.
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => change(postResubscribeEmailList)}
          >
            Resubscribe
          </button>
        </>
      )}
      {actionError ? <p role="alert">{actionError}</p> : null}
    </>
  );
}
