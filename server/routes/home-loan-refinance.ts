/**
 * `/useFinspoWebhook/` (docs/api-home-loan-journey.md, "Refinance partner"): passes the visitor to
 * the refinance partner. The offer must fit the survey's loan; the referral carries the server's
 * own figures for it and the loan as stored, with contact details the visitor has proved (the
 * survey's registration confirmed by SMS code, else the signed-in account's) and the moment they
 * agreed to them being passed on. `contact_details` in the body is accepted from older pages and
 * ignored. It names the broker the visitor's consent named (configured legal name and credit
 * licence; without them, no referral) and how the visitor asked to be contacted, and the visitor
 * gets a copy by e-mail to a proved address, else by text. Every referral is stored with what the
 * partner answered, so a failed one can be sent again.
 * `/updateFinspoAcceptedOffer/`: the visitor tells us they accepted the offer with the partner.
 */
import { ApiError, badRequest } from '../lib/api-error';
import { readClientTime } from '../lib/client-time';
import { requireEmail, requireMobile, requireName } from '../lib/contact-input';
import { findOffer, offerSummary } from '../services/home-loan-journey';
import {
  deliverReferral,
  existingReferral,
  findSurveyReferral,
  markReferralAccepted,
  newReferralId,
  type ReferralRecord,
  startAttempt,
} from '../services/home-loan-referrals';
import {
  type BestTime,
  DEFAULT_PREFERENCES,
  findRegistration,
  maskMobile,
  notVerified,
  type PreferredContact,
} from '../services/home-loan-registrations';
import { type CopySent, referralDelivered } from '../services/referral-delivered';
import { findOwnHomeLoanSurvey, touchHomeLoanSurvey } from '../services/home-loan-surveys';
import { findUserById } from '../services/users';
import type { Queryable } from '../db/db';
import { recordJourneyEvent } from '../services/journey-history';
import { ownerOf } from '../services/surveys';
import { updateFinspoAcceptedOffer, useFinspoWebhook } from '../../src/api/home-loan-refinance';
import type { RequestOf } from '../../src/api/contract';
import { defineContractRoute } from './define-route';
import { offerNotForLoan } from './home-loan-offers';

/** Typed details from an older page: still held to the input rules, then left unused. */
function checkTypedContact(typed: NonNullable<RequestOf<typeof useFinspoWebhook>['contact_details']>): void {
  requireName(typed.first_name, 'contact_details.first_name');
  requireName(typed.last_name, 'contact_details.last_name');
  requireEmail(typed.email, 'contact_details.email');
  requireMobile(typed.mobile_number, 'contact_details.mobile_number');
}

interface ProvedContact {
  details: { first_name: string; last_name: string; email: string; mobile_number: string };
  /** How the visitor asked to be contacted: only a registration's saved preferences. */
  preference: { method: PreferredContact; best_time: BestTime } | null;
}

/** Contact details the visitor has proved: the confirmed registration, else the signed-in account. */
async function verifiedContact(
  db: Queryable,
  surveyId: string,
  userId: string | null,
): Promise<ProvedContact> {
  const registration = await findRegistration(db, surveyId);
  if (registration?.verified_at != null) {
    const { first_name, last_name, email, mobile_number } = registration;
    const saved = registration.preferences_updated_at !== null;
    return {
      details: { first_name, last_name, email, mobile_number },
      preference: saved
        ? {
            method: registration.preferred_contact ?? DEFAULT_PREFERENCES.preferred_contact,
            best_time: registration.best_time ?? DEFAULT_PREFERENCES.best_time,
          }
        : null,
    };
  }
  const user = userId === null ? null : await findUserById(db, userId);
  if (user === null) throw notVerified();
  const { first_name, last_name, email, mobile_number } = user;
  return { details: { first_name, last_name, email, mobile_number }, preference: null };
}

/** What the answer says the partner was asked, with the number masked. */
function contactAnswer(contact: ProvedContact) {
  return {
    method: contact.preference?.method ?? null,
    best_time: contact.preference?.best_time ?? null,
    email: contact.details.email,
    mobile_number: maskMobile(contact.details.mobile_number),
  };
}

export const PARTNER_UNAVAILABLE_MESSAGE = 'An error occurred when fetching the Finspo redirect URL';

export const useFinspoWebhookRoute = defineContractRoute(useFinspoWebhook, {
  session: 'required',
  // It passes typed contact details on to another company, like /productTransfer/ e-mails them.
  rateLimit: 'authSend',
  handler: async ({ ctx, request, session, body, now }) => {
    const journey = ctx.homeLoanJourney;
    if (body.contact_details) checkTypedContact(body.contact_details);
    // The visitor's consent names the partner and its licence: without them there is no hand-over.
    const partner = ctx.config.refinancePartner;
    if (partner === null) throw new ApiError(503, 'PARTNER_UNAVAILABLE', PARTNER_UNAVAILABLE_MESSAGE);
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const contact = await verifiedContact(ctx.db, survey.id, session.userId);
    const evaluation = journey.evaluate(journey.currentLoan(survey.current_loan));
    const found = findOffer(evaluation, body.offer.offer_id);
    if (!found) throw offerNotForLoan(body.offer.offer_id, 'offer.offer_id');
    const offer = offerSummary(journey, evaluation, found);
    if (body.offer.provider_id !== offer.provider_id) {
      throw badRequest(
        `"offer.provider_id": "${body.offer.provider_id}" is not the lender of offer "${offer.offer_id}" (${offer.provider_id}).`,
      );
    }

    const answer = (referralId: string, confirmation: CopySent | null) => ({
      ok: true as const,
      referral_id: referralId,
      partner: { legal_name: partner.legalName, credit_licence: partner.creditLicence },
      contact: contactAnswer(contact),
      confirmation,
    });
    const earlier = await existingReferral(ctx.db, survey.id, offer.offer_id);
    if (earlier?.delivered) return answer(earlier.id, null);
    const id = earlier?.id ?? newReferralId();
    const record: ReferralRecord = {
      id,
      surveyId: survey.id,
      offerId: offer.offer_id,
      providerId: offer.provider_id,
      userId: session.userId,
      browserId: session.browserId,
      payload: {
        referral_id: id,
        source: 'staysmart',
        created_at: now.toISOString(),
        consented_at: now.toISOString(),
        survey_id: survey.id,
        consent_given_to: { legal_name: partner.legalName, credit_licence: partner.creditLicence },
        contact_details: contact.details,
        contact_preference: contact.preference,
        savings: {
          total_saving_cents: offer.total_saving_cents,
          monthly_saving_cents: offer.monthly_saving_cents,
          break_even_month: offer.break_even_month,
        },
        offer: {
          offer_id: offer.offer_id,
          offer_type: offer.offer_type,
          product_id: offer.product_id,
          product_name: offer.product_name,
          provider_id: offer.provider_id,
          provider_name: offer.provider_name,
          rate: offer.rate,
          rate_type: offer.rate_type,
          fixed_months: offer.fixed_months,
          comparison_rate: offer.comparison_rate,
        },
        current_situation: survey.current_loan,
      },
    };
    if (!(await startAttempt(ctx.db, record, now))) {
      // Delivered by a request that ran alongside this one.
      return answer(id, null);
    }
    const delivery = await deliverReferral(ctx.db, ctx.refinancePartner, record, ctx.now);
    if (!delivery.ok) {
      request.log.warn(
        { referralId: id, status: delivery.status },
        `Refinance referral failed: ${delivery.error}`,
      );
      throw new ApiError(502, 'PARTNER_UNAVAILABLE', PARTNER_UNAVAILABLE_MESSAGE);
    }
    const confirmation = await referralDelivered(ctx, record, now);
    return answer(id, confirmation);
  },
});

/**
 * The visitor accepted the offer with the partner, after its page was opened for the referral.
 * Only a delivered referral of the visitor's own survey can be accepted; accepting it again
 * answers the first acceptance unchanged, so a resent request records nothing twice.
 */
export const updateFinspoAcceptedOfferRoute = defineContractRoute(updateFinspoAcceptedOffer, {
  session: 'required',
  rateLimit: 'write',
  handler: async ({ ctx, session, body, now }) => {
    const acceptedAt = readClientTime(body.accepted_at, 'accepted_at');
    if (acceptedAt === null) throw badRequest('"accepted_at" is required.');
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const referral = await findSurveyReferral(ctx.db, survey.id, body.referral_id);
    if (!referral) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        'This check has no referral like that to our refinance partner. Choose the offer again to be referred.',
      );
    }
    if (referral.offer_id !== body.offer_id) {
      throw badRequest('"offer_id" is not the offer this referral to our refinance partner was made for.');
    }
    const answer = (at: string) => ({
      ok: true as const,
      referral_id: referral.id,
      status: 'accepted' as const,
      accepted_at: at,
    });
    // An accepted referral always has its time (the table's check says so).
    if (referral.status === 'accepted') return answer(referral.accepted_at ?? acceptedAt);
    if (referral.status !== 'sent') {
      throw new ApiError(
        409,
        'CONFLICT',
        `Referral "${referral.id}" has not reached our refinance partner yet: continue with the partner first.`,
      );
    }

    if (!(await markReferralAccepted(ctx.db, referral.id, acceptedAt, now))) {
      // Accepted by a request that ran alongside this one: answer what it stored.
      const stored = await findSurveyReferral(ctx.db, survey.id, referral.id);
      return answer(stored?.accepted_at ?? acceptedAt);
    }
    await touchHomeLoanSurvey(ctx.db, survey.id, now);
    await recordJourneyEvent(
      ctx.db,
      session.userId,
      {
        kind: 'home_loan_refinance_accepted',
        description:
          `Told us you accepted the loan with ${referral.provider_name ?? 'the new lender'} through our ` +
          `refinance partner${referral.partner_name ? ` ${referral.partner_name}` : ''}`,
        data: {
          survey_id: survey.id,
          offer_id: referral.offer_id,
          referral_id: referral.id,
          accepted_at: acceptedAt,
        },
      },
      now,
    );
    return answer(acceptedAt);
  },
});
