import * as React from 'react';
import { emailError, mobileError, nameError } from '../../lib/form-checks';
import { plainRefusal } from './server-refusal';
import { TextField } from './text-field';
import type { FieldRefusal } from './use-submit';

export type ContactField = 'firstName' | 'lastName' | 'email' | 'mobile';

/** The order the fields stand in, so the first with an error can take focus. */
export const contactFieldOrder: readonly ContactField[] = ['firstName', 'lastName', 'email', 'mobile'];

export type ContactErrors = Partial<Record<ContactField, string>>;

/** What is wrong with each field; a field without a problem is left out. */
export function contactErrors(values: Readonly<Record<ContactField, string>>): ContactErrors {
  const problems: [ContactField, string | null][] = [
    ['firstName', nameError(values.firstName, 'first')],
    ['lastName', nameError(values.lastName, 'last')],
    ['email', emailError(values.email)],
    ['mobile', mobileError(values.mobile)],
  ];
  const errors: ContactErrors = {};
  for (const [field, problem] of problems) if (problem) errors[field] = problem;
  return errors;
}

const CONTACT_FIELD_OF: Readonly<Record<string, ContactField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  mobile_number: 'mobile',
};

/** The server's refusal of a contact field, as that field's error in plain words; null for anything else. */
export function contactRefusal(error: unknown): { field: ContactField; message: string } | null {
  const refusal = plainRefusal(error);
  const field = refusal ? CONTACT_FIELD_OF[refusal.field] : undefined;
  return refusal && field ? { field, message: refusal.message } : null;
}

/**
 * For useSubmit: a refused contact field becomes that field's error (`showErrors`), and focus goes
 * to its input (`idOf`).
 */
export function contactFieldRefusal(
  idOf: (field: ContactField) => string,
  showErrors: (errors: ContactErrors) => void,
): (error: unknown) => FieldRefusal | null {
  return (error) => {
    const refused = contactRefusal(error);
    return (
      refused && {
        inputId: idOf(refused.field),
        show: () => showErrors({ [refused.field]: refused.message }),
      }
    );
  };
}

export interface ContactFieldsProps {
  /** The id of each field's input (focus goes to the first with an error by it). */
  idOf(field: ContactField): string;
  values: Readonly<Record<ContactField, string>>;
  errors: Readonly<ContactErrors>;
  onValueChange(field: ContactField, value: string): void;
  /** Under a field's label: what the e-mail address or mobile number is for. */
  hints?: Readonly<Partial<Record<ContactField, string>>>;
}

/** First and last name, e-mail address and mobile number, as the browser can fill them in. */
export function ContactFields({ idOf, values, errors, onValueChange, hints = {} }: ContactFieldsProps) {
  const field = (name: ContactField) => ({
    id: idOf(name),
    value: values[name],
    onValueChange: (value: string) => onValueChange(name, value),
    error: errors[name],
    hint: hints[name],
  });
  return (
    <>
      <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
      <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
      <TextField
        {...field('email')}
        label="E-mail address"
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <TextField {...field('mobile')} label="Mobile number" type="tel" inputMode="tel" autoComplete="tel" />
    </>
  );
}
