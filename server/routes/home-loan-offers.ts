/**
 * Home-loan offers (docs/api-home-loan-journey.md, "Offers", and `/updateHLSurveyOutcome/`): what
 * staying or switching would save, one offer's working, and what the visitor did with an offer.
 */
import { badRequest, ApiError } from '../lib/api-error';
import { recordHomeLoanOutcome } from '../services/home-loan-acceptances';
import {
  currentTotals,
  findOffer,
  journeyNotes,
  OFFERS_RANKING,
  offerDetails,
  offerRowSummary,
  offerSummary,
  partnerDisclosure,
  savingOffers,
} from '../services/home-loan-journey';
import { findOwnHomeLoanSurvey, touchHomeLoanSurvey } from '../services/home-loan-surveys';
import { ownerOf } from '../services/surveys';
import {
  DEFAULT_HL_OFFERS,
  getHlOfferDetails,
  getHlOffers,
  updateHlSurveyOutcome,
} from '../../src/api/home-loan-offers';
import { defineContractRoute } from './define-route';
import { visitorAnswers } from './home-loan-fields';

/**
 * The current lender's best saving loan (`stay`) and other lenders' saving loans, best first, as
 * rows (a loan's rate options together; loans with the same figures in one row). Loans the
 * visitor cannot get by their answers are set apart in `unavailable`, with the reasons.
 */
export const getHlOffersRoute = defineContractRoute(getHlOffers, {
  session: 'required',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body }) => {
    const journey = ctx.homeLoanJourney;
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const current = journey.currentLoan(survey.current_loan);
    const evaluation = journey.evaluate(current);
    const answers = visitorAnswers(body.eligibility);
    const lists = savingOffers(journey, evaluation, answers, body.limit ?? DEFAULT_HL_OFFERS);
    return {
      survey_id: survey.id,
      ranking: OFFERS_RANKING,
      partner_disclosure: partnerDisclosure(journey, current),
      stay: lists.stay ? offerRowSummary(journey, evaluation, lists.stay) : null,
      switch: lists.switch.map((row) => offerRowSummary(journey, evaluation, row)),
      unavailable: lists.unavailable.map(({ row, reasons }) =>
        offerRowSummary(journey, evaluation, row, reasons),
      ),
      eligibility: { groups_asked: lists.groupsAsked, member_groups: answers.memberGroups },
      eligible_count: evaluation.eligibleCount,
      no_better_offer: lists.stay === null && lists.switch.length === 0,
      current: currentTotals(evaluation),
      notes: journeyNotes(journey, evaluation),
    };
  },
});

/** One offer with its cost lines and the product's facts; 404 for an offer that does not fit the loan. */
export const getHlOfferDetailsRoute = defineContractRoute(getHlOfferDetails, {
  session: 'required',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body }) => {
    const journey = ctx.homeLoanJourney;
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const evaluation = journey.evaluate(journey.currentLoan(survey.current_loan));
    const offer = findOffer(evaluation, body.offer_id);
    if (!offer) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        'This offer no longer fits your loan: none of its rates of that type is for a loan like yours.',
      );
    }
    return offerDetails(journey, evaluation, offer);
  },
});

/** 400 naming the offer when it does not fit the survey's loan (the writes' rule). */
export function offerNotForLoan(offerId: string, field = 'offer_id'): ApiError {
  return badRequest(
    `"${field}": "${offerId}" is not an offer for this survey's loan. Ask /getHLOffers/ for the offers that fit it.`,
  );
}

/** One outcome per survey and offer; a different one replaces it. */
export const updateHlSurveyOutcomeRoute = defineContractRoute(updateHlSurveyOutcome, {
  session: 'required',
  rateLimit: 'write',
  handler: async ({ ctx, session, body, now }) => {
    const journey = ctx.homeLoanJourney;
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const evaluation = journey.evaluate(journey.currentLoan(survey.current_loan));
    const offer = findOffer(evaluation, body.offer_id);
    if (!offer) throw offerNotForLoan(body.offer_id);
    const changed = await recordHomeLoanOutcome(
      ctx.db,
      survey.id,
      offerSummary(journey, evaluation, offer),
      body.outcome,
      now,
    );
    if (changed) await touchHomeLoanSurvey(ctx.db, survey.id, now);
    return { ok: true as const };
  },
});
