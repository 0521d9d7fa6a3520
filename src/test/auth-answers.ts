/**
 * The sign-up and sign-in routes' answers as the server sends them, typed by their contracts
 * (`src/api/auth.ts`): a test names only what it is about and the rest is a valid answer.
 */
import type { CodeSentAnswer, UserDetailsAnswer } from '../api/auth';

export const codeSent = (overrides: Partial<CodeSentAnswer> = {}): CodeSentAnswer => ({
  status: 'code_sent',
  next_step: 'verify_otp',
  channel: 'email',
  expires_in_seconds: 600,
  ...overrides,
});

export const signedInUser = (overrides: Partial<UserDetailsAnswer> = {}): UserDetailsAnswer => ({
  status: 'signed_in',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile_number: '+61412345678',
  ...overrides,
});

export const signedOut = { status: 'signed_out' } as const;
