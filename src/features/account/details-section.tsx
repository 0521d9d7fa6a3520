import * as React from 'react';
import { formatMobile } from '../../domain/format';
import { useAppDispatch } from '../../store/hooks';
import { applyUserDetails } from '../auth/auth-slice';
import { CodeStep, RESEND_WAIT_SECONDS, resendWaitFrom, useCodeEntry } from '../auth/components/code-step';
import type { UserDetails, UserDetailsResponse } from '../auth/user-details';
import { mobileError, nameError, normaliseAustralianMobile } from '../auth/validate';
import { errorMessage } from '../errors/error-message';
import { FormAlert } from '../forms/form-alert';
import { useFocusOnChange } from '../forms/focus-on-mount';
import { FormActions } from '../forms/link-button';
import { focusFieldWithError, formFailureMessage, plainRefusal } from '../forms/server-refusal';
import { TextField } from '../forms/text-field';
import { postUpdateUserDetails, postUpdateUserMobile, postVerifyUserMobile } from './account-api';
import { useAccountChanged } from './account-refresh';

type Editing = 'none' | 'name' | 'mobile';

/** Applies the server's new details to the store; a failure to do so is the caller's message. */
function useApplyDetails() {
  const dispatch = useAppDispatch();
  return async (response: UserDetailsResponse) => {
    const applied = await dispatch(applyUserDetails(response));
    return applyUserDetails.fulfilled.match(applied) && applied.payload !== null;
  };
}

function NameForm({
  user,
  visitId,
  onDone,
}: {
  user: UserDetails;
  visitId: string | null;
  onDone(message: string | null): void;
}) {
  const apply = useApplyDetails();
  const [first, setFirst] = React.useState(user.firstName);
  const [last, setLast] = React.useState(user.lastName);
  const [checked, setChecked] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const firstRef = React.useRef<HTMLInputElement>(null);
  const lastRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => firstRef.current?.focus(), []);
  const errors = { first: nameError(first, 'first'), last: nameError(last, 'last') };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError(null);
    if (errors.first || errors.last) {
      (errors.first ? firstRef : lastRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await postUpdateUserDetails(visitId, first.trim(), last.trim());
      if (await apply(response)) onDone('Your name is changed.');
      else setError('Your name was saved, but we couldn’t show it. Please reload the page.');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="change-name-heading">
      <h3 id="change-name-heading">Change your name</h3>
      <FormAlert message={error} />
      <TextField
        ref={firstRef}
        id="account-first-name"
        label="First name"
        autoComplete="given-name"
        value={first}
        onValueChange={setFirst}
        error={checked ? errors.first : null}
      />
      <TextField
        ref={lastRef}
        id="account-last-name"
        label="Last name"
        autoComplete="family-name"
        value={last}
        onValueChange={setLast}
        error={checked ? errors.last : null}
      />
      <FormActions>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save name'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
          Cancel
        </button>
      </FormActions>
    </form>
  );
}

/** A new mobile number, then the code sent to it: the number changes only once the code is back. */
function MobileForm({ visitId, onDone }: { visitId: string | null; onDone(message: string | null): void }) {
  const apply = useApplyDetails();
  const entry = useCodeEntry();
  const [mobile, setMobile] = React.useState('');
  const [step, setStep] = React.useState<'number' | 'code'>('number');
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [sentAt, setSentAt] = React.useState(0);
  const [waitSeconds, setWaitSeconds] = React.useState(RESEND_WAIT_SECONDS);
  const mobileRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (step === 'number') mobileRef.current?.focus();
  }, [step]);

  const send = async () => {
    await postUpdateUserMobile(visitId, normaliseAustralianMobile(mobile) ?? mobile.trim());
    setWaitSeconds(RESEND_WAIT_SECONDS);
    setSentAt(Date.now());
  };

  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = mobileError(mobile);
    setFieldError(problem);
    setServerError(null);
    if (problem) {
      mobileRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await send();
      entry.reset();
      setStep('code');
    } catch (caught) {
      const refused = plainRefusal(caught);
      if (refused?.field === 'mobile_number') {
        focusFieldWithError(() => setFieldError(refused.message), 'account-new-mobile');
      } else {
        setServerError(formFailureMessage(caught));
        mobileRef.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const digits = entry.checked();
    if (digits === null) return;
    setBusy(true);
    try {
      const response = await postVerifyUserMobile(visitId, digits);
      if (await apply(response)) onDone('Your mobile number is changed.');
      else setServerError('Your number was changed, but we couldn’t show it. Please reload the page.');
    } catch (caught) {
      if (!entry.refusedCode(caught)) setServerError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'code') {
    return (
      <CodeStep
        entry={entry}
        ids={{
          heading: 'change-mobile-code-heading',
          help: 'change-mobile-code-help',
          field: 'change-mobile-code',
        }}
        heading="Enter the code we texted you"
        headingLevel={3}
        help={
          <>
            We’ve sent a 6-digit code to <strong>{mobile.trim()}</strong>. It expires in 10 minutes. Your
            number changes once you enter it.
          </>
        }
        label="6-digit code"
        serverError={serverError}
        busy={busy}
        submitLabel="Change my mobile number"
        onSubmit={(event) => void verify(event)}
        sentAt={sentAt}
        waitSeconds={waitSeconds}
        onResend={() =>
          entry.sendNewCode(send, (caught) => {
            setServerError(errorMessage(caught));
            setWaitSeconds(resendWaitFrom(caught));
            setSentAt(Date.now());
          })
        }
        changeDetailsLabel="Use a different mobile number"
        onChangeDetails={() => {
          setStep('number');
          setServerError(null);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void sendCode(event)} aria-labelledby="change-mobile-heading">
      <h3 id="change-mobile-heading">Change your mobile number</h3>
      <FormAlert message={serverError} />
      <TextField
        ref={mobileRef}
        id="account-new-mobile"
        label="New mobile number"
        hint="We’ll text a code to it, to check it’s yours."
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={mobile}
        onValueChange={setMobile}
        error={fieldError}
      />
      <FormActions>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : 'Text me a code'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
          Cancel
        </button>
      </FormActions>
    </form>
  );
}

/** The user's details, with their name and mobile number to change. */
export function DetailsSection({ user, visitId }: { user: UserDetails; visitId: string | null }) {
  const [editing, setEditing] = React.useState<Editing>('none');
  const [message, setMessage] = React.useState<string | null>(null);
  const heading = useFocusOnChange<HTMLHeadingElement>(editing, editing === 'none');
  const changed = useAccountChanged();
  /** Back from a form: with a message when it changed something, which the history then shows. */
  const done = (next: string | null) => {
    setMessage(next);
    setEditing('none');
    if (next !== null) changed();
  };
  return (
    <section aria-labelledby="account-details-heading">
      <h2 id="account-details-heading" ref={heading} tabIndex={-1}>
        Your details
      </h2>
      <dl className="facts">
        <div>
          <dt>Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{formatMobile(user.mobileNumber)}</dd>
        </div>
      </dl>
      <FormAlert message={message} tone="info" />
      {editing === 'name' ? <NameForm user={user} visitId={visitId} onDone={done} /> : null}
      {editing === 'mobile' ? <MobileForm visitId={visitId} onDone={done} /> : null}
      {editing === 'none' ? (
        <FormActions>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setMessage(null);
              setEditing('name');
            }}
          >
            Change name
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setMessage(null);
              setEditing('mobile');
            }}
          >
            Change mobile number
          </button>
        </FormActions>
      ) : null}
    </section>
  );
}
