/**
 * The card-journey calls (docs/api-card-journey.md). Loaded only through load-journey-api.ts, so
 * the API client stays out of every page's first-load JavaScript.
 */
import { callApi } from '../../lib/api-call';
import type { SurveyCard } from '../survey/survey-slice';
import type { OffersRequestSettings } from './offer-settings';
import type {
  MissingProductRequest,
  OfferType,
  ProductTransferRequest,
  WishListInterest,
} from '../../api/card-journey-types';

type VisitId = string | null;

/** A survey card as the API takes it: the usage beside the card, not inside it. */
const productOf = ({ usage, ...card }: SurveyCard) => ({ ...card, ...usage });

export const postSurveyStart = (visitId: VisitId) => callApi('survey/start', { visitId, frontend: 'gatsby' });

export const postSurveyEstimate = (surveyId: string, visitId: VisitId, cards: readonly SurveyCard[]) =>
  callApi('survey/estimate', {
    surveyId,
    visitId,
    cards: cards.map(productOf),
  });

/** The offers, with the visitor's sort, filters, eligibility answers and "show all" (offer-settings.ts). */
export const postGetOffers = (surveyId: string, visitId: VisitId, settings: OffersRequestSettings) =>
  callApi('getOffers', { surveyId, visitId, ...settings });

export const postGetOfferDetails = (surveyId: string, offerId: string, offerType: OfferType | null) =>
  callApi('getOfferDetails', {
    surveyId,
    offerId,
    ...(offerType ? { offerType } : {}),
  });

export const postSurveyOutcome = (surveyId: string, offerId: string, offerType: OfferType) =>
  callApi('surveyOutcome', { surveyId, offerId, offerType, outcome: 'chosen' });

/** The request: confirmed at once (the signed-in account's own address), or a code sent to the address. */
export const postProductTransfer = (request: ProductTransferRequest) => callApi('productTransfer', request);

/** The code e-mailed for the survey's request for this offer; the answer is the confirmation. */
export const postProductTransferVerify = (surveyId: string, offerId: string, code: string) =>
  callApi('productTransfer/verify', { surveyId, offerId, code });

export const postAddMissingProduct = (request: MissingProductRequest) =>
  callApi('addMissingProduct', request);

export const postNoOffersRegistration = (surveyId: string, email: string, firstName: string | null) =>
  callApi('noOffersRegistration', {
    surveyId,
    email,
    firstName,
  });

export const postWishList = (surveyId: string, email: string, interests: WishListInterest[]) =>
  callApi('submit2BeRegistration', {
    surveyId,
    email,
    interests,
  });

export const postNudge = (surveyId: string, email: string, remindInDays: 30 | 90 | 180) =>
  callApi('submitNudge', {
    surveyId,
    email,
    remindInDays,
  });

/** The newest estimated survey of this visitor (or the one named, when they may read it). */
export const postMyCurrentDeal = (visitId: VisitId, surveyId: string | null) =>
  callApi('myCurrentDeal', { visitId, ...(surveyId ? { surveyId } : {}) });

/** The survey an e-mail link names (`eventId` is the link's signed token). */
export const postGetSurveyByEventId = (eventId: string, visitId: VisitId) =>
  callApi('getSurveyByEventId', { eventId, visitId });

/** New cards for the survey an e-mail link names, estimated again; the answer has the new estimate. */
export const postUpdateProductsByEventId = (
  eventId: string,
  visitId: VisitId,
  cards: readonly SurveyCard[],
) =>
  callApi('updateUserProductsByEventId', {
    eventId,
    visitId,
    products: cards.map(productOf),
  });

/** The signed-in user's saved cards with their figures on today's data. */
export const postGetUserProducts = (visitId: VisitId) => callApi('getUserProducts', { visitId });

/** Replaces the saved cards (an empty list clears them); the answer is the new list with its figures. */
export const postUpdateUserProducts = (visitId: VisitId, cards: readonly SurveyCard[]) =>
  callApi('updateUserProducts', { visitId, products: cards.map(productOf) });

/** Takes out the saved card at `position` (named, so a list changed elsewhere is refused); it can be put back for a while. */
export const postRemoveUserProduct = (visitId: VisitId, position: number, cardName: string) =>
  callApi('removeUserProduct', { visitId, position, cardName });

/** Puts back a card removed a moment ago, exactly as it was saved, at its place. */
export const postRestoreUserProduct = (visitId: VisitId, removedId: string) =>
  callApi('restoreUserProduct', { visitId, removedId });
