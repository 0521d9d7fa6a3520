/**
 * The refinance partner's routes (docs/api-home-loan-journey.md, "Refinance partner"): passing the
 * visitor to the partner with their consent, and telling us they accepted its offer.
 */
import { Type } from '@sinclair/typebox';
import { defineContract, requestBody } from './contract';
import { answerOneOf, nullable, orNull, stringEnum } from './fields';
import {
  BEST_TIMES,
  currentLoanField,
  hlEmailField,
  hlMobileField,
  hlNameField,
  hlOfferIdField,
  hlSurveyIdField,
  PREFERRED_CONTACTS,
  RATE_TYPES,
  referralIdField,
  refinanceBroker,
} from './home-loan-fields';

/** The most a saving may be either way: a billion cents ($10 million). */
const SAVING_LIMIT_CENTS = 1_000_000_000;

const wholeCents = Type.Integer({
  minimum: -SAVING_LIMIT_CENTS,
  maximum: SAVING_LIMIT_CENTS,
  description: 'a whole number of cents',
});

/** Typed contact details, accepted from older pages (held to the input rules, then left unused). */
const contactDetailsField = Type.Object(
  { first_name: hlNameField, last_name: hlNameField, email: hlEmailField, mobile_number: hlMobileField },
  { additionalProperties: false },
);

const savingsField = Type.Object(
  {
    total_saving_cents: wholeCents,
    monthly_saving_cents: wholeCents,
    break_even_month: nullable(Type.Integer({ minimum: 0, maximum: 360 })),
  },
  { additionalProperties: false },
);

const referralOfferField = Type.Object(
  {
    offer_id: hlOfferIdField,
    provider_id: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description: 'the offer’s lender id',
    }),
    provider_name: nullable(Type.String({ maxLength: 200 })),
    rate: Type.Number({ minimum: 0, maximum: 1 }),
    rate_type: stringEnum(RATE_TYPES),
    fixed_months: nullable(Type.Integer({ minimum: 1, maximum: 360 })),
  },
  { additionalProperties: false },
);

/**
 * Passes the visitor to the refinance partner, with their consent, contact details they have
 * proved and the server's own figures for the offer. `confirmation` says where the visitor's copy
 * went; null when the referral was delivered before and nothing was sent now.
 */
export const useFinspoWebhook = defineContract({
  path: '/useFinspoWebhook/',
  request: requestBody({
    survey_id: hlSurveyIdField,
    consent: Type.Unsafe<true>({
      const: true,
      description: 'true: we pass your details to our refinance partner only with your consent',
    }),
    contact_details: Type.Optional(contactDetailsField),
    savings: savingsField,
    offer: referralOfferField,
    current_situation: currentLoanField,
  }),
  response: Type.Object({
    ok: Type.Literal(true),
    referral_id: Type.String(),
    partner: refinanceBroker,
    /** What the partner was asked: the saved preference (null: none chosen) and where to reach the visitor. */
    contact: Type.Object({
      method: orNull(answerOneOf(PREFERRED_CONTACTS)),
      best_time: orNull(answerOneOf(BEST_TIMES)),
      email: Type.String(),
      /** Masked: `04•• ••• 678`. */
      mobile_number: Type.String(),
    }),
    confirmation: orNull(answerOneOf(['email', 'sms'] as const)),
  }),
});

/**
 * The visitor accepted the partner's offer for a delivered referral; accepting again answers the
 * first acceptance unchanged. `accepted_at` is by the visitor's clock, and as stored.
 */
export const updateFinspoAcceptedOffer = defineContract({
  path: '/updateFinspoAcceptedOffer/',
  request: requestBody({
    survey_id: hlSurveyIdField,
    offer_id: hlOfferIdField,
    referral_id: referralIdField,
    accepted_at: Type.Unsafe<number | string>({
      type: ['integer', 'string'],
      maxLength: 40,
      // The range the server accepts (server/lib/client-time.ts).
      description: 'an ISO date-time or milliseconds since 1970, from 2000-01-01 to 2099-12-31',
    }),
  }),
  response: Type.Object({
    ok: Type.Literal(true),
    referral_id: Type.String(),
    status: Type.Literal('accepted'),
    /** As stored: the first acceptance stands. */
    accepted_at: Type.String(),
  }),
});
