/**
 * A server's refusal of one field, in the form's own words. The API answers a 400 about one field
 * with a message that starts with the field's name in quotes (`"mobile_number" must be an
 * Australian mobile number, …`, server/plugins/errors.ts and the routes' own checks): that name
 * says which field to mark, and the form says what is wrong in plain words, never the API's.
 */
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

/** The field a 400 is about, as the API names it (the last part of `contact_details.email`); else null. */
export function refusedField(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const name = /^"([A-Za-z_][\w.[\]]*)"/.exec(error.message)?.[1];
  return (
    name
      ?.split('.')
      .at(-1)
      ?.replace(/\[\d+\]$/, '') ?? null
  );
}

/** What a valid value looks like, for the fields people type. */
const PLAIN_WORDS: Readonly<Record<string, string>> = {
  mobile_number: 'Enter an Australian mobile number, like 0412 345 678.',
  email: 'Enter an e-mail address, like name@example.com.',
  first_name: 'Enter your first name in letters, spaces, hyphens and apostrophes (up to 50).',
  last_name: 'Enter your last name in letters, spaces, hyphens and apostrophes (up to 50).',
};

/** Said of a refused field the form cannot point at. */
export const UNNAMED_REFUSAL = 'Something you entered wasn’t accepted. Check the form and try again.';

/**
 * The plain words for a refused field: "This is already …" when the server says the value is
 * already in use, else what a valid value looks like; null for a field with no words of its own.
 */
export function plainRefusal(error: unknown): { field: string; message: string } | null {
  const field = refusedField(error);
  if (!field || !isApiError(error)) return null;
  const already = /^"[^"]+" is (already .*)$/.exec(error.message)?.[1];
  if (already) return { field, message: `This is ${already}` };
  const words = PLAIN_WORDS[field];
  return words ? { field, message: words } : null;
}

/** A failed call for a form's alert: a refused field never in the API's words. */
export function formFailureMessage(error: unknown): string {
  if (refusedField(error)) return plainRefusal(error)?.message ?? UNNAMED_REFUSAL;
  return errorMessage(error);
}
