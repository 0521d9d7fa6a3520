import * as React from 'react';
import { useAppDispatch } from '../../../store/hooks';
import {
  contactErrors,
  contactFieldRefusal,
  ContactFields,
  contactFieldOrder,
  type ContactErrors,
  type ContactField,
} from '../../../components/forms/contact-fields';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { FormAlert } from '../../../components/forms/form-alert';
import { useFocusOnChange } from '../../../components/forms/focus-on-mount';
import { FormActions } from '../../../components/forms/link-button';
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
import { normaliseAustralianMobile } from '../../../lib/form-checks';
import { CodeStep } from './code-step';
import { useCodeFlow, type CodeFlow } from './use-code-flow';
import { formFailureMessage } from '../../../components/forms/server-refusal';

type Step = 'details' | 'email-code' | 'mobile-code';

type Details = Record<ContactField, string>;

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
  const [details, setDetails] = React.useState<Details>({
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
  });
  // Unticked until the visitor ticks it: news by e-mail only with their own agreement (Spam Act 2003).
  const [wantsNews, setWantsNews] = React.useState(false);
  const [errors, setErrors] = React.useState<ContactErrors>({});
  const flow = useCodeFlow({
    failureMessage: formFailureMessage,
    fieldRefusal: contactFieldRefusal((field) => fieldIds[field], setErrors),
  });
  // Code steps start in the code field (its explanation is read with it); going back starts at the heading.
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step, step === 'details');

  const submitDetails = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = contactErrors(details);
    setErrors(found);
    const firstBad = contactFieldOrder.find((field) => found[field]);
    if (!flow.checked(firstBad && fieldIds[firstBad])) return;
    const sent = await flow.send(async () => {
      await postSignUp(visitId, {
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        email: details.email.trim(),
        mobileNumber: normaliseAustralianMobile(details.mobile) ?? details.mobile,
        marketingOptIn: wantsNews,
      });
      track(trackedActions.createAccount, { step: 'details' });
    });
    if (sent) setStep('email-code');
  };

  const verifyEmail = async (digits: string) => {
    await postVerifySignUpEmail(visitId, digits);
    track(trackedActions.otpVerified, { purpose: 'signup-email' });
    // The mobile's code goes out once the e-mail is confirmed.
    flow.codeSent();
    setStep('mobile-code');
  };

  const verifyMobile = async (digits: string) => {
    await postVerifySignUpMobile(visitId, digits);
    track(trackedActions.otpVerified, { purpose: 'signup-mobile' });
    const loaded = await dispatch(fetchUserDetails());
    if (fetchUserDetails.fulfilled.match(loaded) && loaded.payload) {
      track(trackedActions.registered, { channel: 'web' });
      onSignedUp();
      return;
    }
    flow.setError('Your account is ready, but we couldn’t load it. Please reload the page.');
  };

  if (step !== 'details') {
    const byEmail = step === 'email-code';
    return (
      <SignUpCodeStep
        flow={flow}
        byEmail={byEmail}
        details={details}
        onSubmit={(event) => flow.verify(event, byEmail ? verifyEmail : verifyMobile)}
        onResend={() =>
          flow.resend(async () => {
            if (byEmail) await postResendSignUpEmail(visitId);
            else await postResendSignUpMobile(visitId);
            track(trackedActions.otpResent, { purpose: byEmail ? 'signup-email' : 'signup-mobile' });
          })
        }
        onChangeDetails={() => {
          setStep('details');
          flow.leaveCodeStep();
        }}
      />
    );
  }

  return (
    <form
      onSubmit={(event) => void submitDetails(event)}
      noValidate
      aria-labelledby="sign-up-details-heading"
    >
      <p className="legal">Step 1 of 3</p>
      <h2 id="sign-up-details-heading" ref={stepHeading} tabIndex={-1}>
        Your details
      </h2>
      <FormAlert message={flow.error} />
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
        <button type="submit" className="button" disabled={flow.busy}>
          {flow.busy ? 'Sending…' : 'Continue'}
        </button>
      </FormActions>
      {footer}
    </form>
  );
}

interface SignUpCodeStepProps {
  flow: CodeFlow;
  byEmail: boolean;
  details: Details;
  onSubmit(event: React.FormEvent): void;
  onResend(): Promise<void>;
  onChangeDetails(): void;
}

/** Step 2 (the code e-mailed) or step 3 (the code texted). */
function SignUpCodeStep({
  flow,
  byEmail,
  details,
  onSubmit,
  onResend,
  onChangeDetails,
}: SignUpCodeStepProps) {
  return (
    <CodeStep
      {...flow.stepState}
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
      submitLabel={byEmail ? 'Confirm e-mail' : 'Confirm mobile and create account'}
      onSubmit={onSubmit}
      onResend={onResend}
      changeDetailsLabel="Change my details"
      onChangeDetails={onChangeDetails}
    />
  );
}
