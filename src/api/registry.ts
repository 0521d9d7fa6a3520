/**
 * Every route contract, by name: a route's name is its path without its outer slashes
 * (`/getOffersQA/` is `getOffersQA`; a step under another path keeps its slash, so `/signup/verify-email/`
 * is `signup/verify-email`). The client names the route it calls (`callApi('getOffersQA', …)`) and
 * the types follow; only development builds and the tests load this module at run time, to check
 * each answer against its schema.
 */
import type { ApiContract } from './contract';
import * as account from './account';
import * as accountDeposits from './account-deposits';
import * as auth from './auth';
import * as cardFollowUps from './card-follow-ups';
import * as cardJourney from './card-journey';
import * as depositChecks from './deposit-checks';
import * as depositReminders from './deposit-reminders';
import * as emailLists from './email-lists';
import * as homeLoanOffers from './home-loan-offers';
import * as homeLoanRefinance from './home-loan-refinance';
import * as homeLoanRegistration from './home-loan-registration';
import * as homeLoanSurvey from './home-loan-survey';
import * as offerQa from './offer-qa';
import * as savedCards from './saved-cards';
import * as site from './site';

const all: readonly ApiContract[] = [
  account.getUserProperties,
  account.getUserNotifications,
  account.getEventHistory,
  account.updateUserDetails,
  account.updateUserMobile,
  account.verifyUserMobile,
  account.resendUserMobile,
  account.accountDevices,
  account.signOutDevice,
  account.readAccountChange,
  account.undoAccountChange,
  account.unsubscribeMember,
  account.resubscribeMember,

  auth.signUp,
  auth.verifySignUpEmail,
  auth.verifySignUpMobile,
  auth.resendSignUpEmail,
  auth.resendSignUpMobile,
  auth.signIn,
  auth.verifySignIn,
  auth.resendSignIn,
  auth.signOut,
  auth.getUserDetails,

  emailLists.emailList,
  emailLists.leaveEmailList,
  emailLists.resubscribeEmailList,

  accountDeposits.getUserDepositChecks,
  accountDeposits.removeUserDepositCheck,

  depositChecks.savingsCheck,
  depositChecks.getSavingsCheck,
  depositChecks.termDepositCheck,
  depositChecks.getTermDepositCheck,
  depositChecks.getTermDepositCheckByLink,
  depositChecks.savingsAlert,
  depositReminders.termDepositReminder,
  depositReminders.getTermDepositReminder,

  offerQa.getOffersQa,
  offerQa.getOfferDetailsQa,
  offerQa.getJobsQa,
  offerQa.retryDeadJobQa,

  homeLoanSurvey.getHlParameter,
  homeLoanSurvey.validateCurrentProperties,
  homeLoanSurvey.updateHlSurveyInput,
  homeLoanSurvey.getHlSurvey,
  homeLoanSurvey.getYourDealVsMarket,
  homeLoanSurvey.reviewCurrentHlDeal,
  homeLoanOffers.getHlOffers,
  homeLoanOffers.getHlOfferDetails,
  homeLoanOffers.updateHlSurveyOutcome,
  homeLoanOffers.acceptHlOffer,
  homeLoanRegistration.submitHlRegistration,
  homeLoanRegistration.getHlRegistration,
  homeLoanRegistration.verifyOtpHl,
  homeLoanRegistration.updateHlSurveyRegistrations,
  homeLoanRefinance.useFinspoWebhook,
  homeLoanRefinance.updateFinspoAcceptedOffer,
  cardJourney.surveyStart,
  cardJourney.surveyEstimate,
  cardJourney.getOffers,
  cardJourney.getOfferDetails,
  cardJourney.surveyOutcome,
  cardJourney.productTransfer,
  cardJourney.productTransferVerify,
  cardJourney.myCurrentDeal,
  cardJourney.addMissingProduct,
  cardJourney.productRedirect,
  cardJourney.checkActiveEvent,
  cardFollowUps.submitNudge,
  cardFollowUps.noOffersRegistration,
  cardFollowUps.submit2BeRegistration,
  cardFollowUps.followUpConfirmation,
  cardFollowUps.confirmFollowUps,
  savedCards.getUserProducts,
  savedCards.updateUserProducts,
  savedCards.removeUserProduct,
  savedCards.restoreUserProduct,
  savedCards.getSurveyByEventId,
  savedCards.updateUserProductsByEventId,
  site.main,
  site.updateEvents,
  site.errorReport,
  site.getUserLocation,
  site.status,
];

type Contracts = typeof account &
  typeof accountDeposits &
  typeof auth &
  typeof emailLists &
  typeof site &
  typeof depositChecks &
  typeof depositReminders &
  typeof offerQa &
  typeof homeLoanSurvey &
  typeof homeLoanOffers &
  typeof homeLoanRegistration &
  typeof homeLoanRefinance &
  typeof cardJourney &
  typeof cardFollowUps &
  typeof savedCards;
type ContractOf<K extends keyof Contracts> = Contracts[K] extends ApiContract ? Contracts[K] : never;
type NameOf<C> = C extends { path: `/${infer Name}/` } ? Name : never;

/** Contracts by route name, as a type. */
export type ContractsByName = {
  [K in keyof Contracts as NameOf<ContractOf<K>>]: ContractOf<K>;
};

export type ApiName = keyof ContractsByName;

const byPath = new Map(all.map((contract) => [contract.path, contract]));

/** The contract of a path; throws for a path no contract has. */
export function contractAt(path: string): ApiContract {
  const contract = byPath.get(path as ApiContract['path']);
  if (!contract) throw new Error(`No API contract has the path ${path}.`);
  return contract;
}
