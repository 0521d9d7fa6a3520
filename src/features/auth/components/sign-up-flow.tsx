import * as React from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { isApiError } from '../../../lib/api-client';
import {
  contactErrors,
  contactRefusal,
  ContactFields,
  contactFieldOrder,
  type ContactErrors,
  type ContactField,
} from '../../forms/contact-fields';
import { CheckboxField } from '../../forms/checkbox-field';
import { FormAlert } from '../../forms/form-alert';
import { focusFieldWithError, formFailureMessage } from '../../forms/server-refusal';
import { useFocusOnChange } from '../../forms/focus-on-mount';
import { FormActions } from '../../forms/link-button';
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
import { normaliseAustralianMobile } from '../validate';
import { CodeStep, useCodeEntry } from './code-step';
import { RESEND_WAIT_SECONDS } from './resend-code-button';

type Step = 'details' | 'email-code' | 'mobile-code';

const fieldIds: Record<ContactField, string> = {
  firstName: 'sign-up-first-name',
  lastName: 'sign-up-last-name',
  email: 'sign-up-email',
  mobile: 'sign-up-mobile',
};

const fieldHints = {
  email: 'We’ll send a code to confirm it',
  mobile: 'An Australian mobile, like 0412 345 678; we’ll text a code to confirm it',
};

/** Sign-up: name, e-mail and mobile; then the e-mail code; then the SMS code; then signed in. */
export function SignUpFlow({ onSignedUp, footer }: { onSignedUp(): void; footer?: React.ReactNode }) {
  const dispatch = useAppDispatch();
  const visitId = useVisitId();
  const [step, setStep] = React.useState<Step>('details');
  const [details, setDetails] = React.useState<Record<ContactField, string>>({
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
  });
  // Unticked until the visitor ticks it: news by e-mail only with their own agreement (Spam Act 2003).
  const [wantsNews, setWantsNews] = React.useState(false);
  const [errors, setErrors] = React.useState<ContactErrors>({});
  const entry = useCodeEntry();
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [sentAt, setSentAt] = React.useState(0);
  const [waitSeconds, setWaitSeconds] = React.useState(RESEND_WAIT_SECONDS);
  // Code steps start in the code field (its explanation is read with it); going back starts at the heading.
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step, step === 'details');

  const codeSent = (next: Step) => {
    entry.reset();
    setWaitSeconds(RESEND_WAIT_SECONDS);
    setSentAt(Date.now());
    setStep(next);
  };

  const failed = (error: unknown) => {
    setServerError(formFailureMessage(error));
    if (isApiError(error) && error.status === 429 && error.retryAfterSeconds)
      setWaitSeconds(error.retryAfterSeconds);
  };

  const submitDetails = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = contactErrors(details);
    setErrors(found);
    setServerError(null);
    const firstBad = contactFieldOrder.find((field) => found[field]);
    if (firstBad) {
      document.getElementById(fieldIds[firstBad])?.focus();
      return;
    }
    setBusy(true);
    try {
      await postSignUp(visitId, {
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        email: details.email.trim(),
        mobileNumber: normaliseAustralianMobile(details.mobile) ?? details.mobile,
        marketingOptIn: wantsNews,
      });
      track(trackedActions.createAccount, { step: 'details' });
      codeSent('email-code');
    } catch (error) {
      const refused = contactRefusal(error);
      if (refused)
        focusFieldWithError(() => setErrors({ [refused.field]: refused.message }), fieldIds[refused.field]);
      else failed(error);
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: React.FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const digits = entry.checked();
    if (digits === null) return;
    setBusy(true);
    try {
      if (step === 'email-code') {
        await postVerifySignUpEmail(visitId, digits);
        track(trackedActions.otpVerified, { purpose: 'signup-email' });
        codeSent('mobile-code');
        return;
      }
      await postVerifySignUpMobile(visitId, digits);
      track(trackedActions.otpVerified, { purpose: 'signup-mobile' });
      const loaded = await dispatch(fetchUserDetails());
      if (fetchUserDetails.fulfilled.match(loaded) && loaded.payload) {
        track(trackedActions.registered, { channel: 'web' });
        onSignedUp();
        return;
      }
      setServerError('Your account is ready, but we couldn’t load it. Please reload the page.');
    } catch (error) {
      if (!entry.refusedCode(error)) failed(error);
    } finally {
      setBusy(false);
    }
  };

  const resend = () => {
    setServerError(null);
    return entry.sendNewCode(
      async () => {
        if (step === 'email-code') await postResendSignUpEmail(visitId);
        else await postResendSignUpMobile(visitId);
        track(trackedActions.otpResent, {
          purpose: step === 'email-code' ? 'signup-email' : 'signup-mobile',
        });
        setWaitSeconds(RESEND_WAIT_SECONDS);
        setSentAt(Date.now());
      },
      (error) => {
        failed(error);
        setSentAt(Date.now());
      },
    );
  };

  if (step !== 'details') {
    const byEmail = step === 'email-code';
    return (
      <CodeStep
        entry={entry}
        ids={{
          heading: 'sign-up-code-heading',
          help: 'sign-up-code-help',
          field: byEmail ? 'sign-up-email-code' : 'sign-up-mobile-code',
        }}
        progress={`Step ${byEmail ? 2 : 3} of 3`}
        heading={byEmail ? 'Check your e-mail' : 'Check your phone'}
        help={
          <>
            {byEmail ? (
              <>
                We’ve sent a 6-digit code to <strong>{details.email.trim()}</strong>. If that address already
                has a StaySmart account, we’ve sent a note instead: sign in with it.
              </>
            ) : (
              <>
                Your e-mail is confirmed. We’ve texted a 6-digit code to{' '}
                <strong>{details.mobile.trim()}</strong>.
              </>
            )}{' '}
            Codes expire in 10 minutes.
          </>
        }
        label={byEmail ? '6-digit code from the e-mail' : '6-digit code from the text message'}
        serverError={serverError}
        busy={busy}
        submitLabel={byEmail ? 'Confirm e-mail' : 'Confirm mobile and create account'}
        onSubmit={(event) => void submitCode(event)}
        sentAt={sentAt}
        waitSeconds={waitSeconds}
        onResend={resend}
        changeDetailsLabel="Change my details"
        onChangeDetails={() => {
          setStep('details');
          setServerError(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={submitDetails} noValidate aria-labelledby="sign-up-details-heading">
      <p className="legal">Step 1 of 3</p>
      <h2 id="sign-up-details-heading" ref={stepHeading} tabIndex={-1}>
        Your details
      </h2>
      <FormAlert message={serverError} />
      <ContactFields
        idOf={(field) => fieldIds[field]}
        values={details}
        errors={errors}
        onValueChange={(field, value) => setDetails((current) => ({ ...current, [field]: value }))}
        hints={fieldHints}
      />
      <CheckboxField
        id="sign-up-news"
        checked={wantsNews}
        onCheckedChange={setWantsNews}
        hint="Optional. Every news e-mail has a link to stop them, and you can stop them from your account at any time."
      >
        Send me occasional news about StaySmart
      </CheckboxField>
      <FormActions>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : 'Continue'}
        </button>
      </FormActions>
      {footer}
    </form>
  );
}
