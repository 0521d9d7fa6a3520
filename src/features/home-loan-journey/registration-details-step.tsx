import * as React from 'react';
import { CheckboxField } from '../../components/forms/checkbox-field';
import { contactErrors, ContactFields, contactFieldOrder } from '../../components/forms/contact-fields';
import { FormAlert } from '../../components/forms/form-alert';

export interface DetailFields {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  consent: boolean;
}

export type DetailErrors = Partial<Record<keyof DetailFields, string>>;

const detailOrder = [...contactFieldOrder, 'consent'] as const;

/** What is wrong with the details, field by field. */
export function checkDetails(fields: DetailFields): DetailErrors {
  const errors: DetailErrors = contactErrors(fields);
  if (!fields.consent) errors.consent = 'Tick the box so we can contact you about your home loan.';
  return errors;
}

/** The first field, in the form's order, with an error. */
export function firstDetailInError(errors: DetailErrors): keyof DetailFields | undefined {
  return detailOrder.find((key) => errors[key]);
}

export interface DetailsStepProps {
  id(name: string): string;
  headingRef: React.RefObject<HTMLHeadingElement>;
  fields: DetailFields;
  errors: DetailErrors;
  onChange<K extends keyof DetailFields>(key: K, value: DetailFields[K]): void;
  serverError: string | null;
  busy: boolean;
  onSubmit(event: React.FormEvent): void;
}

/** The first step of the registration: who the visitor is, the mobile the code goes to, and consent. */
export function DetailsStep({
  id,
  headingRef,
  fields,
  errors,
  onChange,
  serverError,
  busy,
  onSubmit,
}: DetailsStepProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id('details-title')}>
      <h2 id={id('details-title')} ref={headingRef} tabIndex={-1}>
        Your details
      </h2>
      <p>
        We’ll text a code to your mobile to confirm it’s you. Registering is free and there’s no credit check.
      </p>
      <FormAlert message={serverError} />
      <ContactFields
        idOf={id}
        values={fields}
        errors={errors}
        onValueChange={onChange}
        hints={{ mobile: 'An Australian mobile, like 0412 345 678. We’ll text your code to it.' }}
      />
      <CheckboxField
        id={id('consent')}
        checked={fields.consent}
        onCheckedChange={(value) => onChange('consent', value)}
        error={errors.consent}
      >
        I agree that StaySmart may contact me about my home loan, and pass my details to the lender or broker
        I choose.
      </CheckboxField>
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? 'Sending your code…' : 'Send my code'}
      </button>
    </form>
  );
}
