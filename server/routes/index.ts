/**
 * Every API route, in one list. To add a route: write its contract in `src/api/<area>.ts`, then
 * `server/routes/<name>.ts` with `defineContractRoute`, and add it here.
 */
import {
  accountDevicesRoute,
  signOutDeviceRoute,
  updateUserDetailsRoute,
  updateUserMobileResendRoute,
  updateUserMobileRoute,
  updateUserMobileVerifyRoute,
} from './account';
import { getUserDepositChecksRoute, removeUserDepositCheckRoute } from './account-deposit-checks';
import { addMissingProductRoute } from './add-missing-product';
import { checkActiveEventRoute } from './check-active-event';
import { cspReportRoute } from './csp-report';
import {
  getSavingsCheckRoute,
  getTermDepositCheckRoute,
  savingsCheckRoute,
  termDepositCheckRoute,
} from './deposit-checks';
import type { ApiRoute } from './define-route';
import { savingsAlertRoute } from './savings-alert';
import { accountChangeRoute, undoAccountChangeRoute } from './account-change';
import { emailListRoute, leaveEmailListRoute, resubscribeEmailListRoute } from './email-lists';
import { errorReportRoute } from './error-report';
import { confirmFollowUpsRoute, followUpConfirmationRoute } from './follow-up-confirmation';
import { getEventHistoryRoute } from './get-event-history';
import { getOfferDetailsRoute, getOffersRoute } from './get-offers';
import { getHlParameterRoute } from './get-hl-parameter';
import { getUserDetailsRoute } from './get-user-details';
import { getUserLocationRoute } from './get-user-location';
import { getUserNotificationsRoute } from './get-user-notifications';
import { getUserPropertiesRoute } from './get-user-properties';
import { acceptHlOfferRoute } from './home-loan-accept';
import { getHlOfferDetailsRoute, getHlOffersRoute, updateHlSurveyOutcomeRoute } from './home-loan-offers';
import { updateFinspoAcceptedOfferRoute, useFinspoWebhookRoute } from './home-loan-refinance';
import {
  getHlRegistrationRoute,
  submitHlRegistrationRoute,
  updateHlSurveyRegistrationsRoute,
  verifyOtpHlRoute,
} from './home-loan-registration';
import {
  getHlSurveyRoute,
  getYourDealVsMarketRoute,
  reviewCurrentHlDealRoute,
  updateHlSurveyInputRoute,
  validateCurrentPropertiesRoute,
} from './home-loan-survey';
import { mainRoute } from './main';
import {
  getTermDepositCheckByLinkRoute,
  getTermDepositReminderRoute,
  termDepositReminderRoute,
} from './maturity-reminders';
import { myCurrentDealRoute } from './my-current-deal';
import { getJobsQaRoute, getOfferDetailsQaRoute, getOffersQaRoute, retryDeadJobQaRoute } from './offer-qa';
import { productRedirectRoute } from './product-redirect';
import { productTransferRoute, productTransferVerifyRoute } from './product-transfer';
import { signinResendRoute, signinRoute, signinVerifyRoute } from './signin';
import { signoutRoute } from './signout';
import {
  signupResendEmailRoute,
  signupResendMobileRoute,
  signupRoute,
  signupVerifyEmailRoute,
  signupVerifyMobileRoute,
} from './signup';
import { statusRoute } from './status';
import { resubscribeMemberRoute, unsubscribeMemberRoute } from './subscriptions';
import { surveyEstimateRoute, surveyStartRoute } from './survey';
import { surveyOutcomeRoute } from './survey-outcome';
import {
  noOffersRegistrationRoute,
  submit2BeRegistrationRoute,
  submitNudgeRoute,
} from './survey-registrations';
import {
  getSurveyByEventIdRoute,
  getUserProductsRoute,
  updateUserProductsByEventIdRoute,
  updateUserProductsRoute,
} from './update-user-products';
import { removeUserProductRoute, restoreUserProductRoute } from './remove-user-product';
import { updateEventsRoute } from './update-events';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const apiRoutes: ApiRoute<any, any, any>[] = [
  statusRoute,
  mainRoute,
  signupRoute,
  signupVerifyEmailRoute,
  signupVerifyMobileRoute,
  signupResendEmailRoute,
  signupResendMobileRoute,
  signinRoute,
  signinVerifyRoute,
  signinResendRoute,
  signoutRoute,
  getUserDetailsRoute,
  getUserPropertiesRoute,
  getUserNotificationsRoute,
  getEventHistoryRoute,
  checkActiveEventRoute,
  unsubscribeMemberRoute,
  resubscribeMemberRoute,
  accountChangeRoute,
  undoAccountChangeRoute,
  emailListRoute,
  leaveEmailListRoute,
  resubscribeEmailListRoute,
  getUserLocationRoute,
  getHlParameterRoute,
  productRedirectRoute,
  updateEventsRoute,
  errorReportRoute,
  cspReportRoute,
  // The card journey (docs/api-card-journey.md).
  surveyStartRoute,
  surveyEstimateRoute,
  getOffersRoute,
  getOfferDetailsRoute,
  surveyOutcomeRoute,
  productTransferRoute,
  productTransferVerifyRoute,
  addMissingProductRoute,
  submitNudgeRoute,
  noOffersRegistrationRoute,
  submit2BeRegistrationRoute,
  followUpConfirmationRoute,
  confirmFollowUpsRoute,
  myCurrentDealRoute,
  getUserProductsRoute,
  updateUserProductsRoute,
  removeUserProductRoute,
  restoreUserProductRoute,
  updateUserProductsByEventIdRoute,
  getSurveyByEventIdRoute,
  updateUserDetailsRoute,
  accountDevicesRoute,
  signOutDeviceRoute,
  updateUserMobileRoute,
  updateUserMobileVerifyRoute,
  updateUserMobileResendRoute,
  getOffersQaRoute,
  getOfferDetailsQaRoute,
  getJobsQaRoute,
  retryDeadJobQaRoute,
  // The home-loan journey (docs/api-home-loan-journey.md).
  validateCurrentPropertiesRoute,
  updateHlSurveyInputRoute,
  getHlSurveyRoute,
  getYourDealVsMarketRoute,
  reviewCurrentHlDealRoute,
  getHlOffersRoute,
  getHlOfferDetailsRoute,
  updateHlSurveyOutcomeRoute,
  submitHlRegistrationRoute,
  verifyOtpHlRoute,
  getHlRegistrationRoute,
  updateHlSurveyRegistrationsRoute,
  acceptHlOfferRoute,
  useFinspoWebhookRoute,
  updateFinspoAcceptedOfferRoute,
  // The savings and term-deposit checks (docs/api-deposit-checks.md).
  savingsCheckRoute,
  getSavingsCheckRoute,
  termDepositCheckRoute,
  getTermDepositCheckRoute,
  savingsAlertRoute,
  termDepositReminderRoute,
  getTermDepositReminderRoute,
  getTermDepositCheckByLinkRoute,
  // The account page's savings and term-deposit checks.
  getUserDepositChecksRoute,
  removeUserDepositCheckRoute,
];
