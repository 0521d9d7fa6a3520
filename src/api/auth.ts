/**
 * Sign-up, sign-in and sign-out, and who is signed in. Each step that sends a code answers
 * `code_sent` and the step the visitor is at; each that signs in answers the user's details.
 */
import { type Static, Type } from '@sinclair/typebox';
import { defineContract, requestBody } from './contract';
import { answerOneOf } from './fields';

/** The one-time code a message carries, as every verify step takes it. */
export const codeField = Type.String({
  pattern: '^[0-9]{6}$',
  description: 'the 6-digit code from the message, like 123456',
});

/** The sign-up form's fields; the account page checks a new name or mobile number with the same ones. */
export const signUpFields = {
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ minLength: 3, maxLength: 254, description: 'an e-mail address' }),
  mobile_number: Type.String({ minLength: 8, maxLength: 30, description: 'an Australian mobile number' }),
};

/** A code was sent (or, for an address without an account, seemed to be): the step that comes next. */
export const codeSentAnswer = Type.Object({
  status: Type.Literal('code_sent'),
  next_step: answerOneOf(['verify_email', 'verify_mobile', 'verify_otp', 'verify_mobile_change'] as const),
  channel: answerOneOf(['email', 'sms'] as const),
  expires_in_seconds: Type.Integer(),
});
export type CodeSentAnswer = Static<typeof codeSentAnswer>;

/** The signed-in user's details. */
export const userDetailsAnswer = Type.Object({
  status: Type.Literal('signed_in'),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  mobile_number: Type.String(),
});
export type UserDetailsAnswer = Static<typeof userDetailsAnswer>;

const signedOutAnswer = Type.Object({ status: Type.Literal('signed_out') });

const codeBody = requestBody({ code: codeField });

/**
 * Step 1: checks the details and e-mails a code (or, for a known e-mail, an "already have an
 * account" note). `marketing_opt_in: true` is the ticked box asking for news by e-mail.
 */
export const signUp = defineContract({
  path: '/signup/',
  request: requestBody({ ...signUpFields, marketing_opt_in: Type.Optional(Type.Boolean()) }),
  response: codeSentAnswer,
});

/** Step 2: checks the e-mail code and texts a code to the mobile number. */
export const verifySignUpEmail = defineContract({
  path: '/signup/verify-email/',
  request: codeBody,
  response: codeSentAnswer,
});

/** Step 3: checks the SMS code, creates the account and signs in. */
export const verifySignUpMobile = defineContract({
  path: '/signup/verify-mobile/',
  request: codeBody,
  response: userDetailsAnswer,
});

export const resendSignUpEmail = defineContract({
  path: '/signup/resend-email-otp/',
  request: requestBody({}),
  response: codeSentAnswer,
});

export const resendSignUpMobile = defineContract({
  path: '/signup/resend-mobile-otp/',
  request: requestBody({}),
  response: codeSentAnswer,
});

/** Sends a sign-in code to the e-mail or the mobile number (one of them), if it has an account. */
export const signIn = defineContract({
  path: '/signin/',
  request: requestBody({
    email: Type.Optional(Type.String({ maxLength: 254, description: 'an e-mail address' })),
    mobile_number: Type.Optional(Type.String({ maxLength: 30, description: 'an Australian mobile number' })),
  }),
  response: codeSentAnswer,
});

/** Checks the sign-in code and signs in. */
export const verifySignIn = defineContract({
  path: '/signin/verify-otp/',
  request: codeBody,
  response: userDetailsAnswer,
});

export const resendSignIn = defineContract({
  path: '/signin/resend-otp/',
  request: requestBody({}),
  response: codeSentAnswer,
});

/** Ends the session; the browser goes on with a fresh anonymous one. */
export const signOut = defineContract({
  path: '/signout/',
  request: requestBody({}),
  response: signedOutAnswer,
});

/** The signed-in user's details, or only `status: 'signed_out'`. */
export const getUserDetails = defineContract({
  path: '/getUserDetails/',
  request: requestBody({}),
  response: Type.Union([userDetailsAnswer, signedOutAnswer]),
});
