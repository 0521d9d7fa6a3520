/** The sign-up, sign-in and session calls of spec section 7. Every body carries the visit id. */
import { apiPost } from '../../lib/api-client';
import type { UserDetailsResponse } from './user-details';

/** The answer to a call that sends a code. */
export interface CodeSentResponse {
  status: 'code_sent';
  nextStep: 'verify_email' | 'verify_mobile' | 'verify_otp';
  channel: 'email' | 'sms';
  expiresInSeconds: number;
}

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  /** The box "Send me occasional news about StaySmart", ticked: news by e-mail only then. */
  marketingOptIn: boolean;
}

export type SignInDestination = { email: string } | { mobileNumber: string };

type VisitId = string | null;

export const postGetUserDetails = (visitId: VisitId) =>
  apiPost<UserDetailsResponse>('/getUserDetails/', { visitId });

export const postSignOut = (visitId: VisitId) => apiPost<{ status: string }>('/signout/', { visitId });

export const postSignUp = (visitId: VisitId, details: SignUpDetails) =>
  apiPost<CodeSentResponse>('/signup/', { visitId, ...details });

export const postVerifySignUpEmail = (visitId: VisitId, code: string) =>
  apiPost<CodeSentResponse>('/signup/verify-email/', { visitId, code });

export const postVerifySignUpMobile = (visitId: VisitId, code: string) =>
  apiPost<UserDetailsResponse>('/signup/verify-mobile/', { visitId, code });

export const postResendSignUpEmail = (visitId: VisitId) =>
  apiPost<CodeSentResponse>('/signup/resend-email-otp/', { visitId });

export const postResendSignUpMobile = (visitId: VisitId) =>
  apiPost<CodeSentResponse>('/signup/resend-mobile-otp/', { visitId });

export const postSignIn = (visitId: VisitId, destination: SignInDestination) =>
  apiPost<CodeSentResponse>('/signin/', { visitId, ...destination });

export const postVerifySignIn = (visitId: VisitId, code: string) =>
  apiPost<UserDetailsResponse>('/signin/verify-otp/', { visitId, code });

export const postResendSignIn = (visitId: VisitId) =>
  apiPost<CodeSentResponse>('/signin/resend-otp/', { visitId });
