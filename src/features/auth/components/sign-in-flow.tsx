import * as React from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../errors/error-message';
import { FormAlert } from '../../forms/form-alert';
import { Fieldset, FormActions } from '../../forms/link-button';
import { useFocusOnChange } from '../../forms/focus-on-mount';
import { TextField } from '../../forms/text-field';
import { trackedActions } from '../../tracking/action-names';
import { track } from '../../tracking/track';
import { postResendSignIn, postSignIn, postVerifySignIn } from '../auth-api';
import { fetchUserDetails } from '../auth-slice';
import { useVisitId } from '../use-auth-state';
import { emailError, mobileError, normaliseAustralianMobile } from '../validate';
import { CodeStep, resendWaitFrom, useCodeEntry } from './code-step';
import { RESEND_WAIT_SECONDS } from './resend-code-button';

type Channel = 'email' | 'sms';

export interface SignInFlowProps {
  /** Called once the visitor is signed in and their details are loaded. */
  onSignedIn(): void;
  /** Extra content under the first step, e.g. a link to sign up. */
  footer?: React.ReactNode;
}

/** Sign-in with a one-time code sent by e-mail or SMS: address, then code (with resend). */
export function SignInFlow({ onSignedIn, footer }: SignInFlowProps) {
  const dispatch = useAppDispatch();
  const visitId = useVisitId();
  const [step, setStep] = React.useState<'destination' | 'code'>('destination');
  const [channel, setChannel] = React.useState<Channel>('email');
  const [email, setEmail] = React.useState('');
  const [mobile, setMobile] = React.useState('');
  const entry = useCodeEntry();
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [sentAt, setSentAt] = React.useState(0);
  const [waitSeconds, setWaitSeconds] = React.useState(RESEND_WAIT_SECONDS);
  const addressRef = React.useRef<HTMLInputElement>(null);
  // The code step starts in the code field (its explanation is read with it); going back starts at the heading.
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step, step === 'destination');

  const address = channel === 'email' ? email.trim() : mobile.trim();

  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = channel === 'email' ? emailError(email) : mobileError(mobile);
    setFieldError(problem);
    setServerError(null);
    if (problem) {
      addressRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await postSignIn(
        visitId,
        channel === 'email'
          ? { email: email.trim() }
          : { mobileNumber: normaliseAustralianMobile(mobile) ?? mobile },
      );
      track(trackedActions.login, { step: 'code-sent', channel });
      entry.reset();
      setWaitSeconds(RESEND_WAIT_SECONDS);
      setSentAt(Date.now());
      setStep('code');
    } catch (error) {
      setServerError(errorMessage(error));
      if (isApiError(error) && error.status === 429) setWaitSeconds(resendWaitFrom(error));
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
      await postVerifySignIn(visitId, digits);
      track(trackedActions.otpVerified, { purpose: 'signin', channel });
      const details = await dispatch(fetchUserDetails());
      if (fetchUserDetails.fulfilled.match(details) && details.payload) {
        track(trackedActions.login, { step: 'signed-in', channel });
        onSignedIn();
        return;
      }
      setServerError('Your code was right, but we couldn’t load your account. Please reload the page.');
    } catch (error) {
      if (!entry.refusedCode(error)) setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const resend = () => {
    setServerError(null);
    return entry.sendNewCode(
      async () => {
        await postResendSignIn(visitId);
        track(trackedActions.otpResent, { purpose: 'signin', channel });
        setWaitSeconds(RESEND_WAIT_SECONDS);
        setSentAt(Date.now());
      },
      (error) => {
        setServerError(errorMessage(error));
        setWaitSeconds(resendWaitFrom(error));
        setSentAt(Date.now());
      },
    );
  };

  if (step === 'code') {
    return (
      <CodeStep
        entry={entry}
        ids={{ heading: 'sign-in-code-heading', help: 'sign-in-code-help', field: 'sign-in-code' }}
        heading="Enter your code"
        help={
          <>
            If <strong>{address}</strong> belongs to a StaySmart account, we’ve sent it a 6-digit code. It
            expires in 10 minutes.
          </>
        }
        label="6-digit code"
        serverError={serverError}
        busy={busy}
        submitLabel="Sign in"
        onSubmit={(event) => void verify(event)}
        sentAt={sentAt}
        waitSeconds={waitSeconds}
        onResend={resend}
        changeDetailsLabel={`Use a different ${channel === 'email' ? 'e-mail address' : 'mobile number'}`}
        onChangeDetails={() => {
          setStep('destination');
          setFieldError(null);
          setServerError(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={sendCode} noValidate aria-labelledby="sign-in-destination-heading">
      <h2 id="sign-in-destination-heading" ref={stepHeading} tabIndex={-1}>
        Get a sign-in code
      </h2>
      <FormAlert message={serverError} />
      <Fieldset legend="Send my code by">
        <label className="checkbox">
          <input
            type="radio"
            name="channel"
            value="email"
            checked={channel === 'email'}
            onChange={() => {
              setChannel('email');
              setFieldError(null);
            }}
          />
          E-mail
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="channel"
            value="sms"
            checked={channel === 'sms'}
            onChange={() => {
              setChannel('sms');
              setFieldError(null);
            }}
          />
          Text message (SMS)
        </label>
      </Fieldset>
      {channel === 'email' ? (
        <TextField
          ref={addressRef}
          id="sign-in-email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={email}
          onValueChange={setEmail}
          error={fieldError}
        />
      ) : (
        <TextField
          ref={addressRef}
          id="sign-in-mobile"
          label="Mobile number"
          hint="An Australian mobile, like 0412 345 678"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={mobile}
          onValueChange={setMobile}
          error={fieldError}
        />
      )}
      <FormActions>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : 'Send code'}
        </button>
      </FormActions>
      {footer}
    </form>
  );
}
