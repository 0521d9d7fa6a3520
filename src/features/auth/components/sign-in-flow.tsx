import * as React from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { FormAlert } from '../../../components/forms/form-alert';
import { Fieldset, FormActions } from '../../../components/forms/link-button';
import { useFocusOnChange } from '../../../components/forms/focus-on-mount';
import { plainRefusal } from '../../../components/forms/server-refusal';
import { TextField } from '../../../components/forms/text-field';
import { trackedActions } from '../../tracking/action-names';
import { track } from '../../tracking/track';
import { postResendSignIn, postSignIn, postVerifySignIn } from '../auth-api';
import { fetchUserDetails } from '../auth-slice';
import { useVisitId } from '../use-auth-state';
import { emailError, mobileError, normaliseAustralianMobile } from '../../../lib/form-checks';
import { CodeStep } from './code-step';
import { useCodeFlow } from './use-code-flow';

type Channel = 'email' | 'sms';

const addressIds: Record<Channel, string> = { email: 'sign-in-email', sms: 'sign-in-mobile' };

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
  const [addresses, setAddresses] = React.useState<Record<Channel, string>>({ email: '', sms: '' });
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const flow = useCodeFlow({
    fieldRefusal: (error) => {
      const refused = plainRefusal(error);
      return refused?.field === 'email' || refused?.field === 'mobile_number'
        ? { inputId: addressIds[channel], show: () => setFieldError(refused.message) }
        : null;
    },
  });
  // The code step starts in the code field (its explanation is read with it); going back starts at the heading.
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step, step === 'destination');
  const address = addresses[channel].trim();

  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = channel === 'email' ? emailError(addresses.email) : mobileError(addresses.sms);
    setFieldError(problem);
    if (!flow.checked(problem ? addressIds[channel] : null)) return;
    const sent = await flow.send(async () => {
      await postSignIn(
        visitId,
        channel === 'email'
          ? { email: address }
          : { mobileNumber: normaliseAustralianMobile(addresses.sms) ?? addresses.sms },
      );
      track(trackedActions.login, { step: 'code-sent', channel });
    });
    if (sent) setStep('code');
  };

  const verify = (event: React.FormEvent) =>
    flow.verify(event, async (digits) => {
      await postVerifySignIn(visitId, digits);
      track(trackedActions.otpVerified, { purpose: 'signin', channel });
      const details = await dispatch(fetchUserDetails());
      if (fetchUserDetails.fulfilled.match(details) && details.payload) {
        track(trackedActions.login, { step: 'signed-in', channel });
        onSignedIn();
        return;
      }
      flow.setError('Your code was right, but we couldn’t load your account. Please reload the page.');
    });

  if (step === 'code') {
    return (
      <CodeStep
        {...flow.stepState}
        ids={{ heading: 'sign-in-code-heading', help: 'sign-in-code-help', field: 'sign-in-code' }}
        heading="Enter your code"
        help={
          <>
            If <strong>{address}</strong> belongs to a StaySmart account, we’ve sent it a 6-digit code. It
            expires in 10 minutes.
          </>
        }
        label="6-digit code"
        submitLabel="Sign in"
        onSubmit={verify}
        onResend={() =>
          flow.resend(async () => {
            await postResendSignIn(visitId);
            track(trackedActions.otpResent, { purpose: 'signin', channel });
          })
        }
        changeDetailsLabel={`Use a different ${channel === 'email' ? 'e-mail address' : 'mobile number'}`}
        onChangeDetails={() => {
          setStep('destination');
          setFieldError(null);
          flow.leaveCodeStep();
        }}
      />
    );
  }

  return (
    <DestinationStep
      headingRef={stepHeading}
      channel={channel}
      onChannelChange={(next) => {
        setChannel(next);
        setFieldError(null);
      }}
      address={addresses[channel]}
      onAddressChange={(value) => setAddresses((current) => ({ ...current, [channel]: value }))}
      fieldError={fieldError}
      serverError={flow.error}
      busy={flow.busy}
      onSubmit={(event) => void sendCode(event)}
      footer={footer}
    />
  );
}

interface DestinationStepProps {
  headingRef: React.RefObject<HTMLHeadingElement>;
  channel: Channel;
  onChannelChange(channel: Channel): void;
  address: string;
  onAddressChange(value: string): void;
  fieldError: string | null;
  serverError: string | null;
  busy: boolean;
  onSubmit(event: React.FormEvent): void;
  footer?: React.ReactNode;
}

/** Where the code goes: an e-mail address or an Australian mobile number. */
function DestinationStep({
  headingRef,
  channel,
  onChannelChange,
  address,
  onAddressChange,
  fieldError,
  serverError,
  busy,
  onSubmit,
  footer,
}: DestinationStepProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-destination-heading">
      <h2 id="sign-in-destination-heading" ref={headingRef} tabIndex={-1}>
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
            onChange={() => onChannelChange('email')}
          />
          E-mail
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="channel"
            value="sms"
            checked={channel === 'sms'}
            onChange={() => onChannelChange('sms')}
          />
          Text message (SMS)
        </label>
      </Fieldset>
      {channel === 'email' ? (
        <TextField
          key="email"
          id={addressIds.email}
          label="E-mail address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={address}
          onValueChange={onAddressChange}
          error={fieldError}
        />
      ) : (
        <TextField
          key="sms"
          id={addressIds.sms}
          label="Mobile number"
          hint="An Australian mobile, like 0412 345 678"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={address}
          onValueChange={onAddressChange}
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
