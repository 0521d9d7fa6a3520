/**
 * Every route contract, by name: a route's name is its path without the slashes
 * (`/getOffersQA/` is `getOffersQA`). The client names the route it calls (`callApi('getOffersQA',
 * …)`) and the types follow; only development builds and the tests load this module at run time,
 * to check each answer against its schema.
 */
import type { ApiContract } from './contract';
import * as account from './account';
import * as offerQa from './offer-qa';
import * as cardJourney from './card-journey';
import * as cardFollowUps from './card-follow-ups';
import * as savedCards from './saved-cards';

const all: readonly ApiContract[] = [
  account.getUserProperties,
  account.getUserNotifications,
  account.getEventHistory,

  offerQa.getOffersQa,
  offerQa.getOfferDetailsQa,
  offerQa.getJobsQa,
  offerQa.retryDeadJobQa,

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
];

type Contracts = typeof account &
  typeof offerQa &
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
