/**
 * Body fields of the savings and term-deposit checks, worded for the 400 messages (see
 * plugins/errors.ts), and their reading into the stored checks: dollars to whole cents, typed
 * names cleaned, defaults filled in.
 */
import { MEMBER_GROUPS, type MemberGroup } from '../../src/domain/eligibility/member-groups';
import { SAVINGS_MEASURES } from '../../src/domain/deposits/rank-savings';
import { badRequest } from '../lib/api-error';
import { dollarsToCents, MAX_DOLLARS } from '../lib/dollars';
import type { EnteredAccount, StoredSavingsCheck } from '../services/savings-check';
import { cleanTypedText } from '../services/survey-cards';
import type { StoredTermDepositCheck } from '../services/term-deposit-check';
import { dollarsField, surveyIdField } from './card-journey-fields';
import { fields, type JsonSchema } from './define-route';

export const MAX_DEPOSIT_ROWS = 20;
export const DEFAULT_DEPOSIT_ROWS = 5;

export const depositSurveyIdField: JsonSchema = {
  ...surveyIdField,
  type: ['string', 'null'],
  description: 'a check id from an earlier answer, or null for a new check',
};

const rateField: JsonSchema = {
  type: 'number',
  minimum: 0,
  maximum: 0.25,
  description: 'a yearly rate as a fraction, like 0.0475 for 4.75%',
};

const nullableWhole = (minimum: number, maximum: number, description: string): JsonSchema => ({
  type: ['integer', 'null'],
  minimum,
  maximum,
  description,
});

const nullableDollars: JsonSchema = { ...dollarsField, type: ['number', 'null'] };

export const savingsAccountField: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    product_id: { ...fields.id, description: 'a savings account id from our data, like 10034-SV00002' },
    entered: {
      type: 'object',
      additionalProperties: false,
      required: ['base_rate'],
      properties: {
        provider_id: { ...fields.id, type: ['string', 'null'], description: 'a provider id from /main/' },
        provider_name: { type: ['string', 'null'], maxLength: 100 },
        name: { type: ['string', 'null'], maxLength: 150 },
        base_rate: rateField,
        bonus_rate: rateField,
        bonus_balance_cap: nullableDollars,
        conditions: {
          type: 'object',
          additionalProperties: false,
          properties: {
            min_deposit: nullableDollars,
            no_withdrawals: { type: 'boolean' },
            balance_growth: { type: 'boolean' },
            card_purchases: nullableWhole(1, 100, 'a whole number of purchases a month'),
            linked_account: { type: 'boolean' },
            min_age: nullableWhole(1, 120, 'a whole number of years'),
            under_age: nullableWhole(1, 120, 'a whole number of years'),
          },
        },
      },
    },
  },
};

export const saverAnswersField: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    card_purchases: nullableWhole(0, 500, 'a whole number of card purchases a month'),
    age: nullableWhole(0, 120, 'a whole number of years'),
    linked_account: { type: ['boolean', 'null'] },
    member_groups: {
      type: 'array',
      items: { type: 'string', enum: [...MEMBER_GROUPS] },
      maxItems: MEMBER_GROUPS.length,
      uniqueItems: true,
    },
  },
};

export const savingsListFields = {
  measure: { type: 'string', enum: [...SAVINGS_MEASURES], description: 'first-year or later-year' },
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_DEPOSIT_ROWS,
    description: `a whole number from 1 to ${MAX_DEPOSIT_ROWS}`,
  },
} satisfies Record<string, JsonSchema>;

export interface SavingsCheckBody {
  survey_id?: string | null;
  account: {
    product_id?: string;
    entered?: {
      provider_id?: string | null;
      provider_name?: string | null;
      name?: string | null;
      base_rate: number;
      bonus_rate?: number;
      bonus_balance_cap?: number | null;
      conditions?: {
        min_deposit?: number | null;
        no_withdrawals?: boolean;
        balance_growth?: boolean;
        card_purchases?: number | null;
        linked_account?: boolean;
        min_age?: number | null;
        under_age?: number | null;
      };
    };
  };
  balance: number;
  monthly_deposit?: number;
  monthly_withdrawal?: number;
  answers?: {
    card_purchases?: number | null;
    age?: number | null;
    linked_account?: boolean | null;
    member_groups?: MemberGroup[];
  };
  introductory_months_left?: number;
  measure?: (typeof SAVINGS_MEASURES)[number];
  limit?: number;
  visit_id?: string | null;
}

export const savingsCheckFields = {
  survey_id: depositSurveyIdField,
  account: savingsAccountField,
  balance: dollarsField,
  monthly_deposit: dollarsField,
  monthly_withdrawal: dollarsField,
  answers: saverAnswersField,
  introductory_months_left: {
    type: 'integer',
    minimum: 0,
    maximum: 24,
    description: 'a whole number of months from 0 to 24',
  },
  ...savingsListFields,
} satisfies Record<string, JsonSchema>;

function enteredAccount(entered: NonNullable<SavingsCheckBody['account']['entered']>): EnteredAccount {
  const field = 'account.entered.';
  const conditions = entered.conditions ?? {};
  const typed = (value: string | null | undefined, name: string): string | null =>
    value === null || value === undefined ? null : cleanTypedText(value, `${field}${name}`);
  const cap = entered.bonus_balance_cap ?? null;
  const minDeposit = conditions.min_deposit ?? null;
  return {
    provider_id: entered.provider_id ?? null,
    provider_name: typed(entered.provider_name, 'provider_name'),
    name: typed(entered.name, 'name'),
    base_rate: entered.base_rate,
    bonus_rate: entered.bonus_rate ?? 0,
    bonus_balance_cap_cents: cap === null ? null : dollarsToCents(cap, `${field}bonus_balance_cap`),
    conditions: {
      min_deposit_cents:
        minDeposit === null ? null : dollarsToCents(minDeposit, `${field}conditions.min_deposit`),
      no_withdrawals: conditions.no_withdrawals ?? false,
      balance_growth: conditions.balance_growth ?? false,
      card_purchases: conditions.card_purchases ?? null,
      linked_account: conditions.linked_account ?? false,
      min_age: conditions.min_age ?? null,
      under_age: conditions.under_age ?? null,
    },
  };
}

/** The body as stored; 400 naming the field for an amount that is not whole cents or an account given twice or not at all. */
export function readSavingsCheck(body: SavingsCheckBody): StoredSavingsCheck {
  const { account } = body;
  if ((account.product_id === undefined) === (account.entered === undefined)) {
    throw badRequest(
      '"account" must have either "product_id" (an account from our data) or "entered" (one entered by hand).',
    );
  }
  const answers = body.answers ?? {};
  return {
    product_id: account.product_id ?? null,
    entered: account.entered === undefined ? null : enteredAccount(account.entered),
    balance_cents: dollarsToCents(body.balance, 'balance'),
    monthly_deposit_cents: dollarsToCents(body.monthly_deposit ?? 0, 'monthly_deposit'),
    monthly_withdrawal_cents: dollarsToCents(body.monthly_withdrawal ?? 0, 'monthly_withdrawal'),
    answers: {
      card_purchases: answers.card_purchases ?? null,
      age: answers.age ?? null,
      linked_account: answers.linked_account ?? null,
      member_groups: answers.member_groups ?? [],
    },
    introductory_months_left: body.introductory_months_left ?? 0,
  };
}

export interface TermDepositCheckBody {
  survey_id?: string | null;
  provider_id: string;
  product_id?: string | null;
  amount: number;
  term_months?: number;
  term_days?: number;
  rate: number;
  interest_payment?: StoredTermDepositCheck['interest_payment'];
  maturity_date: string;
  limit?: number;
  visit_id?: string | null;
}

export const termDepositCheckFields = {
  survey_id: depositSurveyIdField,
  provider_id: { ...fields.id, description: 'a provider id from /main/' },
  product_id: {
    ...fields.id,
    type: ['string', 'null'],
    description: 'a term deposit id from our data, or null',
  },
  amount: {
    type: 'number',
    minimum: 0.01,
    maximum: MAX_DOLLARS,
    description: 'an amount in dollars from 0.01 to 1,000,000, like 25000',
  },
  term_months: {
    type: 'integer',
    minimum: 1,
    maximum: 120,
    description: 'a whole number of months from 1 to 120',
  },
  term_days: {
    type: 'integer',
    minimum: 1,
    maximum: 3650,
    description: 'a whole number of days from 1 to 3650',
  },
  rate: rateField,
  interest_payment: {
    type: 'string',
    enum: ['maturity', 'monthly', 'quarterly', 'half-yearly', 'annually'],
    description: 'maturity, monthly, quarterly, half-yearly or annually',
  },
  maturity_date: {
    type: 'string',
    pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
    description: 'a date like 2026-03-31',
  },
  limit: savingsListFields.limit,
} satisfies Record<string, JsonSchema>;

function realDate(iso: string): boolean {
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso;
}

/** The body as stored; 400 naming the field for a term given twice or not at all, or a date that does not exist. */
export function readTermDepositCheck(body: TermDepositCheckBody): StoredTermDepositCheck {
  if ((body.term_months === undefined) === (body.term_days === undefined)) {
    throw badRequest('Send the term as either "term_months" or "term_days", as the bank states it.');
  }
  if (!realDate(body.maturity_date)) {
    throw badRequest(`"maturity_date": ${body.maturity_date} is not a day of the calendar.`);
  }
  return {
    provider_id: body.provider_id,
    product_id: body.product_id ?? null,
    amount_cents: dollarsToCents(body.amount, 'amount'),
    term:
      body.term_months !== undefined
        ? { unit: 'months', length: body.term_months }
        : { unit: 'days', length: body.term_days ?? 0 },
    rate: body.rate,
    interest_payment: body.interest_payment ?? 'maturity',
    maturity_date: body.maturity_date,
  };
}
