import { resendSignIn, signIn, verifySignIn } from '../../src/api/auth';
import { clientNetwork } from '../lib/client-network';
import { setSessionCookies } from '../plugins/session';
import { resendSignin, startSignin, verifySignin } from '../services/auth';
import { userDetails } from '../services/users';
import { defineContractRoute } from './define-route';

/** Sends a sign-in code to the e-mail or mobile number, if it has an account; answers the same either way. */
export const signinRoute = defineContractRoute(signIn, {
  session: 'required',
  rateLimit: 'authSend',
  handler: ({ ctx, request, session, body, now }) =>
    startSignin(ctx, session, body, now, clientNetwork(request.ip)),
});

/** Checks the sign-in code and signs in (new session id). */
export const signinVerifyRoute = defineContractRoute(verifySignIn, {
  session: 'required',
  rateLimit: 'authVerify',
  handler: async ({ ctx, request, reply, session, body, now }) => {
    const signedIn = await verifySignin(ctx, session, body.code, now);
    setSessionCookies(request, reply, signedIn.session, now);
    return userDetails(signedIn.user);
  },
});

export const signinResendRoute = defineContractRoute(resendSignIn, {
  session: 'required',
  rateLimit: 'authSend',
  handler: ({ ctx, request, session, now }) => resendSignin(ctx, session, now, clientNetwork(request.ip)),
});
