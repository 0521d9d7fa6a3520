import {
  resendSignUpEmail,
  resendSignUpMobile,
  signUp,
  verifySignUpEmail,
  verifySignUpMobile,
} from '../../src/api/auth';
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
import { defineContractRoute } from './define-route';

/**
 * Step 1: checks the details and e-mails a code (or, for a known e-mail, an "already have an account"
 * note). `marketing_opt_in: true` is the ticked box asking for news by e-mail; absent or false, none.
 */
export const signupRoute = defineContractRoute(signUp, {
  session: 'required',
  rateLimit: 'authSend',
  handler: ({ ctx, request, session, body, now }) =>
    startSignup(ctx, session, body, now, clientNetwork(request.ip)),
});

/** Step 2: checks the e-mail code and texts a code to the mobile number. */
export const signupVerifyEmailRoute = defineContractRoute(verifySignUpEmail, {
  session: 'required',
  rateLimit: 'authVerify',
  handler: ({ ctx, request, session, body, now }) =>
    verifySignupEmail(ctx, session, body.code, now, clientNetwork(request.ip)),
});

/** Step 3: checks the SMS code, creates the account and signs in (new session id). */
export const signupVerifyMobileRoute = defineContractRoute(verifySignUpMobile, {
  session: 'required',
  rateLimit: 'authVerify',
  handler: async ({ ctx, request, reply, session, body, now }) => {
    const signedIn = await verifySignupMobile(ctx, session, body.code, now);
    setSessionCookies(request, reply, signedIn.session, now);
    return userDetails(signedIn.user);
  },
});

export const signupResendEmailRoute = defineContractRoute(resendSignUpEmail, {
  session: 'required',
  rateLimit: 'authSend',
  handler: ({ ctx, request, session, now }) =>
    resendSignupEmail(ctx, session, now, clientNetwork(request.ip)),
});

export const signupResendMobileRoute = defineContractRoute(resendSignUpMobile, {
  session: 'required',
  rateLimit: 'authSend',
  handler: ({ ctx, request, session, now }) =>
    resendSignupMobile(ctx, session, now, clientNetwork(request.ip)),
});
