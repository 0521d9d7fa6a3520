import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { hasEmailShape, hasNameShape } from '../../src/domain/contact-rules';
import { findInvisibleCharacter, findInvisibleCharacterInTypedText } from './text';

/**
 * Lower-cased and trimmed, or null when it does not look like an e-mail address. Invisible
 * characters are refused: an address holding U+200B or U+202E shows as one address and
 * delivers to another.
 */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (findInvisibleCharacter(email)) return null;
  return hasEmailShape(email) ? email : null;
}

/**
 * An Australian mobile number (04xx xxx xxx, +61 4xx xxx xxx, 61 4xx...) in E.164 form
 * (+614xxxxxxxx), or null for anything else, landlines included.
 */
export function normaliseAustralianMobile(input: string): string | null {
  if (!/^[+\d\s().-]{8,24}$/.test(input.trim())) return null;
  const phone = parsePhoneNumberFromString(input.trim(), 'AU');
  if (!phone || phone.country !== 'AU' || !phone.isValid() || phone.getType() !== 'MOBILE') return null;
  return phone.number;
}

/**
 * A trimmed name of 1 to 50 characters without markup brackets, control characters or format
 * characters (a U+202E in a name reverses the text after it in the e-mails and referrals that
 * quote it).
 */
export function normaliseName(input: string): string | null {
  if (findInvisibleCharacterInTypedText(input.trim())) return null;
  const name = input.trim().replace(/\s+/g, ' ');
  return hasNameShape(name) ? name : null;
}

/** `jane@example.com` -> `j***@example.com`, for log lines that must not hold full addresses. */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination[0]}***${destination.slice(at)}`;
  return `${destination.slice(0, 4)}***${destination.slice(-3)}`;
}
