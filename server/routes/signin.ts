import { clientNetwork } from '../lib/client-network';
import { setSessionCookies } from '../plugins/session';
import { resendSignin, startSignin, verifySignin } from '../services/auth';
import { userDetails } from '../services/users';
import { bodySchema, defineRoute, EMPTY_BODY, fields } from './define-route';

/** Sends a sign-in code to the e-mail or mobile number, if it has an account; answers the same either way. */
export const signinRoute = defineRoute<
  { email?: string; mobile_number?: string },
  Record<string, never>,
  'required'
>({
  path: '/signin/',
  session: 'required',
  rateLimit: 'authSend',
  body: bodySchema({
    email: { type: 'string', maxLength: 254, description: 'an e-mail address' },
    mobile_number: { type: 'string', maxLength: 30, description: 'an Australian mobile number' },
  }),
  handler: ({ ctx, request, session, body, now }) =>
    startSignin(ctx, session, body, now, clientNetwork(request.ip)),
});

/** Checks the sign-in code and signs in (new session id). */
export const signinVerifyRoute = defineRoute<{ code: string }, Record<string, never>, 'required'>({
  path: '/signin/verify-otp/',
  session: 'required',
  rateLimit: 'authVerify',
  body: bodySchema({ code: fields.code }, ['code']),
  handler: async ({ ctx, request, reply, session, body, now }) => {
    const signedIn = await verifySignin(ctx, session, body.code, now);
    setSessionCookies(request, reply, signedIn.session, now);
    return userDetails(signedIn.user);
  },
});

export const signinResendRoute = defineRoute<Record<string, never>, Record<string, never>, 'required'>({
  path: '/signin/resend-otp/',
  session: 'required',
  rateLimit: 'authSend',
  body: EMPTY_BODY,
  handler: ({ ctx, request, session, now }) => resendSignin(ctx, session, now, clientNetwork(request.ip)),
});
