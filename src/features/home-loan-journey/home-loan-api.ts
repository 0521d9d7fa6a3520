/**
 * The home-loan journey's calls (docs/api-home-loan-journey.md), by their contracts
 * (`src/api/home-loan-*.ts`), and the client's names for their shapes (camelCase). Money in
 * requests is dollars, money in answers whole cents (`…Cents`); rates are fractions. Loaded only
 * through load-home-loan-api.ts, so the API client stays out of every page's first-load
 * JavaScript; the types cost nothing there.
 */
import type { ClientRequestOf, ClientResponseOf } from '../../api/contract';
import type { MemberGroup } from '../../domain/eligibility/member-groups';
import type {
  acceptHlOffer,
  getHlOfferDetails,
  getHlOffers,
  updateHlSurveyOutcome,
} from '../../api/home-loan-offers';
import type { updateFinspoAcceptedOffer, useFinspoWebhook } from '../../api/home-loan-refinance';
import type { submitHlRegistration, verifyOtpHl } from '../../api/home-loan-registration';
import type {
  getHlParameter,
  getYourDealVsMarket,
  reviewCurrentHlDeal,
  updateHlSurveyInput,
  validateCurrentProperties,
} from '../../api/home-loan-survey';
import type { getUserLocation as userLocationContract } from '../../api/site';
import { isApiError } from '../../lib/api-client';
import { callApi } from '../../lib/api-call';

/** The visitor's loan as the survey sends it; while checking, any field may be missing. */
export type CurrentLoanInput = ClientRequestOf<typeof validateCurrentProperties>['current'];
/** A checked loan as the API stored it: every field present (null where not given). */
export type CurrentLoan = ClientResponseOf<typeof updateHlSurveyInput>['current'];
export type HomeLoanParameters = ClientResponseOf<typeof getHlParameter>;
export type ValidateResponse = ClientResponseOf<typeof validateCurrentProperties>;
export type FieldMessage = ValidateResponse['errors'][number];
export type LoanSummary = ClientResponseOf<typeof updateHlSurveyInput>['summary'];
export type DealVsMarketResponse = ClientResponseOf<typeof getYourDealVsMarket>;
export type MarketGroup = DealVsMarketResponse['groups'][number];
export type MarketMatch = MarketGroup['best'][number];
export type DealReviewResponse = ClientResponseOf<typeof reviewCurrentHlDeal>;
export type OffersResponse = ClientResponseOf<typeof getHlOffers>;
/** One loan on the offers page: its best option, every rate option (terms), and loans with the same figures. */
export type OfferRow = OffersResponse['switch'][number];
export type OfferSummary = OfferRow['offer'];
export type OfferFeatures = OfferSummary['features'];
export type OfferDetailsResponse = ClientResponseOf<typeof getHlOfferDetails>;
export type DetailedOffer = OfferDetailsResponse['offer'];
export type ProductFacts = OfferDetailsResponse['product'];
export type OfferOutcome = ClientRequestOf<typeof updateHlSurveyOutcome>['outcome'];
export type RegistrationDetails = Pick<
  ClientRequestOf<typeof submitHlRegistration>,
  'firstName' | 'lastName' | 'email' | 'mobileNumber'
>;
export type CodeSent = ClientResponseOf<typeof submitHlRegistration>;
export type HomeLoanRegistration = ClientResponseOf<typeof verifyOtpHl>['registration'];
export type RegistrationPreferences = HomeLoanRegistration['preferences'];
export type AlertThreshold = RegistrationPreferences['alertThreshold'];
export type PreferredContact = RegistrationPreferences['preferredContact'];
export type BestTime = RegistrationPreferences['bestTime'];
export type AcceptResponse = ClientResponseOf<typeof acceptHlOffer>;
export type RefinanceInfo = AcceptResponse['refinance'];
export type PartnerReferralRequest = ClientRequestOf<typeof useFinspoWebhook>;
export type PartnerReferralResponse = ClientResponseOf<typeof useFinspoWebhook>;
/** The refinance partner as the visitor's consent names it, with its credit licence number. */
export type RefinanceBroker = PartnerReferralResponse['partner'];
export type PartnerAcceptanceRequest = ClientRequestOf<typeof updateFinspoAcceptedOffer>;

/** /getUserLocation/: the state of the postcode this browser gave before, if any. */
export type UserLocation = ClientResponseOf<typeof userLocationContract>;

/** The home-loan defaults (the survey's starting purpose) and the serviceability buffer. */
export const getHomeLoanParameters = () => callApi('getHLParameter', {});

/** The postcode this browser gave in an earlier check, and its state. */
export const getUserLocation = () => callApi('getUserLocation', {});

export const postValidateCurrent = (current: CurrentLoanInput) =>
  callApi('validateCurrentProperties', { current });

export const postSurveyInput = (surveyId: string | null, current: CurrentLoanInput, visitId: string | null) =>
  callApi('updateHLSurveyInput', { surveyId, current, ...(visitId ? { visitId } : {}) });

/**
 * Stores the loan on the visitor's survey, starting one when there is none. A stored id the API no
 * longer knows for this browser (404: a new session, another device's survey) starts a new survey.
 */
export async function saveSurveyInput(
  surveyId: string | null,
  current: CurrentLoanInput,
  visitId: string | null,
) {
  try {
    return await postSurveyInput(surveyId, current, visitId);
  } catch (error) {
    if (surveyId !== null && isApiError(error) && error.status === 404) {
      return postSurveyInput(null, current, visitId);
    }
    throw error;
  }
}

/** The groups the visitor said they belong to, which decide the loans of member-only lenders. */
const answers = (memberGroups: readonly MemberGroup[]) => ({
  eligibility: { memberGroups: [...memberGroups] },
});

export const postDealVsMarket = (surveyId: string, memberGroups: readonly MemberGroup[] = []) =>
  callApi('getYourDealVsMarket', { surveyId, ...answers(memberGroups) });

export const postDealReview = (surveyId: string, memberGroups: readonly MemberGroup[] = []) =>
  callApi('reviewCurrentHLDeal', { surveyId, ...answers(memberGroups) });

export const postOffers = (surveyId: string, memberGroups: readonly MemberGroup[] = []) =>
  callApi('getHLOffers', { surveyId, ...answers(memberGroups) });

export const postOfferDetails = (surveyId: string, offerId: string) =>
  callApi('getHLOfferDetails', { surveyId, offerId });

export const postOutcome = (surveyId: string, offerId: string, outcome: OfferOutcome) =>
  callApi('updateHLSurveyOutcome', { surveyId, offerId, outcome });

export const postRegistration = (surveyId: string, details: RegistrationDetails) =>
  callApi('submitHLRegistration', { surveyId, ...details, consent: true });

export const postVerifyCode = (surveyId: string, code: string) => callApi('verifyOtpHL', { surveyId, code });

/** The survey's registration this session confirmed, so another tab needs no new code. */
export const postRememberedRegistration = (surveyId: string) => callApi('getHLRegistration', { surveyId });

export const postPreferences = (surveyId: string, preferences: RegistrationPreferences) =>
  callApi('updateHLSurveyRegistrations', { surveyId, ...preferences });

export const postAcceptOffer = (surveyId: string, offerId: string) =>
  callApi('acceptHLOffer', { surveyId, offerId });

export const postPartnerReferral = (request: PartnerReferralRequest) => callApi('useFinspoWebhook', request);

export const postPartnerAcceptance = (request: PartnerAcceptanceRequest) =>
  callApi('updateFinspoAcceptedOffer', request);

/** The home-loan check the server kept: the one named, when the visitor may read it, or their newest. */
export const postGetHlSurvey = (surveyId: string | null, visitId: string | null) =>
  callApi('getHLSurvey', { ...(surveyId ? { surveyId } : {}), ...(visitId ? { visitId } : {}) });
