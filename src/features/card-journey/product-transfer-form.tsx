import * as React from 'react';
import { useAppSelector } from '../../store/hooks';
import { CodeStep } from '../auth/components/code-step';
import { useCodeFlow } from '../auth/components/use-code-flow';
import { normaliseAustralianMobile } from '../../lib/form-checks';
import { CheckboxField } from '../../components/forms/checkbox-field';
import {
  contactErrors,
  ContactFields,
  contactFieldOrder,
  contactFieldRefusal,
} from '../../components/forms/contact-fields';
import { useFocusOnChange } from '../../components/forms/focus-on-mount';
import { FormAlert } from '../../components/forms/form-alert';
import { Fieldset } from '../../components/forms/link-button';
import { TextField } from '../../components/forms/text-field';
import type {
  JourneyOffer,
  ProductTransferCodeSent,
  ProductTransferConfirmation,
  ProductTransferRequest,
} from '../../api/card-journey-types';
import { loadJourneyApi } from './load-journey-api';
import { formFailureMessage } from '../../components/forms/server-refusal';

interface Fields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  lastFour: string;
  preferredContact: 'email' | 'phone';
  consent: boolean;
}

type FieldErrors = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'mobile' | 'lastFour' | 'consent', string>
>;

function check(fields: Fields): FieldErrors {
  const errors: FieldErrors = contactErrors(fields);
  const lastFour = fields.lastFour.trim();
  if (lastFour !== '' && !/^\d{4}$/.test(lastFour))
    errors.lastFour = 'Enter the last 4 digits of your card, like 1234, or leave it empty.';
  if (!fields.consent) errors.consent = 'Tick the box so we can pass your details to the bank.';
  return errors;
}

const order = [...contactFieldOrder, 'lastFour', 'consent'] as const;

function requestOf(surveyId: string, offerId: string, fields: Fields): ProductTransferRequest {
  return {
    surveyId,
    offerId,
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    mobileNumber: normaliseAustralianMobile(fields.mobile) ?? fields.mobile.trim(),
    cardLastFour: fields.lastFour.trim() || null,
    preferredContact: fields.preferredContact,
    consent: true,
  };
}

interface DetailsFormProps {
  offer: JourneyOffer;
  fields: Fields;
  errors: FieldErrors;
  serverError: string | null;
  busy: boolean;
  headingRef: React.RefObject<HTMLHeadingElement>;
  onChange<K extends keyof Fields>(key: K, value: Fields[K]): void;
  onSubmit(event: React.FormEvent): void;
}

/** Who to contact and how, with consent to pass it to the bank. */
function TransferDetailsForm({
  offer,
  fields,
  errors,
  serverError,
  busy,
  headingRef,
  onChange,
  onSubmit,
}: DetailsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="pt-form-title">
      <h2 id="pt-form-title" ref={headingRef} tabIndex={-1}>
        Your details
      </h2>
      <ContactFields
        idOf={(field) => `pt-${field}`}
        values={fields}
        errors={errors}
        onValueChange={(field, value) => onChange(field, value)}
        hints={{
          email:
            'We’ll e-mail you a copy of your request. Unless it’s the address of your StaySmart account, we’ll first send a code to check it’s yours.',
          mobile: 'An Australian mobile, like 0412 345 678.',
        }}
      />
      <TextField
        id="pt-lastFour"
        label="Last 4 digits of your current card (optional)"
        hint="Helps the bank find your account. Never give your full card number."
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={fields.lastFour}
        onValueChange={(value) => onChange('lastFour', value)}
        error={errors.lastFour}
      />
      <Fieldset legend="How should the bank contact you?">
        <label className="checkbox">
          <input
            type="radio"
            name="pt-contact"
            checked={fields.preferredContact === 'email'}
            onChange={() => onChange('preferredContact', 'email')}
          />
          E-mail
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="pt-contact"
            checked={fields.preferredContact === 'phone'}
            onChange={() => onChange('preferredContact', 'phone')}
          />
          Phone
        </label>
      </Fieldset>
      <CheckboxField
        id="pt-consent"
        checked={fields.consent}
        onCheckedChange={(value) => onChange('consent', value)}
        error={errors.consent}
      >
        I agree that StaySmart passes these details to {offer.providerName} so it can contact me about this
        card.
      </CheckboxField>
      <FormAlert message={serverError} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Sending…' : `Send my request to ${offer.providerName}`}
      </button>
    </form>
  );
}

/**
 * The product-transfer request: the details, then, unless the address is the signed-in account's
 * own, the code e-mailed to it. What the visitor typed stays while they move between the two and
 * when a call fails.
 */
export function ProductTransferForm({
  offer,
  surveyId,
  onSent,
}: {
  offer: JourneyOffer;
  surveyId: string;
  onSent(answer: ProductTransferConfirmation): void;
}) {
  const user = useAppSelector((state) => state.auth.user);
  const [fields, setFields] = React.useState<Fields>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    mobile: user?.mobileNumber ?? '',
    lastFour: '',
    preferredContact: 'email',
    consent: false,
  });
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [sent, setSent] = React.useState<ProductTransferCodeSent | null>(null);
  const [step, setStep] = React.useState<'details' | 'code'>('details');
  const flow = useCodeFlow({
    failureMessage: formFailureMessage,
    clearProblemOnInput: true,
    adviseNewCode: true,
    fieldRefusal: contactFieldRefusal((field) => `pt-${field}`, setErrors),
  });
  // The code step starts in the code field; back at the details, focus goes to their heading.
  const detailsHeading = useFocusOnChange<HTMLHeadingElement>(step, step === 'details');

  /** Sends the form: a confirmation ends the flow; else answers the wait before a new code. */
  const send = async (): Promise<number | null> => {
    const { postProductTransfer } = await loadJourneyApi();
    const answer = await postProductTransfer(requestOf(surveyId, offer.offerId, fields));
    if (answer.status === 'confirmed') {
      onSent(answer);
      return null;
    }
    setSent(answer);
    return answer.resendAfterSeconds;
  };

  const submitDetails = async (event: React.FormEvent) => {
    event.preventDefault();
    if (flow.busy) return;
    const found = check(fields);
    setErrors(found);
    const first = order.find((key) => found[key]);
    if (!flow.checked(first && `pt-${first}`)) return;
    let codeOnItsWay = false;
    await flow.send(async () => {
      const wait = await send();
      codeOnItsWay = wait !== null;
      return wait ?? undefined;
    });
    if (codeOnItsWay) setStep('code');
  };

  const resend = () =>
    flow.resend(async () => {
      const wait = await send();
      if (wait === null) return;
      flow.entry.setCode('');
      flow.entry.inputRef.current?.focus();
      return wait;
    });

  const verify = (event: React.FormEvent) =>
    flow.verify(event, async (digits) => {
      const { postProductTransferVerify } = await loadJourneyApi();
      onSent(await postProductTransferVerify(surveyId, offer.offerId, digits));
    });

  if (step === 'code' && sent) {
    const minutes = Math.max(1, Math.round(sent.expiresInSeconds / 60));
    return (
      <CodeStep
        {...flow.stepState}
        ids={{ heading: 'pt-code-title', help: 'pt-code-help', field: 'pt-code' }}
        heading="Confirm your e-mail address"
        help={
          <>
            We sent a code to <strong>{sent.sentTo}</strong>. Enter it here and we’ll send your request to{' '}
            {offer.providerName}. It expires in {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
          </>
        }
        label="6-digit code"
        focusableWhileBusy
        submitLabel="Confirm and send my request"
        onSubmit={verify}
        onResend={resend}
        changeDetailsLabel="Change my details"
        onChangeDetails={() => {
          flow.leaveCodeStep();
          setStep('details');
        }}
      />
    );
  }
  return (
    <TransferDetailsForm
      offer={offer}
      fields={fields}
      errors={errors}
      serverError={flow.error}
      busy={flow.busy}
      headingRef={detailsHeading}
      onChange={(key, value) => setFields((current) => ({ ...current, [key]: value }))}
      onSubmit={(event) => void submitDetails(event)}
    />
  );
}
