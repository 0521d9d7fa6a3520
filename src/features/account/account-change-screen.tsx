/**
 * Where the e-mail about a changed mobile number or name leads. The token in the link names the
 * change; one button undoes it within its week, which also signs every device out of the account.
 * Opening the link changes nothing by itself: mail scanners open links too.
 */
import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchUserDetails } from '../auth/auth-slice';
import { errorMessage } from '../../lib/error-message';
import { FormAlert } from '../../components/forms/form-alert';
import {
  type AccountChange,
  postAccountChange,
  postUndoAccountChange,
  type UndoneAccountChange,
} from './account-api';
import { useSubmit } from '../../components/forms/use-submit';

type Screen =
  | { status: 'loading' }
  | { status: 'no-token' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; change: AccountChange }
  | { status: 'undone'; change: UndoneAccountChange };

export function changeTokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-AU', {
    timeZone: 'Australia/Sydney',
    dateStyle: 'full',
    timeStyle: 'short',
  });
}

const WHAT: Record<AccountChange['kind'], string> = {
  mobile: 'the mobile number of your StaySmart account',
  name: 'the name on your StaySmart account',
};

function UndoneNotice({ change }: { change: UndoneAccountChange }) {
  const devices = change.signedOutDevices;
  return (
    <>
      <p role="status">
        Done: {change.kind === 'mobile' ? 'your earlier mobile number is' : 'your earlier name is'} back
        {devices > 0
          ? `, and ${devices === 1 ? 'one device was' : `${devices} devices were`} signed out`
          : ''}
        .
      </p>
      <p>
        <Link to={paths.signIn()}>Sign in again</Link> with a code sent to your e-mail address.
      </p>
    </>
  );
}

/** `search` is the page address's query; the page is built without one, so it is read after the first render. */
export function AccountChangeScreen({ search }: { search: string }) {
  const token = changeTokenFromSearch(search);
  const dispatch = useAppDispatch();
  const started = useAppSelector((state) => state.visit.status === 'succeeded');
  const [screen, setScreen] = React.useState<Screen>({ status: 'loading' });
  const { busy, error, run } = useSubmit();

  React.useEffect(() => {
    if (!token) {
      setScreen({ status: 'no-token' });
      return;
    }
    let current = true;
    postAccountChange(token).then(
      (change) => current && setScreen({ status: 'ready', change }),
      (failure: unknown) => current && setScreen({ status: 'failed', message: errorMessage(failure) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const undo = async () => {
    if (!token || !started) return;
    await run(async () => {
      const change = await postUndoAccountChange(token);
      setScreen({ status: 'undone', change });
      void dispatch(fetchUserDetails());
    });
  };

  if (screen.status === 'no-token')
    return (
      <p role="alert">
        This page needs the link from our e-mail about a change to your account. Open the link from the
        e-mail, or write to <a href="mailto:help@staysmart.com.au">help@staysmart.com.au</a>.
      </p>
    );
  if (screen.status === 'loading') return <p role="status">Checking your link…</p>;
  if (screen.status === 'failed') return <p role="alert">{screen.message}</p>;

  if (screen.status === 'undone') return <UndoneNotice change={screen.change} />;
  const { change } = screen;
  const expired = Date.parse(change.undoUntil) <= Date.now();
  return (
    <>
      <p>
        On {when(change.changedAt)} (Sydney time), {WHAT[change.kind]} was changed.
      </p>
      {change.undone ? (
        <p role="status">This change has already been undone.</p>
      ) : expired ? (
        <p role="status">
          This link could undo the change until {when(change.undoUntil)}. Sign in to change your details, or
          write to <a href="mailto:help@staysmart.com.au">help@staysmart.com.au</a>.
        </p>
      ) : (
        <>
          <p>
            If you didn’t make this change, undo it: what was there before comes back, and every device is
            signed out of your account.
          </p>
          <button
            type="button"
            className="button"
            aria-disabled={busy || !started || undefined}
            onClick={() => void undo()}
          >
            {busy ? 'Undoing…' : 'Undo this change'}
          </button>
        </>
      )}
      <FormAlert message={error} />
    </>
  );
}
