/** Contact details typed into forms, checked and normalised, with a 400 naming the field otherwise. */
import { badRequest } from './api-error';
import { normaliseAustralianMobile, normaliseEmail, normaliseName } from './contact-details';
import { findInvisibleCharacterInTypedText } from './text';

/**
 * Invisible characters get their own message: the person cannot see what is wrong with what they
 * typed (or pasted), so the message names the character. Tabs, line breaks and the ends are left
 * to the normalisers, which tidy them.
 */
function refuseInvisibleCharacters(raw: string, field: string): void {
  const found = findInvisibleCharacterInTypedText(raw.trim());
  if (found) {
    throw badRequest(
      `"${field}" must not contain invisible or control characters; it contains ${found}. Type it again rather than pasting it.`,
    );
  }
}

export function requireEmail(raw: string, field = 'email'): string {
  refuseInvisibleCharacters(raw, field);
  const email = normaliseEmail(raw);
  if (!email) throw badRequest(`"${field}" must be an e-mail address, like name@example.com.`);
  return email;
}

export function requireMobile(raw: string, field = 'mobile_number'): string {
  const mobile = normaliseAustralianMobile(raw);
  if (!mobile) {
    throw badRequest(`"${field}" must be an Australian mobile number, like 0412 345 678 or +61 412 345 678.`);
  }
  return mobile;
}

export function requireName(raw: string, field: string): string {
  refuseInvisibleCharacters(raw, field);
  const name = normaliseName(raw);
  if (!name) {
    throw badRequest(`"${field}" must be 1 to 50 letters (spaces, hyphens and apostrophes are fine).`);
  }
  return name;
}
