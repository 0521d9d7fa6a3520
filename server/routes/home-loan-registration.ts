/**
 * Registering for a home-loan check (docs/api-home-loan-journey.md, "Registration and choosing"):
 * contact details, a mobile confirmed by SMS code, and contact preferences.
 */
import { clientNetwork } from '../lib/client-network';
import { requireEmail, requireMobile, requireName } from '../lib/contact-input';
import {
  registerAndSendCode,
  rememberedRegistration,
  registrationView,
  requireVerifiedRegistration,
  savePreferencesWithOptIn,
  verifyRegistration,
} from '../services/home-loan-registrations';
import { findOwnHomeLoanSurvey, touchHomeLoanSurvey } from '../services/home-loan-surveys';
import { recordJourneyEvent } from '../services/journey-history';
import { ownerOf } from '../services/surveys';
import {
  getHlRegistration,
  submitHlRegistration,
  updateHlSurveyRegistrations,
  verifyOtpHl,
} from '../../src/api/home-loan-registration';
import { defineContractRoute } from './define-route';

/** Stores the details and sends a six-digit code by SMS; sending again replaces both. */
export const submitHlRegistrationRoute = defineContractRoute(submitHlRegistration, {
  session: 'required',
  rateLimit: 'authSend',
  handler: async ({ ctx, request, session, body, now }) => {
    const contact = {
      firstName: requireName(body.first_name, 'first_name'),
      lastName: requireName(body.last_name, 'last_name'),
      email: requireEmail(body.email),
      mobileNumber: requireMobile(body.mobile_number),
    };
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const sent = await registerAndSendCode(ctx, session, survey.id, contact, now, clientNetwork(request.ip));
    await touchHomeLoanSurvey(ctx.db, survey.id, now);
    return sent;
  },
});

/**
 * The survey's confirmed registration, when this session confirmed it (or it is the signed-in
 * account's): a page opened in another tab carries on without a new code. `registration: null`
 * when there is none to tell this session of.
 */
export const getHlRegistrationRoute = defineContractRoute(getHlRegistration, {
  session: 'required',
  rateLimit: 'read',
  handler: async ({ ctx, session, body }) => {
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const registration = await rememberedRegistration(ctx.db, survey.id, session);
    return { registration: registration === null ? null : registrationView(registration) };
  },
});

/** Checks the SMS code; the registration then counts as verified. */
export const verifyOtpHlRoute = defineContractRoute(verifyOtpHl, {
  session: 'required',
  rateLimit: 'authVerify',
  handler: async ({ ctx, session, body, now }) => {
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const registration = await verifyRegistration(ctx, session, survey.id, body.code, now);
    await recordJourneyEvent(
      ctx.db,
      session.userId,
      {
        kind: 'home_loan_registered',
        description: 'Registered your home-loan check and confirmed your mobile number',
        data: { survey_id: survey.id },
      },
      now,
    );
    return { verified: true as const, registration: registrationView(registration) };
  },
});

/**
 * Rate alerts and how to be contacted; needs a verified registration (403 NOT_VERIFIED). Rate
 * alerts are e-mailed, so turning them on may e-mail a link to confirm the address (the answer's
 * `confirmation`), and the route shares the code-sending rate limit.
 */
export const updateHlSurveyRegistrationsRoute = defineContractRoute(updateHlSurveyRegistrations, {
  session: 'required',
  rateLimit: 'authSend',
  handler: async ({ ctx, request, session, body, now }) => {
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    await requireVerifiedRegistration(ctx.db, survey.id);
    const { registration, confirmation } = await savePreferencesWithOptIn(
      ctx,
      session,
      survey.id,
      {
        rate_alerts: body.rate_alerts,
        alert_threshold: body.alert_threshold,
        preferred_contact: body.preferred_contact,
        best_time: body.best_time,
      },
      now,
      clientNetwork(request.ip),
    );
    return { ok: true as const, registration: registrationView(registration), confirmation };
  },
});
