/**
 * The savings and term-deposit check bodies (validated by their contracts, src/api/deposit-checks.ts)
 * read into the stored checks: dollars to whole cents, typed names cleaned, defaults filled in.
 */
import type { RequestOf } from '../../src/api/contract';
import {
  type savingsCheck,
  type StoredSavingsCheck,
  type StoredTermDepositCheck,
  type termDepositCheck,
} from '../../src/api/deposit-checks';
import { badRequest } from '../lib/api-error';
import { dollarsToCents } from '../lib/dollars';
import { cleanTypedText } from '../services/survey-cards';

type SavingsCheckBody = RequestOf<typeof savingsCheck>;
type TermDepositCheckBody = RequestOf<typeof termDepositCheck>;
type EnteredAccount = NonNullable<StoredSavingsCheck['entered']>;

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
