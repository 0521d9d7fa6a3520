/**
 * What the home-loan journey's routes share (docs/api-home-loan-journey.md): the body fields,
 * worded for the 400 messages (`server/plugins/errors.ts` reads their descriptions), and the parts
 * of the answers. Money in bodies is dollars, money in answers whole cents (`_cents`); rates are
 * fractions (0.0619 is 6.19% p.a.).
 *
 * `current` is typed here but not ranged: ranges are the field errors the server's check of the
 * loan reports, so /validateCurrentProperties/ can show them beside the form's fields.
 */
import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_GROUPS } from '../domain/eligibility/member-groups';
import type { HomeLoanPurpose, HomeLoanRepaymentType } from '../domain/home-loans/current-loan';
import { answerOneOf, nullable, orNull, stringEnum } from './fields';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const hlSurveyIdField = Type.String({
  pattern: UUID_PATTERN,
  description: 'a survey id from /updateHLSurveyInput/',
});

export const referralIdField = Type.String({
  pattern: UUID_PATTERN,
  description: 'a referral id from /useFinspoWebhook/',
});

/** An id as every route takes one: letters, digits, dot, colon, dash or underscore. */
const idOf = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', description });

export const hlOfferIdField = idOf('an offer id like 10005-HL00012:variable, from /getHLOffers/');

const nullableNumber = (description: string) => nullable(Type.Number({ description }));
const nullableText = (maxLength: number, description: string) =>
  nullable(Type.String({ maxLength, description }));

/** The visitor's loan as a body sends it: while checking, any field may be missing or null. */
export const currentLoanField = Type.Object(
  {
    provider_id: Type.Optional(nullableText(64, 'a lender id from our data, or null')),
    lender_name: Type.Optional(nullableText(1000, "your lender's name, or null")),
    balance: Type.Optional(nullableNumber('an amount in dollars, like 412345.67')),
    rate: Type.Optional(nullableNumber('a rate as a fraction, like 0.0619 for 6.19%')),
    remaining_years: Type.Optional(nullableNumber('a whole number of years')),
    repayment: Type.Optional(nullableText(100, 'principal-and-interest or interest-only')),
    interest_only_years_remaining: Type.Optional(nullableNumber('a whole number of years')),
    property_value: Type.Optional(nullableNumber('an amount in dollars, like 850000')),
    purpose: Type.Optional(nullableText(100, 'owner-occupier or investment')),
    postcode: Type.Optional(nullableText(20, 'a four-digit postcode as text, like "2000"')),
    discharge_fee: Type.Optional(nullableNumber('an amount in dollars, like 350')),
    annual_fees: Type.Optional(nullableNumber('an amount in dollars, like 395')),
    offset_balance: Type.Optional(nullableNumber('an amount in dollars, like 25000')),
  },
  { additionalProperties: false, description: 'an object with your loan’s details' },
);

/** `current` as a body may send it. */
export type CurrentLoanInput = Static<typeof currentLoanField>;

export const hlNameField = Type.String({ minLength: 1, maxLength: 100 });

export const hlEmailField = Type.String({
  minLength: 3,
  maxLength: 254,
  description: 'an e-mail address, like name@example.com',
});

export const hlMobileField = Type.String({
  minLength: 8,
  maxLength: 30,
  description: 'an Australian mobile number, like 0412 345 678',
});

/**
 * The visitor's answers that decide which loans they can get (`src/domain/eligibility/`): the
 * member groups they belong to or may join through, and their age. Optional: without it, loans of
 * lenders open only to some groups are set apart. Checked as the card offers check the same answers.
 */
export const hlEligibilityField = Type.Object(
  {
    member_groups: Type.Optional(
      Type.Array(stringEnum(MEMBER_GROUPS), { maxItems: MEMBER_GROUPS.length, uniqueItems: true }),
    ),
    age: Type.Optional(
      nullable(Type.Integer({ minimum: 16, maximum: 120, description: 'a whole number of years' })),
    ),
  },
  { additionalProperties: false },
);

export type HlEligibilityBody = Static<typeof hlEligibilityField>;

// Answers

export const REPAYMENT_TYPES = [
  'principal-and-interest',
  'interest-only',
] as const satisfies readonly HomeLoanRepaymentType[];
export const LOAN_PURPOSES = ['owner-occupier', 'investment'] as const satisfies readonly HomeLoanPurpose[];

/** The loan as a survey stores and answers it: every field present, the defaults filled in. */
export const storedLoan = Type.Object({
  provider_id: orNull(Type.String()),
  lender_name: orNull(Type.String()),
  balance: Type.Number(),
  rate: Type.Number(),
  remaining_years: Type.Integer(),
  repayment: answerOneOf(REPAYMENT_TYPES),
  interest_only_years_remaining: orNull(Type.Integer()),
  property_value: Type.Number(),
  purpose: answerOneOf(LOAN_PURPOSES),
  postcode: Type.String(),
  discharge_fee: orNull(Type.Number()),
  annual_fees: orNull(Type.Number()),
  /** Money in an offset account linked to the loan; missing on loans stored before it was asked. */
  offset_balance: Type.Optional(orNull(Type.Number())),
});

export type StoredCurrentLoan = Static<typeof storedLoan>;

/** LVR (to four decimals), months left, the postcode's state and today's repayment of a checked loan. */
export const loanSummary = Type.Object({
  lvr: Type.Number(),
  remaining_months: Type.Integer(),
  state: orNull(Type.String()),
  monthly_repayment_cents: Type.Integer(),
});

/** The current loan's totals over the rest of its term. */
export const currentCosts = Type.Object({
  monthly_repayment_cents: Type.Integer(),
  total_interest_cents: Type.Integer(),
  total_cost_cents: Type.Integer(),
});

export const OFFER_TYPES = ['Stay', 'Switch'] as const;
export const RATE_TYPES = ['variable', 'fixed'] as const;

/** One rate of one loan, priced for the visitor's loan: `Stay` is a loan of their own lender. */
export const offerSummary = Type.Object({
  offer_id: Type.String(),
  offer_type: answerOneOf(OFFER_TYPES),
  product_id: Type.String(),
  product_name: Type.String(),
  provider_id: Type.String(),
  provider_name: Type.String(),
  rate: Type.Number(),
  rate_type: answerOneOf(RATE_TYPES),
  fixed_months: orNull(Type.Integer()),
  comparison_rate: orNull(Type.Number()),
  /** The variable rate after a fixed period; null for variable rates. */
  revert_rate: orNull(Type.Number()),
  monthly_repayment_cents: Type.Integer(),
  monthly_saving_cents: Type.Integer(),
  total_saving_cents: Type.Integer(),
  switching_costs_cents: Type.Integer(),
  cash_back_cents: Type.Integer(),
  break_even_month: orNull(Type.Integer()),
  reasons: Type.Array(Type.String()),
  features: Type.Object({ offset: Type.Boolean(), redraw: Type.Boolean(), extra_repayments: Type.Boolean() }),
  /** The lender is on the refinance partner's panel. */
  refinance_available: Type.Boolean(),
});

export type HomeLoanOfferSummary = Static<typeof offerSummary>;

/** The refinance partner as the visitor's consent names it, with its Australian credit licence number. */
export const refinanceBroker = Type.Object({ legal_name: Type.String(), credit_licence: Type.String() });

export const PREFERRED_CONTACTS = ['email', 'phone'] as const;
export const BEST_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export const ALERT_THRESHOLDS = [500, 1000, 2000] as const;
