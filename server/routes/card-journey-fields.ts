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

export const cardUsageSchema: JsonSchema = {
  type: 'object',
  properties: {
    product_id: { ...fields.id, description: 'a credit card id from our data, like 10034-CC00001' },
    monthly_spend: dollarsField,
    monthly_repayment: dollarsField,
    balance_remaining: dollarsField,
  },
  required: ['product_id', 'monthly_spend', 'monthly_repayment', 'balance_remaining'],
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
