/**
 * Body fields the home-loan routes share, worded for the 400 messages (see plugins/errors.ts).
 * `current` is typed here but not ranged: ranges are the field errors services/home-loan-input.ts
 * reports, so /validateCurrentProperties/ can show them beside the form's fields.
 */
import { MAX_DOLLARS } from '../lib/dollars';
import { fields, type JsonSchema } from './define-route';
import { offerSettingsFields } from './offer-settings-fields';
import { inGroupOrder, type MemberGroup } from '../../src/domain/eligibility/member-groups';
import type { VisitorEligibility } from '../../src/domain/eligibility/types';

export const hlSurveyIdField: JsonSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'a survey id from /updateHLSurveyInput/',
};

export const referralIdField: JsonSchema = {
  ...hlSurveyIdField,
  description: 'a referral id from /useFinspoWebhook/',
};

export const hlOfferIdField: JsonSchema = {
  ...fields.id,
  description: 'an offer id like 10005-HL00012:variable, from /getHLOffers/',
};

const nullableNumber = (description: string): JsonSchema => ({ type: ['number', 'null'], description });
const nullableText = (maxLength: number, description: string): JsonSchema => ({
  type: ['string', 'null'],
  maxLength,
  description,
});

export const currentLoanProperties: Record<string, JsonSchema> = {
  provider_id: nullableText(64, 'a lender id from our data, or null'),
  lender_name: nullableText(1000, "your lender's name, or null"),
  balance: nullableNumber('an amount in dollars, like 412345.67'),
  rate: nullableNumber('a rate as a fraction, like 0.0619 for 6.19%'),
  remaining_years: nullableNumber('a whole number of years'),
  repayment: nullableText(100, 'principal-and-interest or interest-only'),
  interest_only_years_remaining: nullableNumber('a whole number of years'),
  property_value: nullableNumber('an amount in dollars, like 850000'),
  purpose: nullableText(100, 'owner-occupier or investment'),
  postcode: nullableText(20, 'a four-digit postcode as text, like "2000"'),
  discharge_fee: nullableNumber('an amount in dollars, like 350'),
  annual_fees: nullableNumber('an amount in dollars, like 395'),
  offset_balance: nullableNumber('an amount in dollars, like 25000'),
};

export const currentLoanField: JsonSchema = {
  type: 'object',
  properties: currentLoanProperties,
  additionalProperties: false,
  description: 'an object with your loan’s details',
};

export const hlNameField: JsonSchema = { type: 'string', minLength: 1, maxLength: 100 };

export const hlEmailField: JsonSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 254,
  description: 'an e-mail address, like name@example.com',
};

export const hlMobileField: JsonSchema = {
  type: 'string',
  minLength: 8,
  maxLength: 30,
  description: 'an Australian mobile number, like 0412 345 678',
};

export const contactDetailsField: JsonSchema = {
  type: 'object',
  properties: {
    first_name: hlNameField,
    last_name: hlNameField,
    email: hlEmailField,
    mobile_number: hlMobileField,
  },
  required: ['first_name', 'last_name', 'email', 'mobile_number'],
  additionalProperties: false,
};

const wholeCents: JsonSchema = {
  type: 'integer',
  minimum: -MAX_DOLLARS * 1000,
  maximum: MAX_DOLLARS * 1000,
  description: 'a whole number of cents',
};

export const savingsField: JsonSchema = {
  type: 'object',
  properties: {
    total_saving_cents: wholeCents,
    monthly_saving_cents: wholeCents,
    break_even_month: { type: ['integer', 'null'], minimum: 0, maximum: 360 },
  },
  required: ['total_saving_cents', 'monthly_saving_cents', 'break_even_month'],
  additionalProperties: false,
};

export const referralOfferField: JsonSchema = {
  type: 'object',
  properties: {
    offer_id: hlOfferIdField,
    provider_id: { ...fields.id, description: 'the offer’s lender id' },
    provider_name: { type: ['string', 'null'], maxLength: 200 },
    rate: { type: 'number', minimum: 0, maximum: 1 },
    rate_type: { type: 'string', enum: ['variable', 'fixed'] },
    fixed_months: { type: ['integer', 'null'], minimum: 1, maximum: 360 },
  },
  required: ['offer_id', 'provider_id', 'provider_name', 'rate', 'rate_type', 'fixed_months'],
  additionalProperties: false,
};

/**
 * The visitor's answers that decide which loans they can get (`src/domain/eligibility/`): the
 * member groups they belong to or may join through, and their age. Optional: without it, loans of
 * lenders open only to some groups are set apart.
 */
export const hlEligibilityField: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  // The same answers, checked the same way, as the card offers take.
  properties: {
    member_groups: offerSettingsFields.eligibility.properties.member_groups,
    age: offerSettingsFields.eligibility.properties.age,
  },
};

export interface HlEligibilityBody {
  member_groups?: MemberGroup[];
  age?: number | null;
}

/** The answers in the rules' terms; none given is no answers. */
export function visitorAnswers(body: HlEligibilityBody | undefined): VisitorEligibility {
  return {
    memberGroups: inGroupOrder(body?.member_groups ?? []),
    age: body?.age ?? null,
    student: false,
  };
}
