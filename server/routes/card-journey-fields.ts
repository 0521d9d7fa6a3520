/** Body fields the card-journey routes share, worded for the 400 messages (see plugins/errors.ts). */
import { MAX_DOLLARS } from '../lib/dollars';
import { fields, type JsonSchema } from './define-route';

export const MAX_SURVEY_CARDS = 5;

export const surveyIdField: JsonSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'a survey id from /survey/start/',
};

/** The range only; whole cents are checked by lib/dollars.ts. */
export const dollarsField: JsonSchema = {
  type: 'number',
  minimum: 0,
  maximum: MAX_DOLLARS,
  description: 'an amount in dollars from 0 to 1,000,000, like 1234.56',
};

/** Points a dollar the visitor told us, for a card whose earn rate is not published; null: "I don't know". */
export const earnRateField: JsonSchema = {
  type: ['number', 'null'],
  description: 'points earned a dollar, like 1.25, or null when not known',
};

/** The figures of a card that is not in our data, as the visitor describes it (checked by readEnteredCard). */
export const enteredCardFields = {
  provider_id: { ...fields.id, type: ['string', 'null'], description: 'a provider id from /main/' },
  provider_name: { type: ['string', 'null'], maxLength: 100 },
  card_name: { type: 'string', minLength: 1, maxLength: 150 },
  annual_fee: dollarsField,
  purchase_rate: {
    type: 'number',
    minimum: 0,
    maximum: 1,
    description: 'a yearly rate as a fraction, like 0.2099 for 20.99%',
  },
  interest_free_days: { type: 'integer', minimum: 0, maximum: 365, description: 'a whole number of days' },
  reward_program_id: {
    type: 'integer',
    minimum: 0,
    description: 'a reward program id from our data, 0 for none',
  },
} satisfies Record<string, JsonSchema>;

/** The same field, also taking null. */
export function orNull(schema: JsonSchema): JsonSchema {
  return { ...schema, type: [schema.type, 'null'] };
}

const enteredCardSchema: JsonSchema = {
  type: ['object', 'null'],
  properties: enteredCardFields,
  required: ['card_name', 'annual_fee', 'purchase_rate', 'interest_free_days', 'reward_program_id'],
  additionalProperties: false,
};

/** One survey card: `product_id` (ours) or `entered_card` (its figures), with its usage. */
export const cardUsageSchema: JsonSchema = {
  type: 'object',
  properties: {
    product_id: {
      ...fields.id,
      type: ['string', 'null'],
      description: 'a credit card id from our data, like 10034-CC00001',
    },
    entered_card: enteredCardSchema,
    earn_rate: earnRateField,
    monthly_spend: dollarsField,
    monthly_repayment: dollarsField,
    balance_remaining: dollarsField,
  },
  required: ['monthly_spend', 'monthly_repayment', 'balance_remaining'],
  additionalProperties: false,
};

export function cardListField(minItems: number): JsonSchema {
  return { type: 'array', minItems, maxItems: MAX_SURVEY_CARDS, items: cardUsageSchema };
}

export const offerIdField: JsonSchema = { ...fields.id, description: 'an offer id from /getOffers/' };

export const offerTypeField: JsonSchema = { type: 'string', enum: ['Stay', 'Switch'] };

export const emailField: JsonSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 254,
  description: 'an e-mail address, like name@example.com',
};

export const nameField: JsonSchema = { type: 'string', minLength: 1, maxLength: 100 };
