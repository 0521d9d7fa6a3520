/**
 * Every route contract, by name: a route's name is its path without the slashes
 * (`/getOffersQA/` is `getOffersQA`). The client names the route it calls (`callApi('getOffersQA',
 * …)`) and the types follow; only development builds and the tests load this module at run time,
 * to check each answer against its schema.
 */
import type { ApiContract } from './contract';
import * as account from './account';
import * as accountDeposits from './account-deposits';
import * as depositChecks from './deposit-checks';
import * as offerQa from './offer-qa';

const all: readonly ApiContract[] = [
  account.getUserProperties,
  account.getUserNotifications,
  account.getEventHistory,

  accountDeposits.getUserDepositChecks,
  accountDeposits.removeUserDepositCheck,

  depositChecks.savingsCheck,
  depositChecks.getSavingsCheck,
  depositChecks.termDepositCheck,
  depositChecks.getTermDepositCheck,
  depositChecks.savingsAlert,

  offerQa.getOffersQa,
  offerQa.getOfferDetailsQa,
  offerQa.getJobsQa,
  offerQa.retryDeadJobQa,
];

type Contracts = typeof account & typeof accountDeposits & typeof depositChecks & typeof offerQa;
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
