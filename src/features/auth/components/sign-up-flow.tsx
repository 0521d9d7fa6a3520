import * as React from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../errors/error-message';
import { FormAlert } from '../../forms/form-alert';
import { useFocusOnChange } from '../../forms/focus-on-mount';
import { FormActions, LinkButton } from '../../forms/link-button';
import { TextField } from '../../forms/text-field';
import { trackedActions } from '../../tracking/action-names';
import { track } from '../../tracking/track';
import {
  postResendSignUpEmail,
  postResendSignUpMobile,
  postSignUp,
  postVerifySignUpEmail,
  postVerifySignUpMobile,
} from '../auth-api';
import { fetchUserDetails } from '../auth-slice';
import { useVisitId } from '../use-auth-state';
import {
  codeDigits,
  codeError,
  emailError,
  mobileError,
  nameError,
  normaliseAustralianMobile,
} from '../validate';
import { CodeField } from './code-field';
import { RESEND_WAIT_SECONDS, ResendCodeButton } from './resend-code-button';

type Step = 'details' | 'email-code' | 'mobile-code';
type DetailField = 'firstName' | 'lastName' | 'email' | 'mobileNumber';

const FIELD_ORDER: DetailField[] = ['firstName', 'lastName', 'email', 'mobileNumber'];

function detailErrors(details: Record<DetailField, string>): Partial<Record<DetailField, string>> {
  const errors: Partial<Record<DetailField, string>> = {};
  const checks: [DetailField, string | null][] = [
    ['firstName', nameError(details.firstName, 'first')],
    ['lastName', nameError(details.lastName, 'last')],
    ['email', emailError(details.email)],
    ['mobileNumber', mobileError(details.mobileNumber)],
  ];
  for (const [field, problem] of checks) if (problem) errors[field] = problem;
  return errors;
}

/** Sign-up: name, e-mail and mobile; then the e-mail code; then the SMS code; then signed in. */
export function SignUpFlow({ onSignedUp, footer }: { onSignedUp(): void; footer?: React.ReactNode }) {
  const dispatch = useAppDispatch();
  const visitId = useVisitId();
  const [step, setStep] = React.useState<Step>('details');
  const [details, setDetails] = React.useState<Record<DetailField, string>>({
    firstName: '',
    lastName: '',
    email: '',
    mobileNumber: '',
  });
  const [errors, setErrors] = React.useState<Partial<Record<DetailField, string>>>({});
  const [code, setCode] = React.useState('');
  const [codeProblem, setCodeProblem] = React.useState<string | null>(null);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [sentAt, setSentAt] = React.useState(0);
  const [waitSeconds, setWaitSeconds] = React.useState(RESEND_WAIT_SECONDS);
  const fieldRefs = {
    firstName: React.useRef<HTMLInputElement>(null),
    lastName: React.useRef<HTMLInputElement>(null),
    email: React.useRef<HTMLInputElement>(null),
    mobileNumber: React.useRef<HTMLInputElement>(null),
  };
  const codeRef = React.useRef<HTMLInputElement>(null);
  // Code steps start in the code field (its explanation is read with it); going back starts at the heading.
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step, step === 'details');
  React.useEffect(() => {
    if (step !== 'details') codeRef.current?.focus();
  }, [step]);

  const setDetail = (field: DetailField) => (value: string) =>
    setDetails((current) => ({ ...current, [field]: value }));

  const codeSent = (next: Step) => {
    setCode('');
    setCodeProblem(null);
    setNotice(null);
    setWaitSeconds(RESEND_WAIT_SECONDS);
    setSentAt(Date.now());
    setStep(next);
  };

  const failed = (error: unknown) => {
    setServerError(errorMessage(error));
    if (isApiError(error) && error.status === 429 && error.retryAfterSeconds)
      setWaitSeconds(error.retryAfterSeconds);
  };

  const submitDetails = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = detailErrors(details);
    setErrors(found);
    setServerError(null);
    const firstBad = FIELD_ORDER.find((field) => found[field]);
    if (firstBad) {
      fieldRefs[firstBad].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await postSignUp(visitId, {
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        email: details.email.trim(),
        mobileNumber: normaliseAustralianMobile(details.mobileNumber) ?? details.mobileNumber,
      });
      track(trackedActions.createAccount, { step: 'details' });
      codeSent('email-code');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = codeError(code);
    setCodeProblem(problem);
    setServerError(null);
    if (problem) {
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      if (step === 'email-code') {
        await postVerifySignUpEmail(visitId, codeDigits(code));
        track(trackedActions.otpVerified, { purpose: 'signup-email' });
        codeSent('mobile-code');
        return;
      }
      await postVerifySignUpMobile(visitId, codeDigits(code));
      track(trackedActions.otpVerified, { purpose: 'signup-mobile' });
      const loaded = await dispatch(fetchUserDetails());
      if (fetchUserDetails.fulfilled.match(loaded) && loaded.payload) {
        track(trackedActions.registered, { channel: 'web' });
        onSignedUp();
        return;
      }
      setServerError('Your account is ready, but we couldn’t load it. Please reload the page.');
    } catch (error) {
      failed(error);
      codeRef.current?.select();
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setServerError(null);
    setNotice(null);
    try {
      if (step === 'email-code') await postResendSignUpEmail(visitId);
      else await postResendSignUpMobile(visitId);
      track(trackedActions.otpResent, { purpose: step === 'email-code' ? 'signup-email' : 'signup-mobile' });
      setWaitSeconds(RESEND_WAIT_SECONDS);
      setSentAt(Date.now());
      setNotice('We’ve sent a new code. Codes sent before it no longer work.');
    } catch (error) {
      failed(error);
      setSentAt(Date.now());
    }
  };

  if (step !== 'details') {
    const byEmail = step === 'email-code';
    return (
      <form onSubmit={submitCode} noValidate aria-labelledby="sign-up-code-heading">
        <p className="legal">Step {byEmail ? 2 : 3} of 3</p>
        <h2 id="sign-up-code-heading">{byEmail ? 'Check your e-mail' : 'Check your phone'}</h2>
        <p id="sign-up-code-help">
          {byEmail ? (
            <>
              We’ve sent a 6-digit code to <strong>{details.email.trim()}</strong>. If that address already
              has a StaySmart account, we’ve sent a note instead: sign in with it.
            </>
          ) : (
            <>
              Your e-mail is confirmed. We’ve texted a 6-digit code to{' '}
              <strong>{details.mobileNumber.trim()}</strong>.
            </>
          )}{' '}
          Codes expire in 10 minutes.
        </p>
        <FormAlert message={serverError} />
        <FormAlert message={notice} tone="info" />
        <CodeField
          ref={codeRef}
          id={byEmail ? 'sign-up-email-code' : 'sign-up-mobile-code'}
          label={byEmail ? '6-digit code from the e-mail' : '6-digit code from the text message'}
          describedBy="sign-up-code-help"
          value={code}
          onValueChange={setCode}
          error={codeProblem}
        />
        <FormActions>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Checking…' : byEmail ? 'Confirm e-mail' : 'Confirm mobile and create account'}
          </button>
          <ResendCodeButton sentAt={sentAt} waitSeconds={waitSeconds} onResend={resend} />
        </FormActions>
        <p>
          <LinkButton
            onClick={() => {
              setStep('details');
              setServerError(null);
            }}
          >
            Change my details
          </LinkButton>
        </p>
      </form>
    );
  }

  return (
    <form onSubmit={submitDetails} noValidate aria-labelledby="sign-up-details-heading">
      <p className="legal">Step 1 of 3</p>
      <h2 id="sign-up-details-heading" ref={stepHeading} tabIndex={-1}>
        Your details
      </h2>
      <FormAlert message={serverError} />
      <TextField
        ref={fieldRefs.firstName}
        id="sign-up-first-name"
        label="First name"
        autoComplete="given-name"
        value={details.firstName}
        onValueChange={setDetail('firstName')}
        error={errors.firstName}
      />
      <TextField
        ref={fieldRefs.lastName}
        id="sign-up-last-name"
        label="Last name"
        autoComplete="family-name"
        value={details.lastName}
        onValueChange={setDetail('lastName')}
        error={errors.lastName}
      />
      <TextField
        ref={fieldRefs.email}
        id="sign-up-email"
        label="E-mail address"
        hint="We’ll send a code to confirm it"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={details.email}
        onValueChange={setDetail('email')}
        error={errors.email}
      />
      <TextField
        ref={fieldRefs.mobileNumber}
        id="sign-up-mobile"
        label="Mobile number"
        hint="An Australian mobile, like 0412 345 678; we’ll text a code to confirm it"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={details.mobileNumber}
        onValueChange={setDetail('mobileNumber')}
        error={errors.mobileNumber}
      />
      <FormActions>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : 'Continue'}
        </button>
      </FormActions>
      {footer}
    </form>
  );
}
