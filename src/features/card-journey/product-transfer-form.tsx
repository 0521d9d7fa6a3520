import * as React from 'react';
import { useAppSelector } from '../../store/hooks';
import { normaliseAustralianMobile } from '../auth/validate';
import { errorMessage } from '../errors/error-message';
import { CheckboxField } from '../forms/checkbox-field';
import { contactErrors, ContactFields, contactFieldOrder } from '../forms/contact-fields';
import { FormAlert } from '../forms/form-alert';
import { Fieldset } from '../forms/link-button';
import { TextField } from '../forms/text-field';
import type { JourneyOffer, ProductTransferResponse } from './journey-types';
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

/** The product-transfer request: who to contact and how, with consent to pass it to the bank. */
export function ProductTransferForm({
  offer,
  surveyId,
  onSent,
}: {
  offer: JourneyOffer;
  surveyId: string;
  onSent(answer: ProductTransferResponse): void;
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
  const set =
    <K extends keyof Fields>(key: K) =>
    (value: Fields[K]) =>
      setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
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
      const { postProductTransfer } = await loadJourneyApi();
      const answer = await postProductTransfer({
        surveyId,
        offerId: offer.offerId,
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        email: fields.email.trim(),
        mobileNumber: normaliseAustralianMobile(fields.mobile) ?? fields.mobile.trim(),
        cardLastFour: fields.lastFour.trim() || null,
        preferredContact: fields.preferredContact,
        consent: true,
      });
      onSent(answer);
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="pt-form-title">
      <h2 id="pt-form-title">Your details</h2>
      <ContactFields
        idOf={(field) => `pt-${field}`}
        values={fields}
        errors={errors}
        onValueChange={(field, value) => set(field)(value)}
        hints={{ mobile: 'An Australian mobile, like 0412 345 678.' }}
      />
      <TextField
        id="pt-lastFour"
        label="Last 4 digits of your current card (optional)"
        hint="Helps the bank find your account. Never give your full card number."
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={fields.lastFour}
        onValueChange={set('lastFour')}
        error={errors.lastFour}
      />
      <Fieldset legend="How should the bank contact you?">
        <label className="checkbox">
          <input
            type="radio"
            name="pt-contact"
            checked={fields.preferredContact === 'email'}
            onChange={() => set('preferredContact')('email')}
          />
          E-mail
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="pt-contact"
            checked={fields.preferredContact === 'phone'}
            onChange={() => set('preferredContact')('phone')}
          />
          Phone
        </label>
      </Fieldset>
      <CheckboxField
        id="pt-consent"
        checked={fields.consent}
        onCheckedChange={set('consent')}
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
