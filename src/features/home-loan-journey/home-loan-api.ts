/**
 * The home-loan journey's calls (docs/api-home-loan-journey.md). Loaded only through
 * load-home-loan-api.ts, so the API client stays out of every page's first-load JavaScript.
 */
import { apiPost, isApiError } from '../../lib/api-client';
import { callApi } from '../../lib/api-call';
import type {
  AcceptResponse,
  CodeSent,
  CurrentLoan,
  CurrentLoanInput,
  DealReviewResponse,
  DealVsMarketResponse,
  HomeLoanParameters,
  KeptHomeLoan,
  OfferDetailsResponse,
  OfferOutcome,
  OffersResponse,
  PartnerAcceptanceRequest,
  PartnerAcceptanceResponse,
  PartnerReferralRequest,
  PartnerReferralResponse,
  PreferencesResponse,
  RegistrationDetails,
  RegistrationPreferences,
  RememberedRegistrationResponse,
  SurveyInputResponse,
  ValidateResponse,
  VerifyResponse,
} from './home-loan-types';

/** The home-loan defaults (the survey's starting purpose) and the serviceability buffer. */
export const getHomeLoanParameters = () => apiPost<HomeLoanParameters>('/getHLParameter/');

/** The postcode this browser gave in an earlier check, and its state. */
export const getUserLocation = () => callApi('getUserLocation', {});

export const postValidateCurrent = (current: CurrentLoanInput) =>
  apiPost<ValidateResponse>('/validateCurrentProperties/', { current });

export const postSurveyInput = (surveyId: string | null, current: CurrentLoan, visitId: string | null) =>
  apiPost<SurveyInputResponse>('/updateHLSurveyInput/', {
    surveyId,
    current,
    ...(visitId ? { visitId } : {}),
  });

/**
 * Stores the loan on the visitor's survey, starting one when there is none. A stored id the API no
 * longer knows for this browser (404: a new session, another device's survey) starts a new survey.
 */
export async function saveSurveyInput(surveyId: string | null, current: CurrentLoan, visitId: string | null) {
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
const answers = (memberGroups: readonly string[]) => ({ eligibility: { memberGroups: [...memberGroups] } });

export const postDealVsMarket = (surveyId: string, memberGroups: readonly string[] = []) =>
  apiPost<DealVsMarketResponse>('/getYourDealVsMarket/', { surveyId, ...answers(memberGroups) });

export const postDealReview = (surveyId: string, memberGroups: readonly string[] = []) =>
  apiPost<DealReviewResponse>('/reviewCurrentHLDeal/', { surveyId, ...answers(memberGroups) });

export const postOffers = (surveyId: string, memberGroups: readonly string[] = []) =>
  apiPost<OffersResponse>('/getHLOffers/', { surveyId, ...answers(memberGroups) });

export const postOfferDetails = (surveyId: string, offerId: string) =>
  apiPost<OfferDetailsResponse>('/getHLOfferDetails/', { surveyId, offerId });

export const postOutcome = (surveyId: string, offerId: string, outcome: OfferOutcome) =>
  apiPost<{ ok: boolean }>('/updateHLSurveyOutcome/', { surveyId, offerId, outcome });

export const postRegistration = (surveyId: string, details: RegistrationDetails) =>
  apiPost<CodeSent>('/submitHLRegistration/', { surveyId, ...details, consent: true });

export const postVerifyCode = (surveyId: string, code: string) =>
  apiPost<VerifyResponse>('/verifyOtpHL/', { surveyId, code });

/** The survey's registration this session confirmed, so another tab needs no new code. */
export const postRememberedRegistration = (surveyId: string) =>
  apiPost<RememberedRegistrationResponse>('/getHLRegistration/', { surveyId });

export const postPreferences = (surveyId: string, preferences: RegistrationPreferences) =>
  apiPost<PreferencesResponse>('/updateHLSurveyRegistrations/', { surveyId, ...preferences });

export const postAcceptOffer = (surveyId: string, offerId: string) =>
  apiPost<AcceptResponse>('/acceptHLOffer/', { surveyId, offerId });

export const postPartnerReferral = (request: PartnerReferralRequest) =>
  apiPost<PartnerReferralResponse>('/useFinspoWebhook/', request);

export const postPartnerAcceptance = (request: PartnerAcceptanceRequest) =>
  apiPost<PartnerAcceptanceResponse>('/updateFinspoAcceptedOffer/', request);

/** The home-loan check the server kept: the one named, when the visitor may read it, or their newest. */
export const postGetHlSurvey = (surveyId: string | null, visitId: string | null) =>
  apiPost<KeptHomeLoan>('/getHLSurvey/', {
    ...(surveyId ? { surveyId } : {}),
    ...(visitId ? { visitId } : {}),
  });
