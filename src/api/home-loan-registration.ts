/**
 * Registering for a home-loan check (docs/api-home-loan-journey.md, "Registration and choosing"):
 * contact details, a mobile number confirmed by SMS code, and contact preferences.
 */
import { type Static, Type } from '@sinclair/typebox';
import { defineContract, requestBody } from './contract';
import { answerOneOf, orNull, stringEnum } from './fields';
import {
  ALERT_THRESHOLDS,
  BEST_TIMES,
  hlEmailField,
  hlMobileField,
  hlNameField,
  hlSurveyIdField,
  PREFERRED_CONTACTS,
} from './home-loan-fields';

const CODE = Type.String({
  pattern: '^[0-9]{6}$',
  description: 'the 6-digit code from the message, like 123456',
});

/** The registration as answered: the details, whether they are proved, and the preferences. */
const registration = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  /** Australian mobile, as +614xxxxxxxx. */
  mobile_number: Type.String(),
  verified_at: orNull(Type.String()),
  /**
   * The e-mail address is proved for rate alerts: the signed-in account's own, or confirmed with
   * the link we e-mailed (the registration's code proves only the mobile number).
   */
  email_confirmed: Type.Boolean(),
  /** The visitor has saved their preferences (until then `preferences` are the defaults). */
  preferences_saved: Type.Boolean(),
  preferences: Type.Object({
    rate_alerts: Type.Boolean(),
    alert_threshold: Type.Union(ALERT_THRESHOLDS.map((threshold) => Type.Literal(threshold))),
    preferred_contact: answerOneOf(PREFERRED_CONTACTS),
    best_time: answerOneOf(BEST_TIMES),
  }),
});

export type HomeLoanRegistrationView = Static<typeof registration>;

/** Stores the details and sends a six-digit code by SMS; sending again replaces both. */
export const submitHlRegistration = defineContract({
  path: '/submitHLRegistration/',
  request: requestBody({
    survey_id: hlSurveyIdField,
    first_name: hlNameField,
    last_name: hlNameField,
    email: hlEmailField,
    mobile_number: hlMobileField,
    consent: Type.Unsafe<true>({
      const: true,
      description: 'true: we need your consent to contact you about your home loan',
    }),
  }),
  response: Type.Object({
    /** The mobile number, masked: `04•• ••• 678`. */
    sent_to: Type.String(),
    expires_in_seconds: Type.Integer(),
    resend_after_seconds: Type.Integer(),
  }),
});

/**
 * The survey's confirmed registration when this session confirmed it (or it is the signed-in
 * account's), so another tab carries on without a new code; null otherwise.
 */
export const getHlRegistration = defineContract({
  path: '/getHLRegistration/',
  request: requestBody({ survey_id: hlSurveyIdField }),
  response: Type.Object({ registration: orNull(registration) }),
});

/** Checks the SMS code; the registration then counts as verified. */
export const verifyOtpHl = defineContract({
  path: '/verifyOtpHL/',
  request: requestBody({ survey_id: hlSurveyIdField, code: CODE }),
  response: Type.Object({ verified: Type.Literal(true), registration }),
});

/**
 * Rate alerts and how to be contacted; needs a verified registration (403 NOT_VERIFIED). Turning
 * alerts on may e-mail a link to confirm the address: `email_sent`, and the alerts wait until it is used.
 */
export const updateHlSurveyRegistrations = defineContract({
  path: '/updateHLSurveyRegistrations/',
  request: requestBody({
    survey_id: hlSurveyIdField,
    rate_alerts: Type.Boolean(),
    alert_threshold: Type.Unsafe<(typeof ALERT_THRESHOLDS)[number]>({
      type: 'number',
      enum: [...ALERT_THRESHOLDS],
    }),
    preferred_contact: stringEnum(PREFERRED_CONTACTS),
    best_time: stringEnum(BEST_TIMES),
  }),
  response: Type.Object({
    ok: Type.Literal(true),
    registration,
    confirmation: answerOneOf(['email_sent', 'not_needed'] as const),
  }),
});
