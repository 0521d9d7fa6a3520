/**
 * The card-journey calls (docs/api-card-journey.md). Loaded only through load-journey-api.ts, so
 * the API client stays out of every page's first-load JavaScript.
 */
import { apiPost } from '../../lib/api-client';
import type { SurveyCard } from '../survey/survey-slice';
import type { OffersRequestSettings } from './offer-settings';
import type { CurrentDeal, LinkedSurvey, RemovedCard, SavedCards } from './saved-deal';
import type {
  EstimateResponse,
  MissingProductRequest,
  OfferDetailsResponse,
  OffersResponse,
  OfferType,
  ProductTransferConfirmation,
  ProductTransferRequest,
  ProductTransferResponse,
  WishListInterest,
} from './journey-types';

type VisitId = string | null;

/** A survey card as the API takes it: the usage beside the card, not inside it. */
const productOf = ({ usage, ...card }: SurveyCard) => ({ ...card, ...usage });

export const postSurveyStart = (visitId: VisitId) =>
  apiPost<{ surveyId: string }>('/survey/start/', { visitId, frontend: 'gatsby' });

export const postSurveyEstimate = (surveyId: string, visitId: VisitId, cards: readonly SurveyCard[]) =>
  apiPost<EstimateResponse>('/survey/estimate/', {
    surveyId,
    visitId,
    cards: cards.map(productOf),
  });

/** The offers, with the visitor's sort, filters, eligibility answers and "show all" (offer-settings.ts). */
export const postGetOffers = (surveyId: string, visitId: VisitId, settings: OffersRequestSettings) =>
  apiPost<OffersResponse>('/getOffers/', { surveyId, visitId, ...settings });

export const postGetOfferDetails = (surveyId: string, offerId: string, offerType: OfferType | null) =>
  apiPost<OfferDetailsResponse>('/getOfferDetails/', {
    surveyId,
    offerId,
    ...(offerType ? { offerType } : {}),
  });

export const postSurveyOutcome = (surveyId: string, offerId: string, offerType: OfferType) =>
  apiPost<{ ok: boolean }>('/surveyOutcome/', { surveyId, offerId, offerType, outcome: 'chosen' });

/** The request: confirmed at once (the signed-in account's own address), or a code sent to the address. */
export const postProductTransfer = (request: ProductTransferRequest) =>
  apiPost<ProductTransferResponse>('/productTransfer/', request);

/** The code e-mailed for the survey's request for this offer; the answer is the confirmation. */
export const postProductTransferVerify = (surveyId: string, offerId: string, code: string) =>
  apiPost<ProductTransferConfirmation>('/productTransfer/verify/', { surveyId, offerId, code });

export const postAddMissingProduct = (request: MissingProductRequest) =>
  apiPost<{ reference: string }>('/addMissingProduct/', request);

/**
 * `email_sent`: the address is not proved yet, so it was e-mailed a link to confirm it and nothing
 * else goes to it until then; `not_needed`: it is the signed-in account's own (or already confirmed).
 */
export type FollowUpConfirmation = 'email_sent' | 'not_needed';

export const postNoOffersRegistration = (surveyId: string, email: string, firstName: string | null) =>
  apiPost<{ ok: boolean; confirmation: FollowUpConfirmation }>('/noOffersRegistration/', {
    surveyId,
    email,
    firstName,
  });

export const postWishList = (surveyId: string, email: string, interests: WishListInterest[]) =>
  apiPost<{ ok: boolean; confirmation: FollowUpConfirmation }>('/submit2BeRegistration/', {
    surveyId,
    email,
    interests,
  });

export const postNudge = (surveyId: string, email: string, remindInDays: 30 | 90 | 180) =>
  apiPost<{ remindOn: string; confirmation: FollowUpConfirmation }>('/submitNudge/', {
    surveyId,
    email,
    remindInDays,
  });

/** The newest estimated survey of this visitor (or the one named, when they may read it). */
export const postMyCurrentDeal = (visitId: VisitId, surveyId: string | null) =>
  apiPost<CurrentDeal>('/myCurrentDeal/', { visitId, ...(surveyId ? { surveyId } : {}) });

/** The survey an e-mail link names (`eventId` is the link's signed token). */
export const postGetSurveyByEventId = (eventId: string, visitId: VisitId) =>
  apiPost<LinkedSurvey>('/getSurveyByEventId/', { eventId, visitId });

/** New cards for the survey an e-mail link names, estimated again; the answer has the new estimate. */
export const postUpdateProductsByEventId = (
  eventId: string,
  visitId: VisitId,
  cards: readonly SurveyCard[],
) =>
  apiPost<LinkedSurvey>('/updateUserProductsByEventId/', {
    eventId,
    visitId,
    products: cards.map(productOf),
  });

/** The signed-in user's saved cards with their figures on today's data. */
export const postGetUserProducts = (visitId: VisitId) =>
  apiPost<SavedCards>('/getUserProducts/', { visitId });

/** Replaces the saved cards (an empty list clears them); the answer is the new list with its figures. */
export const postUpdateUserProducts = (visitId: VisitId, cards: readonly SurveyCard[]) =>
  apiPost<SavedCards>('/updateUserProducts/', { visitId, products: cards.map(productOf) });

/** Takes out the saved card at `position` (named, so a list changed elsewhere is refused); it can be put back for a while. */
export const postRemoveUserProduct = (visitId: VisitId, position: number, cardName: string) =>
  apiPost<SavedCards & { removed: RemovedCard }>('/removeUserProduct/', { visitId, position, cardName });

/** Puts back a card removed a moment ago, exactly as it was saved, at its place. */
export const postRestoreUserProduct = (visitId: VisitId, removedId: string) =>
  apiPost<SavedCards>('/restoreUserProduct/', { visitId, removedId });
