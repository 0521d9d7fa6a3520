/**
 * Registering for a home-loan check (docs/api-home-loan-journey.md, "Registration and choosing"):
 * contact details, a mobile confirmed by SMS code, and contact preferences.
 */
import { clientNetwork } from '../lib/client-network';
import { requireEmail, requireMobile, requireName } from '../lib/contact-input';
import {
  ALERT_THRESHOLDS,
  type BestTime,
  type PreferredContact,
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
import { bodySchema, defineRoute, fields } from './define-route';
import { hlEmailField, hlMobileField, hlNameField, hlSurveyIdField } from './home-loan-fields';

interface RegistrationBody {
  survey_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  consent: true;
  visit_id?: string | null;
}

/** Stores the details and sends a six-digit code by SMS; sending again replaces both. */
export const submitHlRegistrationRoute = defineRoute<RegistrationBody, Record<string, never>, 'required'>({
  path: '/submitHLRegistration/',
  session: 'required',
  rateLimit: 'authSend',
  body: bodySchema(
    {
      survey_id: hlSurveyIdField,
      first_name: hlNameField,
      last_name: hlNameField,
      email: hlEmailField,
      mobile_number: hlMobileField,
      consent: {
        const: true,
        description: 'true: we need your consent to contact you about your home loan',
      },
    },
    ['survey_id', 'first_name', 'last_name', 'email', 'mobile_number', 'consent'],
  ),
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
export const getHlRegistrationRoute = defineRoute<
  { survey_id: string; visit_id?: string | null },
  Record<string, never>,
  'required'
>({
  path: '/getHLRegistration/',
  session: 'required',
  rateLimit: 'read',
  body: bodySchema({ survey_id: hlSurveyIdField }, ['survey_id']),
  handler: async ({ ctx, session, body }) => {
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const registration = await rememberedRegistration(ctx.db, survey.id, session);
    return { registration: registration === null ? null : registrationView(registration) };
  },
});

interface VerifyBody {
  survey_id: string;
  code: string;
  visit_id?: string | null;
}

/** Checks the SMS code; the registration then counts as verified. */
export const verifyOtpHlRoute = defineRoute<VerifyBody, Record<string, never>, 'required'>({
  path: '/verifyOtpHL/',
  session: 'required',
  rateLimit: 'authVerify',
  body: bodySchema({ survey_id: hlSurveyIdField, code: fields.code }, ['survey_id', 'code']),
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
    return { verified: true, registration: registrationView(registration) };
  },
});

interface PreferencesBody {
  survey_id: string;
  rate_alerts: boolean;
  alert_threshold: (typeof ALERT_THRESHOLDS)[number];
  preferred_contact: PreferredContact;
  best_time: BestTime;
  visit_id?: string | null;
}

/**
 * Rate alerts and how to be contacted; needs a verified registration (403 NOT_VERIFIED). Rate
 * alerts are e-mailed, so turning them on may e-mail a link to confirm the address (the answer's
 * `confirmation`), and the route shares the code-sending rate limit.
 */
export const updateHlSurveyRegistrationsRoute = defineRoute<
  PreferencesBody,
  Record<string, never>,
  'required'
>({
  path: '/updateHLSurveyRegistrations/',
  session: 'required',
  rateLimit: 'authSend',
  body: bodySchema(
    {
      survey_id: hlSurveyIdField,
      rate_alerts: { type: 'boolean' },
      alert_threshold: { type: 'number', enum: [...ALERT_THRESHOLDS] },
      preferred_contact: { type: 'string', enum: ['email', 'phone'] },
      best_time: { type: 'string', enum: ['morning', 'afternoon', 'evening', 'any'] },
    },
    ['survey_id', 'rate_alerts', 'alert_threshold', 'preferred_contact', 'best_time'],
  ),
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
    return { ok: true, registration: registrationView(registration), confirmation };
  },
});
