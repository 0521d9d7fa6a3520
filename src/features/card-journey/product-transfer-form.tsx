import * as React from 'react';
import { isApiError } from '../../lib/api-client';
import { useAppSelector } from '../../store/hooks';
import { CodeStep, resendWaitFrom, useCodeEntry } from '../auth/components/code-step';
import { normaliseAustralianMobile } from '../auth/validate';
import { errorMessage } from '../errors/error-message';
import { CheckboxField } from '../forms/checkbox-field';
import { contactErrors, ContactFields, contactFieldOrder, contactRefusal } from '../forms/contact-fields';
import { focusFieldWithError, formFailureMessage } from '../forms/server-refusal';
import { useFocusOnChange } from '../forms/focus-on-mount';
import { FormAlert } from '../forms/form-alert';
import { Fieldset } from '../forms/link-button';
import { TextField } from '../forms/text-field';
import type {
  JourneyOffer,
  ProductTransferCodeSent,
  ProductTransferConfirmation,
  ProductTransferRequest,
} from './journey-types';
import { loadJourneyApi } from './load-journey-api';

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

/** Code errors after which only a new code helps. */
const NEEDS_NEW_CODE: readonly string[] = [
  'CODE_EXPIRED',
  'CODE_USED',
  'NO_PENDING_CODE',
  'TOO_MANY_ATTEMPTS',
];

function needsNewCode(error: unknown): boolean {
  return isApiError(error) && NEEDS_NEW_CODE.includes(error.code);
}

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

type Sent = ProductTransferCodeSent & { at: number };

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
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [sent, setSent] = React.useState<Sent | null>(null);
  const [step, setStep] = React.useState<'details' | 'code'>('details');
  const entry = useCodeEntry({ clearProblemOnInput: true });
  // The code step starts in the code field; back at the details, focus goes to their heading.
  const detailsHeading = useFocusOnChange<HTMLHeadingElement>(step, step === 'details');

  /** Sends the form: a confirmation ends the flow; answers whether a code went out instead. */
  const send = async (): Promise<boolean> => {
    const { postProductTransfer } = await loadJourneyApi();
    const answer = await postProductTransfer(requestOf(surveyId, offer.offerId, fields));
    if (answer.status === 'confirmed') {
      onSent(answer);
      return false;
    }
    setSent({ ...answer, at: Date.now() });
    return true;
  };

  const submitDetails = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(fields);
    setErrors(found);
    setServerError(null);
    const first = order.find((key) => found[key]);
    if (first) {
      document.getElementById(`pt-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (await send()) {
        entry.reset();
        setStep('code');
      }
    } catch (error) {
      const refused = contactRefusal(error);
      if (refused)
        focusFieldWithError(() => setErrors({ [refused.field]: refused.message }), `pt-${refused.field}`);
      else setServerError(formFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const resend = () => {
    setServerError(null);
    return entry.sendNewCode(
      async () => {
        if (!(await send())) return;
        entry.setCode('');
        entry.inputRef.current?.focus();
      },
      (error) => {
        setServerError(errorMessage(error));
        // Over the send limit, the button waits as long as the server asks.
        if (isApiError(error) && error.status === 429) {
          const wait = resendWaitFrom(error);
          setSent((current) => current && { ...current, resendAfterSeconds: wait, at: Date.now() });
        }
      },
    );
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    entry.setNotice(null);
    const digits = entry.checked();
    if (digits === null) return;
    setBusy(true);
    try {
      const { postProductTransferVerify } = await loadJourneyApi();
      onSent(await postProductTransferVerify(surveyId, offer.offerId, digits));
    } catch (error) {
      if (entry.refusedCode(error)) return;
      const again = needsNewCode(error);
      setServerError(again ? `${errorMessage(error)} Send a new code to try again.` : errorMessage(error));
      // A new code can be asked for straight away.
      if (again) setSent((current) => current && { ...current, resendAfterSeconds: 0, at: Date.now() });
    } finally {
      setBusy(false);
    }
  };

  if (step === 'code' && sent) {
    const minutes = Math.max(1, Math.round(sent.expiresInSeconds / 60));
    return (
      <CodeStep
        entry={entry}
        ids={{ heading: 'pt-code-title', help: 'pt-code-help', field: 'pt-code' }}
        heading="Confirm your e-mail address"
        help={
          <>
            We sent a code to <strong>{sent.sentTo}</strong>. Enter it here and we’ll send your request to{' '}
            {offer.providerName}. It expires in {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
          </>
        }
        label="6-digit code"
        serverError={serverError}
        busy={busy}
        focusableWhileBusy
        submitLabel="Confirm and send my request"
        onSubmit={(event) => void verify(event)}
        sentAt={sent.at}
        waitSeconds={sent.resendAfterSeconds}
        onResend={resend}
        changeDetailsLabel="Change my details"
        onChangeDetails={() => {
          setServerError(null);
          entry.setNotice(null);
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
      serverError={serverError}
      busy={busy}
      headingRef={detailsHeading}
      onChange={(key, value) => setFields((current) => ({ ...current, [key]: value }))}
      onSubmit={(event) => void submitDetails(event)}
    />
  );
}
