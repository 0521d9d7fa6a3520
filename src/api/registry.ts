/**
 * Every route contract, by name: a route's name is its path without its outer slashes
 * (`/getOffersQA/` is `getOffersQA`; a step under another path keeps its slash, so `/signup/verify-email/`
 * is `signup/verify-email`). The client names the route it calls (`callApi('getOffersQA', …)`) and
 * the types follow; only development builds and the tests load this module at run time, to check
 * each answer against its schema.
 */
import type { ApiContract } from './contract';
import * as account from './account';
import * as auth from './auth';
import * as emailLists from './email-lists';
import * as offerQa from './offer-qa';
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

  offerQa.getOffersQa,
  offerQa.getOfferDetailsQa,
  offerQa.getJobsQa,
  offerQa.retryDeadJobQa,

  site.main,
  site.updateEvents,
  site.errorReport,
  site.getUserLocation,
  site.status,
];

type Contracts = typeof account & typeof auth & typeof emailLists & typeof offerQa & typeof site;
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
