/**
 * Body fields the card-journey routes share, worded for the server's 400 messages (a field's
 * `description` is what "must be ..." says; `server/plugins/errors.ts`). Amounts arrive in dollars,
 * as the survey asks them; the server turns them into whole cents.
 */
import { Type } from '@sinclair/typebox';
import { MEMBER_GROUPS } from '../domain/eligibility/member-groups';
import { HORIZON_YEARS } from '../domain/cards/offer-order';
import type { HorizonYears } from '../domain/cards/types';
import { nullable, stringEnum } from './fields';

/** The most cards a survey (and a list of saved cards) holds. */
export const MAX_SURVEY_CARDS = 5;

/** The largest amount in dollars a survey takes. */
export const MAX_DOLLARS = 1_000_000;

/** The most rows a list of offers answers at once ("Show more" asks for ten more each time). */
export const MAX_OFFER_ROWS = 500;

/** An id of ours: a card, a provider, an offer. */
export const idField = (description = 'an id of letters, digits, dot, colon, dash or underscore') =>
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', description });

export const surveyIdField = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'a survey id from /survey/start/',
});

/** The range only; whole cents are checked by the server (`server/lib/dollars.ts`). */
export const dollarsField = Type.Number({
  minimum: 0,
  maximum: MAX_DOLLARS,
  description: 'an amount in dollars from 0 to 1,000,000, like 1234.56',
});

/** Points a dollar the visitor told us, for a card whose earn rate is not published; null: "I don't know". */
export const earnRateField = nullable(
  Type.Number({ description: 'points earned a dollar, like 1.25, or null when not known' }),
);

/** The figures of a card that is not in our data, as the visitor describes it (checked by the server). */
export const enteredCardFields = {
  provider_id: nullable(idField('a provider id from /main/')),
  provider_name: nullable(Type.String({ maxLength: 100 })),
  card_name: Type.String({ minLength: 1, maxLength: 150 }),
  annual_fee: dollarsField,
  purchase_rate: Type.Number({
    minimum: 0,
    maximum: 1,
    description: 'a yearly rate as a fraction, like 0.2099 for 20.99%',
  }),
  interest_free_days: Type.Integer({ minimum: 0, maximum: 365, description: 'a whole number of days' }),
  reward_program_id: Type.Integer({
    minimum: 0,
    description: 'a reward program id from our data, 0 for none',
  }),
};

const enteredCard = Type.Object(
  {
    provider_id: Type.Optional(enteredCardFields.provider_id),
    provider_name: Type.Optional(enteredCardFields.provider_name),
    card_name: enteredCardFields.card_name,
    annual_fee: enteredCardFields.annual_fee,
    purchase_rate: enteredCardFields.purchase_rate,
    interest_free_days: enteredCardFields.interest_free_days,
    reward_program_id: enteredCardFields.reward_program_id,
  },
  { additionalProperties: false },
);

/** One survey card: `product_id` (ours) or `entered_card` (its figures), with its usage in dollars. */
export const cardUsage = Type.Object(
  {
    product_id: Type.Optional(nullable(idField('a credit card id from our data, like 10034-CC00001'))),
    entered_card: Type.Optional(nullable(enteredCard)),
    earn_rate: Type.Optional(earnRateField),
    monthly_spend: dollarsField,
    monthly_repayment: dollarsField,
    balance_remaining: dollarsField,
  },
  { additionalProperties: false },
);

export const cardListField = (minItems: number) =>
  Type.Array(cardUsage, { minItems, maxItems: MAX_SURVEY_CARDS });

export const offerIdField = idField('an offer id from /getOffers/');

export const OFFER_TYPES = ['Stay', 'Switch'] as const;

export const offerTypeField = stringEnum(OFFER_TYPES);

export const emailField = Type.String({
  minLength: 3,
  maxLength: 254,
  description: 'an e-mail address, like name@example.com',
});

export const nameField = Type.String({ minLength: 1, maxLength: 100 });

const rowsField = Type.Integer({
  minimum: 1,
  maximum: MAX_OFFER_ROWS,
  description: `a whole number from 1 to ${MAX_OFFER_ROWS}`,
});

/**
 * The visitor's settings on an offers page: how many years they expect to keep the new card (the
 * lists rank by the saving over them), the filters, their eligibility answers, whether to show
 * what they cannot get, and how many rows of each list to answer. Each is optional: the default.
 */
export const offerSettingsFields = {
  horizon_years: Type.Optional(
    Type.Unsafe<HorizonYears>({
      type: 'integer',
      enum: [...HORIZON_YEARS],
      description: '1, 2 or 3 (years)',
    }),
  ),
  rows: Type.Optional(
    Type.Object(
      { stay: Type.Optional(rowsField), switch: Type.Optional(rowsField) },
      { additionalProperties: false },
    ),
  ),
  filters: Type.Optional(
    Type.Object(
      {
        no_annual_fee: Type.Optional(Type.Boolean()),
        rewards: Type.Optional(Type.Boolean()),
        balance_transfer: Type.Optional(Type.Boolean()),
        exclude_my_bank: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
  ),
  eligibility: Type.Optional(
    Type.Object(
      {
        member_groups: Type.Optional(
          Type.Array(stringEnum(MEMBER_GROUPS), { maxItems: MEMBER_GROUPS.length, uniqueItems: true }),
        ),
        age: Type.Optional(
          nullable(Type.Integer({ minimum: 16, maximum: 120, description: 'a whole number of years' })),
        ),
        student: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
  ),
  show_all: Type.Optional(Type.Boolean()),
};
