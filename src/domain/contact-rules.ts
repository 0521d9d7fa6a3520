/**
 * The shape of the contact details people type, one definition for the forms (which say at once
 * what is wrong) and the server (which decides): an e-mail address and a name. Mobile numbers are
 * checked by the server against the numbering plan (libphonenumber) and by the forms by their
 * Australian shape.
 */

/** Longest e-mail address the standards allow. */
export const EMAIL_MAX_LENGTH = 254;

/** name@domain.tld, without spaces or the characters that quote, list or bracket an address. */
const EMAIL_PATTERN = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]{2,}$/;

export function hasEmailShape(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export const NAME_MAX_LENGTH = 50;

/** Markup brackets, symbols, digits and control characters: not in a person's name. */
const NAME_FORBIDDEN = /[\p{Cc}<>{}[\]\\/@#$%^*=+|~`"\d]/u;

/** A trimmed name of 1 to 50 characters without the characters a name never holds. */
export function hasNameShape(name: string): boolean {
  return name !== '' && name.length <= NAME_MAX_LENGTH && !NAME_FORBIDDEN.test(name);
}
