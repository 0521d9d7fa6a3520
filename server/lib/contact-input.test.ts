import { ApiError } from './api-error';
import { requireEmail, requireName } from './contact-input';

function messageOf(check: () => unknown): string {
  try {
    check();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('contact input', () => {
  test.each([
    [
      'an override in an e-mail address',
      () => requireEmail('mia\u202e@example.com'),
      '"email" must not contain invisible or control characters; it contains U+202E. Type it again rather than pasting it.',
    ],
    [
      'a zero-width space in a nested field',
      () => requireEmail('mia@exa\u200bmple.com', 'contact_details.email'),
      '"contact_details.email" must not contain invisible or control characters; it contains U+200B. Type it again rather than pasting it.',
    ],
    [
      'an isolate in a name',
      () => requireName('\u2066Mia', 'first_name'),
      '"first_name" must not contain invisible or control characters; it contains U+2066. Type it again rather than pasting it.',
    ],
    [
      'a name that is not letters',
      () => requireName('<b>', 'last_name'),
      '"last_name" must be 1 to 50 letters (spaces, hyphens and apostrophes are fine).',
    ],
  ])('refuses %s, naming the field', (_label, check, message) => {
    expect(messageOf(check)).toBe(message);
  });

  test('accepts names with tabs and line breaks, which are tidied to spaces', () => {
    expect(requireName('Mia\tRose\nNguyen', 'first_name')).toBe('Mia Rose Nguyen');
  });
});
