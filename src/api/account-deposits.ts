/**
 * The account page's savings and term-deposit checks (docs/api-deposit-checks.md): each check the
 * signed-in account has made, newest first, with its headline figures worked out again on today's
 * data, and the removal of one. Money in whole cents, rates as yearly fractions, dates `YYYY-MM-DD`.
 */
import { Type } from '@sinclair/typebox';
import { type ClientResponseOf, defineContract, requestBody } from './contract';
import { answerOneOf, orNull } from './fields';

/** The most checks the account page lists (the newest). */
export const MAX_ACCOUNT_DEPOSIT_CHECKS = 20;

/** A better account of a savings check: Stay (the same bank) or Switch, and what it would earn. */
const bestAccount = orNull(
  Type.Object({
    account_name: Type.String(),
    provider_name: Type.String(),
    /** What it would earn in the next 12 months, interest less fees. */
    earned_cents: Type.Integer(),
    /** How much more than the saver's account earns in the same 12 months. */
    gain_cents: Type.Integer(),
  }),
);

const checkFields = {
  survey_id: Type.String(),
  /** When the visitor last sent the check. */
  updated_at: Type.String(),
};

const savingsItem = Type.Object({
  kind: Type.Literal('savings'),
  ...checkFields,
  balance_cents: Type.Integer(),
  /** Null when the account can no longer be worked out on today's data. */
  figures: orNull(
    Type.Object({
      account_name: Type.String(),
      provider_name: Type.String(),
      /** The next 12 months on today's figures, interest less fees. */
      earned_cents: Type.Integer(),
      best_stay: bestAccount,
      best_switch: bestAccount,
      figures_date: orNull(Type.String()),
    }),
  ),
});

const termDepositItem = Type.Object({
  kind: Type.Literal('term_deposit'),
  ...checkFields,
  amount_cents: Type.Integer(),
  term: Type.Object({ unit: answerOneOf(['months', 'days'] as const), length: Type.Integer() }),
  rate: Type.Number(),
  maturity_date: Type.String(),
  /** Null when the deposit can no longer be worked out on today's data. */
  figures: orNull(
    Type.Object({
      provider_name: Type.String(),
      /** What the deposit earns over its term. */
      interest_cents: Type.Integer(),
      figures_date: orNull(Type.String()),
    }),
  ),
});

const depositChecks = Type.Object({
  /** The newest checks first, at most `MAX_ACCOUNT_DEPOSIT_CHECKS`. */
  checks: Type.Array(Type.Union([savingsItem, termDepositItem])),
  /** How many checks the account has in all. */
  total: Type.Integer(),
});

/** The account's savings and term-deposit checks, newest first, each with today's figures. */
export const getUserDepositChecks = defineContract({
  path: '/getUserDepositChecks/',
  request: requestBody({}),
  response: depositChecks,
});

/** Removes one of the account's own checks (404 for any other); answers the checks left. */
export const removeUserDepositCheck = defineContract({
  path: '/removeUserDepositCheck/',
  request: requestBody({
    survey_id: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: 'a check id from /getUserDepositChecks/',
    }),
  }),
  response: depositChecks,
});

export type UserDepositChecks = ClientResponseOf<typeof getUserDepositChecks>;
export type UserDepositCheck = UserDepositChecks['checks'][number];
export type UserSavingsCheck = Extract<UserDepositCheck, { kind: 'savings' }>;
export type UserTermDepositCheck = Extract<UserDepositCheck, { kind: 'term_deposit' }>;
