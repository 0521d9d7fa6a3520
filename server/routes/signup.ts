import { clientNetwork } from '../lib/client-network';
import { setSessionCookies } from '../plugins/session';
import {
  resendSignupEmail,
  resendSignupMobile,
  startSignup,
  verifySignupEmail,
  verifySignupMobile,
} from '../services/auth';
import { userDetails } from '../services/users';
import { bodySchema, defineRoute, EMPTY_BODY, fields, type JsonSchema } from './define-route';

interface SignupBody {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  marketing_opt_in?: boolean;
}

/** The sign-up form's fields; the account page checks a new name or mobile number with the same ones. */
export const signupFields = {
  first_name: { type: 'string', minLength: 1, maxLength: 100 },
  last_name: { type: 'string', minLength: 1, maxLength: 100 },
  email: { type: 'string', minLength: 3, maxLength: 254, description: 'an e-mail address' },
  mobile_number: {
    type: 'string',
    minLength: 8,
    maxLength: 30,
    description: 'an Australian mobile number',
  },
} satisfies Record<string, JsonSchema>;

/**
 * Step 1: checks the details and e-mails a code (or, for a known e-mail, an "already have an account"
 * note). `marketing_opt_in: true` is the ticked box asking for news by e-mail; absent or false, none.
 */
export const signupRoute = defineRoute<SignupBody, Record<string, never>, 'required'>({
  path: '/signup/',
  session: 'required',
  rateLimit: 'authSend',
  body: bodySchema({ ...signupFields, marketing_opt_in: { type: 'boolean' } }, [
    'first_name',
    'last_name',
    'email',
    'mobile_number',
  ]),
  handler: ({ ctx, request, session, body, now }) =>
    startSignup(ctx, session, body, now, clientNetwork(request.ip)),
});

/** Step 2: checks the e-mail code and texts a code to the mobile number. */
export const signupVerifyEmailRoute = defineRoute<{ code: string }, Record<string, never>, 'required'>({
  path: '/signup/verify-email/',
  session: 'required',
  rateLimit: 'authVerify',
  body: bodySchema({ code: fields.code }, ['code']),
  handler: ({ ctx, request, session, body, now }) =>
    verifySignupEmail(ctx, session, body.code, now, clientNetwork(request.ip)),
});

/** Step 3: checks the SMS code, creates the account and signs in (new session id). */
export const signupVerifyMobileRoute = defineRoute<{ code: string }, Record<string, never>, 'required'>({
  path: '/signup/verify-mobile/',
  session: 'required',
  rateLimit: 'authVerify',
  body: bodySchema({ code: fields.code }, ['code']),
  handler: async ({ ctx, request, reply, session, body, now }) => {
    const signedIn = await verifySignupMobile(ctx, session, body.code, now);
    setSessionCookies(request, reply, signedIn.session, now);
    return userDetails(signedIn.user);
  },
});

export const signupResendEmailRoute = defineRoute<Record<string, never>, Record<string, never>, 'required'>({
  path: '/signup/resend-email-otp/',
  session: 'required',
  rateLimit: 'authSend',
  body: EMPTY_BODY,
  handler: ({ ctx, request, session, now }) =>
    resendSignupEmail(ctx, session, now, clientNetwork(request.ip)),
});

export const signupResendMobileRoute = defineRoute<Record<string, never>, Record<string, never>, 'required'>({
  path: '/signup/resend-mobile-otp/',
  session: 'required',
  rateLimit: 'authSend',
  body: EMPTY_BODY,
  handler: ({ ctx, request, session, now }) =>
    resendSignupMobile(ctx, session, now, clientNetwork(request.ip)),
});
