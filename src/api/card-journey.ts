/**
 * The credit-card journey's routes (docs/api-card-journey.md): the survey, its estimate, the
 * offers and one offer's details, the choice, the product transfer, the visitor's current deal, a
 * card we do not list, the address of an offer and the survey to resume. Amounts in bodies are
 * dollars, as the survey asks them; answers are whole cents.
 */
import { type Static, Type } from '@sinclair/typebox';
import { defineContract, requestBody } from './contract';
import { answerOneOf, nullable, orNull, stringEnum } from './fields';
import {
  cardListField,
  dollarsField,
  earnRateField,
  emailField,
  enteredCardFields,
  idField,
  nameField,
  OFFER_TYPES,
  offerIdField,
  offerSettingsFields,
  offerTypeField,
  surveyIdField,
} from './card-journey-fields';
import {
  cardFacts,
  INELIGIBLE_KINDS,
  journeyOffer,
  journeyOfferRow,
  surveyEstimateFigures,
  unsuitableOffer,
} from './card-estimate';
import { MEMBER_GROUPS } from '../domain/eligibility/member-groups';

/** A new credit-card survey for this visit; it belongs to the account too when signed in. */
export const surveyStart = defineContract({
  path: '/survey/start/',
  request: requestBody({
    browser_id: Type.Optional(
      idField('up to 64 letters, digits or dashes (it is ignored: the server’s cookie names the browser)'),
    ),
    frontend: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  response: Type.Object({ survey_id: Type.String() }),
});

/** What the visitor's cards cost them a year, with the working; stored with the survey. */
export const surveyEstimate = defineContract({
  path: '/survey/estimate/',
  request: requestBody({ survey_id: surveyIdField, cards: cardListField(1) }),
  response: Type.Object({ survey_id: Type.String(), estimate: surveyEstimateFigures }),
});

const offerFilters = Type.Object({
  no_annual_fee: Type.Boolean(),
  rewards: Type.Boolean(),
  balance_transfer: Type.Boolean(),
  exclude_my_bank: Type.Boolean(),
});

/** The Stay and Switch lists for the estimated survey, through the visitor's settings. */
export const getOffers = defineContract({
  path: '/getOffers/',
  request: requestBody({ survey_id: surveyIdField, ...offerSettingsFields }),
  response: Type.Object({
    survey_id: Type.String(),
    /** The years the lists rank the saving over. */
    horizon_years: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    filters: offerFilters,
    show_all: Type.Boolean(),
    stay: Type.Array(journeyOfferRow),
    switch: Type.Array(journeyOfferRow),
    /** How many rows each list has in all: "Show more" asks for the rest. */
    row_counts: Type.Object({ stay: Type.Integer(), switch: Type.Integer() }),
    /** The commercial partners, whose cards are marked "Sponsored" where they stand. */
    partner_providers: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    /** The cards the visitor cannot get, counted whether or not they are shown. */
    hidden: Type.Object({
      count: Type.Integer(),
      by_reason: Type.Array(Type.Object({ kind: answerOneOf(INELIGIBLE_KINDS), count: Type.Integer() })),
    }),
    /** The eligibility questions worth asking: they can change what is listed. */
    questions: Type.Object({
      member_groups: Type.Array(Type.Object({ id: answerOneOf(MEMBER_GROUPS), label: Type.String() })),
      age: Type.Boolean(),
    }),
    unsuitable: Type.Array(unsuitableOffer),
    /** A filter is on: an empty list means nothing passed it. */
    filtered: Type.Boolean(),
    no_better_offer: Type.Boolean(),
  }),
});

/** One offer of the survey with its full working (month by month), and the card's facts. */
export const getOfferDetails = defineContract({
  path: '/getOfferDetails/',
  request: requestBody({
    survey_id: surveyIdField,
    offer_id: offerIdField,
    offer_type: Type.Optional(offerTypeField),
  }),
  response: Type.Object({ survey_id: Type.String(), offer: journeyOffer, card: orNull(cardFacts) }),
});

/** That the visitor chose or dismissed an offer; idempotent. */
export const surveyOutcome = defineContract({
  path: '/surveyOutcome/',
  request: requestBody({
    survey_id: surveyIdField,
    offer_id: offerIdField,
    offer_type: offerTypeField,
    outcome: stringEnum(['chosen', 'dismissed']),
  }),
  response: Type.Object({ ok: Type.Literal(true) }),
});

/** The request is confirmed, and its confirmation e-mailed (now, or before to the same address). */
const transferConfirmed = Type.Object({
  status: Type.Literal('confirmed'),
  reference: Type.String(),
  provider_name: Type.String(),
  next_steps: Type.Array(Type.String()),
});

/** A product transfer to one of the survey's Stay offers. */
export const productTransfer = defineContract({
  path: '/productTransfer/',
  request: requestBody({
    survey_id: surveyIdField,
    offer_id: offerIdField,
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    mobile_number: Type.String({ minLength: 8, maxLength: 30, description: 'an Australian mobile number' }),
    card_last_four: Type.Optional(
      nullable(
        Type.String({
          pattern: '^[0-9]{4}$',
          description: 'the last 4 digits of your current card, like 1234',
        }),
      ),
    ),
    preferred_contact: stringEnum(['email', 'phone']),
    consent: Type.Unsafe<true>({
      const: true,
      description: 'true: we need your consent to pass your details to the bank',
    }),
  }),
  response: Type.Union([
    transferConfirmed,
    /** The address is not proved yet: a six-digit code went to it, for /productTransfer/verify/. */
    Type.Object({
      status: Type.Literal('verify_email'),
      /** The address as the server stored it (lower-cased). */
      sent_to: Type.String(),
      expires_in_seconds: Type.Integer(),
      resend_after_seconds: Type.Integer(),
    }),
  ]),
});

/** The code e-mailed for the survey's request for this Stay offer; the answer is the confirmation. */
export const productTransferVerify = defineContract({
  path: '/productTransfer/verify/',
  request: requestBody({
    survey_id: surveyIdField,
    offer_id: offerIdField,
    code: Type.String({
      pattern: '^[0-9]{6}$',
      description: 'the 6-digit code from the message, like 123456',
    }),
  }),
  response: transferConfirmed,
});

/** An offer as the survey stored it (the lists' summary), and as the visitor chose it. */
export const offerSummary = Type.Object({
  offer_id: Type.String(),
  offer_type: answerOneOf(OFFER_TYPES),
  provider_id: Type.String(),
  provider_name: Type.String(),
  card_name: Type.String(),
  replaces: Type.Object({ index: Type.Integer(), card_id: Type.String() }),
  first_year_saving_cents: Type.Integer(),
  ongoing_saving_cents: Type.Integer(),
  ranking_saving_cents: Type.Integer(),
  sponsored: Type.Boolean(),
});

/** A card the visitor typed in, as stored and answered. */
const enteredCard = Type.Object({
  provider_id: Type.Optional(orNull(Type.String())),
  provider_name: Type.Optional(orNull(Type.String())),
  card_name: Type.String(),
  annual_fee: Type.Number(),
  purchase_rate: Type.Number(),
  interest_free_days: Type.Integer(),
  reward_program_id: Type.Integer(),
});

/** One survey card as the server keeps it (in dollars, as entered), with the names the screens show. */
export const storedCard = Type.Object({
  product_id: orNull(Type.String()),
  entered_card: Type.Optional(orNull(enteredCard)),
  /** Points a dollar the visitor told us; null when they said they don't know. */
  earn_rate: Type.Optional(orNull(Type.Number())),
  monthly_spend: Type.Number(),
  monthly_repayment: Type.Number(),
  balance_remaining: Type.Number(),
  card_name: Type.String(),
  provider_id: orNull(Type.String()),
  provider_name: Type.String(),
});

export type StoredCardAnswer = Static<typeof storedCard>;

/**
 * The visitor's latest estimated survey (or the one named, when they may read it); no survey is
 * `survey_id: null`. `flags` is accepted as /main/ sends it and does not change the answer.
 */
export const myCurrentDeal = defineContract({
  path: '/myCurrentDeal/',
  request: requestBody({
    flags: Type.Optional(
      Type.Unsafe<Record<string, unknown> | null>({
        type: ['object', 'null'],
        maxProperties: 50,
        description: 'an object of feature flags, or null',
      }),
    ),
    survey_id: Type.Optional(nullable(surveyIdField)),
  }),
  response: Type.Object({
    survey_id: orNull(Type.String()),
    cards: Type.Array(storedCard),
    estimate: orNull(surveyEstimateFigures),
    chosen_offer: orNull(Type.Composite([offerSummary, Type.Object({ chosen_at: orNull(Type.String()) })])),
    updated_at: orNull(Type.String()),
  }),
});

/**
 * A card the visitor holds that is not in our list, for staff, with whatever figures they gave:
 * `provider_id` (one of ours) or `provider_name` (free text) is needed.
 */
export const addMissingProduct = defineContract({
  path: '/addMissingProduct/',
  request: requestBody({
    provider_id: Type.Optional(enteredCardFields.provider_id),
    provider_name: Type.Optional(enteredCardFields.provider_name),
    card_name: enteredCardFields.card_name,
    annual_fee: Type.Optional(nullable(dollarsField)),
    purchase_rate: Type.Optional(nullable(enteredCardFields.purchase_rate)),
    interest_free_days: Type.Optional(nullable(enteredCardFields.interest_free_days)),
    reward_program_id: Type.Optional(nullable(enteredCardFields.reward_program_id)),
    earn_rate: Type.Optional(earnRateField),
    email: Type.Optional(nullable(emailField)),
  }),
  response: Type.Object({ reference: Type.String() }),
});

/**
 * The address to send the visitor to for an offer: the provider's address from our data with our
 * tracking parameters. The request's own addresses are only logged.
 */
export const productRedirect = defineContract({
  path: '/productRedirect/',
  request: requestBody({
    offer_id: idField(),
    offer_type: Type.String({
      pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$',
      description: 'an offer type such as Switch',
    }),
    webpage_url: Type.String({ maxLength: 4096, description: 'a base64-encoded web address' }),
    survey_id: Type.Optional(nullable(Type.String({ maxLength: 200 }))),
  }),
  response: Type.Object({ url: Type.String() }),
});

export const ACTIVE_EVENT_KINDS = ['credit_card', 'home_loan'] as const;

/** Whether this visitor has a credit-card or home-loan survey to resume (touched in the last 7 days). */
export const checkActiveEvent = defineContract({
  path: '/checkActiveEvent/',
  request: requestBody({}),
  response: Type.Object({
    active: Type.Boolean(),
    event: orNull(
      Type.Object({
        id: Type.String(),
        kind: answerOneOf(ACTIVE_EVENT_KINDS),
        started_at: orNull(Type.String()),
        updated_at: orNull(Type.String()),
      }),
    ),
  }),
});
