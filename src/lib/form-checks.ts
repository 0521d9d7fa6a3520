/**
 * Checks made before a form is sent, by the rules the server uses (src/domain/contact-rules.ts),
 * so a visitor hears about a typo at once. The server still decides.
 */
import { hasEmailShape, hasNameShape, NAME_MAX_LENGTH } from '../domain/contact-rules';

export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Enter your e-mail address.';
  if (!hasEmailShape(email)) return 'Enter an e-mail address like name@example.com.';
  return null;
}

/** Digits of an Australian mobile number as +614xxxxxxxx, or null. Accepts 04.., 4.., +61 4.., 61 4... */
export function normaliseAustralianMobile(value: string): string | null {
  const compact = value.trim().replace(/[\s().-]/g, '');
  const match = /^(?:\+?61|0)?(4\d{8})$/.exec(compact);
  return match ? `+61${match[1]}` : null;
}

export function mobileError(value: string): string | null {
  if (value.trim() === '') return 'Enter your mobile number.';
  if (!normaliseAustralianMobile(value)) return 'Enter an Australian mobile number, like 0412 345 678.';
  return null;
}

export function nameError(value: string, which: 'first' | 'last'): string | null {
  const name = value.trim();
  const label = which === 'first' ? 'first name' : 'last name';
  if (name === '') return `Enter your ${label}.`;
  if (name.length > NAME_MAX_LENGTH) return `Your ${label} must be ${NAME_MAX_LENGTH} characters or fewer.`;
  if (!hasNameShape(name)) return `Use letters, spaces, hyphens and apostrophes in your ${label}.`;
  return null;
}

/** The six digits of a code, whatever the visitor pasted around them ("123 456", "123-456"). */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

export function codeError(value: string): string | null {
  const digits = codeDigits(value);
  if (digits === '') return 'Enter the 6-digit code we sent you.';
  if (digits.length !== 6) return 'The code has 6 digits.';
  return null;
}
