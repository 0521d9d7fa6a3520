/** The sign-up, sign-in and session calls of spec section 7 (contracts: `src/api/auth.ts`). Every body carries the visit id. */
import type { signUp } from '../../api/auth';
import type { ClientRequestOf } from '../../api/contract';
import { callApi } from '../../lib/api-call';

/** The sign-up form: `marketingOptIn` is the box "Send me occasional news about StaySmart", ticked. */
export type SignUpDetails = Omit<ClientRequestOf<typeof signUp>, 'visitId'>;

export type SignInDestination = { email: string } | { mobileNumber: string };

type VisitId = string | null;

export const postGetUserDetails = (visitId: VisitId) => callApi('getUserDetails', { visitId });

export const postSignOut = (visitId: VisitId) => callApi('signout', { visitId });

export const postSignUp = (visitId: VisitId, details: SignUpDetails) =>
  callApi('signup', { visitId, ...details });

export const postVerifySignUpEmail = (visitId: VisitId, code: string) =>
  callApi('signup/verify-email', { visitId, code });

export const postVerifySignUpMobile = (visitId: VisitId, code: string) =>
  callApi('signup/verify-mobile', { visitId, code });

export const postResendSignUpEmail = (visitId: VisitId) => callApi('signup/resend-email-otp', { visitId });

export const postResendSignUpMobile = (visitId: VisitId) => callApi('signup/resend-mobile-otp', { visitId });

export const postSignIn = (visitId: VisitId, destination: SignInDestination) =>
  callApi('signin', { visitId, ...destination });

export const postVerifySignIn = (visitId: VisitId, code: string) =>
  callApi('signin/verify-otp', { visitId, code });

export const postResendSignIn = (visitId: VisitId) => callApi('signin/resend-otp', { visitId });
