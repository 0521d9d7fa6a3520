/**
 * The home-loan offers' routes (docs/api-home-loan-journey.md, "Offers" and "Registration and
 * choosing"): what staying or switching would save, one offer's working, what the visitor did with
 * an offer, and taking one.
 */
import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_GROUPS } from '../domain/eligibility/member-groups';
import { defineContract, requestBody } from './contract';
import { answerOneOf, orNull, stringEnum } from './fields';
import {
  currentCosts,
  hlEligibilityField,
  hlOfferIdField,
  hlSurveyIdField,
  offerSummary,
  refinanceBroker,
} from './home-loan-fields';

/** The most saving loans of other lenders /getHLOffers/ answers at once, and how many unless asked. */
export const MAX_HL_OFFERS = 20;
export const DEFAULT_HL_OFFERS = 10;

/** One loan on the offers page: its best option, every rate option (terms), and loans with the same figures. */
const offerRow = Type.Object({
  row_id: Type.String(),
  offer: offerSummary,
  terms: Type.Array(offerSummary),
  /** Other lenders' loans with the same figures, with the offer id of each of the row's terms. */
  same_figures: Type.Array(
    Type.Object({
      product_id: Type.String(),
      product_name: Type.String(),
      provider_id: Type.String(),
      provider_name: Type.String(),
      offer_ids: Type.Array(Type.String()),
    }),
  ),
  lender_count: Type.Integer(),
  /** Why the visitor cannot get it (members only, ...); empty when they can. */
  ineligible_reasons: Type.Array(Type.String()),
});

export type HomeLoanOfferRow = Static<typeof offerRow>;

/**
 * The current lender's best saving loan (`stay`) and other lenders' saving loans, best first, as
 * rows. Loans the visitor cannot get by their answers are set apart in `unavailable`, with the reasons.
 */
export const getHlOffers = defineContract({
  path: '/getHLOffers/',
  request: requestBody({
    survey_id: hlSurveyIdField,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_HL_OFFERS })),
    eligibility: Type.Optional(hlEligibilityField),
  }),
  response: Type.Object({
    survey_id: Type.String(),
    /** What the lists are sorted by, in words. */
    ranking: Type.String(),
    /** Set when the visitor's own lender is a commercial partner of the site. */
    partner_disclosure: orNull(Type.String()),
    stay: orNull(offerRow),
    switch: Type.Array(offerRow),
    /** Saving loans the visitor cannot get by their answers. */
    unavailable: Type.Array(offerRow),
    eligibility: Type.Object({
      /** The member groups whose answer would change what is shown: the question to ask. */
      groups_asked: Type.Array(answerOneOf(MEMBER_GROUPS)),
      member_groups: Type.Array(answerOneOf(MEMBER_GROUPS)),
    }),
    eligible_count: Type.Integer(),
    no_better_offer: Type.Boolean(),
    current: currentCosts,
    notes: Type.Array(Type.String()),
  }),
});

const offerRequest = requestBody({ survey_id: hlSurveyIdField, offer_id: hlOfferIdField });

/** One offer with its cost lines and the product's facts; 404 for an offer that does not fit the loan. */
export const getHlOfferDetails = defineContract({
  path: '/getHLOfferDetails/',
  request: offerRequest,
  response: Type.Object({
    offer: Type.Composite([
      offerSummary,
      Type.Object({
        working: Type.Array(
          Type.Object({
            key: Type.String(),
            label: Type.String(),
            current_cents: Type.Integer(),
            new_cents: Type.Integer(),
          }),
        ),
        assumptions: Type.Array(Type.String()),
        total_repaid_cents: Type.Integer(),
        current_total_cost_cents: Type.Integer(),
        new_total_cost_cents: Type.Integer(),
      }),
    ]),
    product: Type.Object({
      id: Type.String(),
      name: Type.String(),
      provider_id: Type.String(),
      provider_name: Type.String(),
      application_fee_cents: Type.Integer(),
      annual_fee_cents: Type.Integer(),
      discharge_fee_cents: Type.Integer(),
      package: orNull(
        Type.Object({ name: Type.String(), fee_cents: Type.Integer(), fee_every_months: Type.Integer() }),
      ),
      offset: Type.Boolean(),
      redraw: Type.Boolean(),
      extra_repayments: Type.Boolean(),
      max_term_years: orNull(Type.Number()),
      last_updated: orNull(Type.String()),
    }),
    current: currentCosts,
  }),
});

export const HL_OUTCOMES = ['chosen', 'dismissed'] as const;

/** One outcome per survey and offer; a different one replaces it. */
export const updateHlSurveyOutcome = defineContract({
  path: '/updateHLSurveyOutcome/',
  request: requestBody({
    survey_id: hlSurveyIdField,
    offer_id: hlOfferIdField,
    outcome: stringEnum(HL_OUTCOMES),
  }),
  response: Type.Object({ ok: Type.Literal(true) }),
});

/** Whether the refinance partner can help with an offer, and with which landing page. */
const refinanceHelp = Type.Object({
  available: Type.Boolean(),
  provider_id: Type.String(),
  provider_name: Type.String(),
  use_provider_landing: Type.Boolean(),
  /** Null when the partner cannot be named: no hand-over. */
  partner: orNull(refinanceBroker),
});

export type RefinanceHelp = Static<typeof refinanceHelp>;

/**
 * The visitor takes an offer (a verified registration first): a reference, the next steps and
 * whether the refinance partner can help. The confirmation goes by e-mail when the registration's
 * address is the signed-in account's, else by text to the mobile number the registration confirmed.
 */
export const acceptHlOffer = defineContract({
  path: '/acceptHLOffer/',
  request: offerRequest,
  response: Type.Object({
    reference: Type.String(),
    confirmation: answerOneOf(['email', 'sms'] as const),
    offer: offerSummary,
    provider_name: Type.String(),
    next_steps: Type.Array(Type.String()),
    refinance: refinanceHelp,
  }),
});
