import * as React from 'react';
import { formatMobile } from '../../domain/format';
import { useAppDispatch } from '../../store/hooks';
import { applyUserDetails } from '../auth/auth-slice';
import { CodeStep } from '../auth/components/code-step';
import { useCodeFlow } from '../auth/components/use-code-flow';
import type { UserDetails, UserDetailsResponse } from '../auth/user-details';
import { mobileError, nameError, normaliseAustralianMobile } from '../../lib/form-checks';
import { FormAlert } from '../../components/forms/form-alert';
import { useFocusOnChange } from '../../components/forms/focus-on-mount';
import { FormActions } from '../../components/forms/link-button';
import { formFailureMessage, plainRefusal } from '../../components/forms/server-refusal';
import { useSubmit } from '../../components/forms/use-submit';
import { TextField } from '../../components/forms/text-field';
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
  const form = useSubmit();
  const [first, setFirst] = React.useState(user.firstName);
  const [last, setLast] = React.useState(user.lastName);
  const [checked, setChecked] = React.useState(false);
  React.useEffect(() => document.getElementById('account-first-name')?.focus(), []);
  const errors = { first: nameError(first, 'first'), last: nameError(last, 'last') };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const firstBad = errors.first ? 'account-first-name' : errors.last ? 'account-last-name' : null;
    if (!form.checked(firstBad)) return;
    void form.run(async () => {
      const response = await postUpdateUserDetails(visitId, first.trim(), last.trim());
      if (await apply(response)) onDone('Your name is changed.');
      else form.setError('Your name was saved, but we couldn’t show it. Please reload the page.');
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="change-name-heading">
      <h3 id="change-name-heading">Change your name</h3>
      <FormAlert message={form.error} />
      <TextField
        id="account-first-name"
        label="First name"
        autoComplete="given-name"
        value={first}
        onValueChange={setFirst}
        error={checked ? errors.first : null}
      />
      <TextField
        id="account-last-name"
        label="Last name"
        autoComplete="family-name"
        value={last}
        onValueChange={setLast}
        error={checked ? errors.last : null}
      />
      <FormActions>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save name'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
          Cancel
        </button>
      </FormActions>
    </form>
  );
}

const NEW_MOBILE_ID = 'account-new-mobile';

/** A new mobile number, then the code sent to it: the number changes only once the code is back. */
function MobileForm({ visitId, onDone }: { visitId: string | null; onDone(message: string | null): void }) {
  const apply = useApplyDetails();
  const [mobile, setMobile] = React.useState('');
  const [step, setStep] = React.useState<'number' | 'code'>('number');
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const flow = useCodeFlow({
    failureMessage: formFailureMessage,
    fieldRefusal: (caught) => {
      const refused = plainRefusal(caught);
      return refused?.field === 'mobile_number'
        ? { inputId: NEW_MOBILE_ID, show: () => setFieldError(refused.message) }
        : null;
    },
  });
  React.useEffect(() => {
    if (step === 'number') document.getElementById(NEW_MOBILE_ID)?.focus();
  }, [step]);

  const send = async () => {
    await postUpdateUserMobile(visitId, normaliseAustralianMobile(mobile) ?? mobile.trim());
  };

  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = mobileError(mobile);
    setFieldError(problem);
    if (!flow.checked(problem ? NEW_MOBILE_ID : null)) return;
    if (await flow.send(send)) setStep('code');
    // A refusal of the whole form is read from the field the visitor goes on with.
    else document.getElementById(NEW_MOBILE_ID)?.focus();
  };

  const verify = (event: React.FormEvent) =>
    flow.verify(event, async (digits) => {
      const response = await postVerifyUserMobile(visitId, digits);
      if (await apply(response)) onDone('Your mobile number is changed.');
      else flow.setError('Your number was changed, but we couldn’t show it. Please reload the page.');
    });

  if (step === 'code') {
    return (
      <CodeStep
        {...flow.stepState}
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
        submitLabel="Change my mobile number"
        onSubmit={verify}
        onResend={() => flow.resend(send)}
        changeDetailsLabel="Use a different mobile number"
        onChangeDetails={() => {
          setStep('number');
          flow.leaveCodeStep();
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void sendCode(event)} aria-labelledby="change-mobile-heading">
      <h3 id="change-mobile-heading">Change your mobile number</h3>
      <FormAlert message={flow.error} />
      <TextField
        id={NEW_MOBILE_ID}
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
        <button type="submit" className="button" disabled={flow.busy}>
          {flow.busy ? 'Sending…' : 'Text me a code'}
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
