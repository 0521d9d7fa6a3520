/**
 * The savings and term-deposit checks (docs/api-deposit-checks.md): what the visitor sends, what
 * is stored of it, and the answers, written once for the server that builds them and the pages
 * that show them. Money in whole cents in answers (dollars in requests), rates as yearly
 * fractions, dates `YYYY-MM-DD`.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { BonusQuestion } from '../domain/deposits/bonus-verdict';
import { SAVINGS_MEASURES } from '../domain/deposits/rank-savings';
import type { BonusState } from '../domain/deposits/savings-year';
import type { DepositPayment } from '../domain/deposits/term-deposit-check';
import { MEMBER_GROUPS } from '../domain/eligibility/member-groups';
import { type ClientResponseOf, defineContract, requestBody } from './contract';
import type { Camelized } from './camel-case';
import { answerOneOf, nullable, orNull, stringEnum } from './fields';

export const MAX_DEPOSIT_ROWS = 20;
export const DEFAULT_DEPOSIT_ROWS = 5;
/** The most an amount in dollars may be. */
export const MAX_DEPOSIT_DOLLARS = 1_000_000;

const BONUS_QUESTIONS = [
  'card_purchases',
  'age',
  'linked_account',
] as const satisfies readonly BonusQuestion[];
const BONUS_STATES = [
  'no-bonus',
  'earned',
  'introductory',
  'introductory-over',
  'not-met',
] as const satisfies readonly BonusState[];
const INTEREST_PAYMENTS = [
  'maturity',
  'monthly',
  'quarterly',
  'half-yearly',
  'annually',
] as const satisfies readonly DepositPayment[];

// ---- Request fields (the server's 400 messages read their descriptions) ----

const id = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', description });

const surveyId = Type.Optional(
  nullable(
    Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: 'a check id from an earlier answer, or null for a new check',
    }),
  ),
);

/** The range only; whole cents are checked by the server when it reads the amount. */
const dollars = Type.Number({
  minimum: 0,
  maximum: MAX_DEPOSIT_DOLLARS,
  description: 'an amount in dollars from 0 to 1,000,000, like 1234.56',
});

const rate = Type.Number({
  minimum: 0,
  maximum: 0.25,
  description: 'a yearly rate as a fraction, like 0.0475 for 4.75%',
});

const nullableWhole = (minimum: number, maximum: number, description: string) =>
  Type.Optional(nullable(Type.Integer({ minimum, maximum, description })));

const limit = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: MAX_DEPOSIT_ROWS,
    description: `a whole number from 1 to ${MAX_DEPOSIT_ROWS}`,
  }),
);

const measure = Type.Optional(stringEnum(SAVINGS_MEASURES, { description: 'first-year or later-year' }));

const savingsAccountRequest = Type.Object(
  {
    product_id: Type.Optional(id('a savings account id from our data, like 10034-SV00002')),
    entered: Type.Optional(
      Type.Object(
        {
          provider_id: Type.Optional(nullable(id('a provider id from /main/'))),
          provider_name: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
          name: Type.Optional(nullable(Type.String({ maxLength: 150 }))),
          base_rate: rate,
          bonus_rate: Type.Optional(rate),
          bonus_balance_cap: Type.Optional(nullable(dollars)),
          conditions: Type.Optional(
            Type.Object(
              {
                min_deposit: Type.Optional(nullable(dollars)),
                no_withdrawals: Type.Optional(Type.Boolean()),
                balance_growth: Type.Optional(Type.Boolean()),
                card_purchases: nullableWhole(1, 100, 'a whole number of purchases a month'),
                linked_account: Type.Optional(Type.Boolean()),
                min_age: nullableWhole(1, 120, 'a whole number of years'),
                under_age: nullableWhole(1, 120, 'a whole number of years'),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const saverAnswersRequest = Type.Object(
  {
    card_purchases: nullableWhole(0, 500, 'a whole number of card purchases a month'),
    age: nullableWhole(0, 120, 'a whole number of years'),
    linked_account: Type.Optional(nullable(Type.Boolean())),
    member_groups: Type.Optional(
      Type.Array(stringEnum(MEMBER_GROUPS), { maxItems: MEMBER_GROUPS.length, uniqueItems: true }),
    ),
  },
  { additionalProperties: false },
);

// ---- What is stored of a check (sent back as `input`) ----

const storedSavingsCheck = Type.Object({
  product_id: orNull(Type.String()),
  entered: orNull(
    Type.Object({
      provider_id: orNull(Type.String()),
      provider_name: orNull(Type.String()),
      name: orNull(Type.String()),
      base_rate: Type.Number(),
      bonus_rate: Type.Number(),
      bonus_balance_cap_cents: orNull(Type.Integer()),
      conditions: Type.Object({
        min_deposit_cents: orNull(Type.Integer()),
        no_withdrawals: Type.Boolean(),
        balance_growth: Type.Boolean(),
        card_purchases: orNull(Type.Integer()),
        linked_account: Type.Boolean(),
        min_age: orNull(Type.Integer()),
        under_age: orNull(Type.Integer()),
      }),
    }),
  ),
  balance_cents: Type.Integer(),
  monthly_deposit_cents: Type.Integer(),
  monthly_withdrawal_cents: Type.Integer(),
  answers: Type.Object({
    card_purchases: orNull(Type.Integer()),
    age: orNull(Type.Integer()),
    linked_account: orNull(Type.Boolean()),
    member_groups: Type.Array(answerOneOf(MEMBER_GROUPS)),
  }),
  /** Months of the account's introductory rate still to come (0 unless the visitor said). */
  introductory_months_left: Type.Integer(),
});

/** What the visitor told the savings check, as stored (money in cents, rates as fractions). */
export type StoredSavingsCheck = Static<typeof storedSavingsCheck>;

const depositTerm = Type.Object({ unit: answerOneOf(['months', 'days'] as const), length: Type.Integer() });

const storedTermDepositCheck = Type.Object({
  provider_id: Type.String(),
  product_id: orNull(Type.String()),
  amount_cents: Type.Integer(),
  term: depositTerm,
  rate: Type.Number(),
  interest_payment: answerOneOf(INTEREST_PAYMENTS),
  maturity_date: Type.String(),
});

/** What the visitor told the term-deposit check, as stored (money in cents, the rate as a fraction). */
export type StoredTermDepositCheck = Static<typeof storedTermDepositCheck>;

// ---- The savings answer ----

const savingsMonth = Type.Object({
  month: Type.Integer(),
  year: Type.Integer(),
  calendar_month: Type.Integer(),
  days: Type.Integer(),
  opening_balance_cents: Type.Integer(),
  deposit_cents: Type.Integer(),
  withdrawal_cents: Type.Integer(),
  /** The balance at the month's end, before its interest is credited. */
  balance_cents: Type.Integer(),
  bonus: answerOneOf(BONUS_STATES),
  base_rate: Type.Number(),
  bonus_rate: Type.Number(),
  /** The interest the month earned; credited with its period's other months. */
  base_interest_cents: Type.Integer(),
  bonus_interest_cents: Type.Integer(),
  /** The interest credited at the month's end (a crediting period's whole interest), else 0. */
  credited_cents: Type.Integer(),
  fee_cents: Type.Integer(),
  closing_balance_cents: Type.Integer(),
  why: Type.String(),
});

const savingsYear = Type.Object({
  /** Interest less fees. */
  earned_cents: Type.Integer(),
  interest_cents: Type.Integer(),
  base_interest_cents: Type.Integer(),
  bonus_interest_cents: Type.Integer(),
  fees_cents: Type.Integer(),
  deposits_cents: Type.Integer(),
  withdrawals_cents: Type.Integer(),
  closing_balance_cents: Type.Integer(),
  bonus_months: Type.Integer(),
  months: Type.Array(savingsMonth),
});

const savingsAccountFields = {
  /** Null for an account entered by hand. */
  account_id: orNull(Type.String()),
  account_name: Type.String(),
  provider_id: orNull(Type.String()),
  provider_name: Type.String(),
  /** A partner's account: labelled where it ranks, never moved for it. */
  sponsored: Type.Boolean(),
  base_rate: Type.Number(),
  /** Base and bonus (or introductory rate) together, the most it pays. */
  max_rate: Type.Number(),
  introductory_months: orNull(Type.Integer()),
  /** Months between interest credits (1, 2, 3, 4, 6 or 12). */
  credit_every_months: Type.Integer({ minimum: 1, maximum: 12 }),
  /** Whether the bank publishes how often it credits interest; monthly is assumed when not. */
  crediting_published: Type.Boolean(),
  /** Each bonus condition in words. */
  bonus_conditions: Type.Array(Type.String()),
  /** Why the bonus is not counted, when it is not: the account is then worked out on its base rate. */
  bonus_not_counted: Type.Array(Type.String()),
  /** The next 12 months; with an introductory rate, its months included. */
  first_year: savingsYear,
  /** A year once the introductory rate is over; null when there is none in the first year. */
  later_year: orNull(savingsYear),
};

const savingsAccount = Type.Object(savingsAccountFields);

const savingsOffer = Type.Object({
  ...savingsAccountFields,
  offer_type: answerOneOf(['Stay', 'Switch'] as const),
  /** The ranking figure, and how much more than the saver's account on the same measure. */
  measure_cents: Type.Integer(),
  gain_cents: Type.Integer(),
  /** The bank's page for the account, when our data has one. */
  url: orNull(Type.String()),
});

const savingsCheckAnswerSchema = Type.Object({
  survey_id: Type.String(),
  measure: answerOneOf(SAVINGS_MEASURES),
  /** How the lists are ordered, in words. */
  ranking: Type.String(),
  /** Every assumption behind the figures, one sentence each. */
  assumptions: Type.Array(Type.String()),
  current: savingsAccount,
  stay: Type.Array(savingsOffer),
  switch: Type.Array(savingsOffer),
  /** Accounts that would earn more but that the saver cannot open, and why. */
  unavailable: Type.Array(
    Type.Object({
      account_id: Type.String(),
      account_name: Type.String(),
      provider_name: Type.String(),
      measure_cents: Type.Integer(),
      reasons: Type.Array(Type.String()),
    }),
  ),
  /** Questions that would decide a bonus of the saver's account or of one compared. */
  questions: Type.Array(answerOneOf(BONUS_QUESTIONS)),
  compared: Type.Integer(),
  no_better_account: Type.Boolean(),
  /** The day the savings figures are from. */
  figures_date: orNull(Type.String()),
});

/** A check found again, with today's figures; all null when there is none. */
function keptCheck<Input extends TSchema, Answer extends TSchema>(input: Input, answer: Answer) {
  return Type.Object({
    survey_id: orNull(Type.String()),
    input: orNull(input),
    check: orNull(answer),
    updated_at: orNull(Type.String()),
  });
}

/** What the savings account earns a year, with the working, and the Stay and Switch accounts. */
export const savingsCheck = defineContract({
  path: '/savingsCheck/',
  request: requestBody({
    survey_id: surveyId,
    account: savingsAccountRequest,
    balance: dollars,
    monthly_deposit: Type.Optional(dollars),
    monthly_withdrawal: Type.Optional(dollars),
    answers: Type.Optional(saverAnswersRequest),
    introductory_months_left: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 24, description: 'a whole number of months from 0 to 24' }),
    ),
    measure,
    limit,
  }),
  response: savingsCheckAnswerSchema,
});

/**
 * The visitor's newest savings check (or the one named) with today's figures and what they told
 * us; or, with `event_id`, the check a savings alert's signed link names, for whoever opens it.
 */
export const getSavingsCheck = defineContract({
  path: '/getSavingsCheck/',
  request: requestBody({
    survey_id: surveyId,
    event_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'the event id from the e-mail link' }),
    ),
    measure,
    limit,
  }),
  response: keptCheck(storedSavingsCheck, savingsCheckAnswerSchema),
});

// ---- The term-deposit answer ----

const depositRateFields = {
  product_id: Type.String(),
  product_name: Type.String(),
  provider_id: Type.String(),
  provider_name: Type.String(),
  sponsored: Type.Boolean(),
  rate: Type.Number(),
  term: depositTerm,
  interest_payment: answerOneOf(INTEREST_PAYMENTS),
  interest_cents: Type.Integer(),
};

const depositRate = Type.Object(depositRateFields);

const termDepositCheckAnswerSchema = Type.Object({
  survey_id: Type.String(),
  amount_cents: Type.Integer(),
  term: depositTerm,
  rate: Type.Number(),
  interest_payment: answerOneOf(INTEREST_PAYMENTS),
  provider_id: Type.String(),
  provider_name: Type.String(),
  /** The deposit's own product, when the visitor named it. */
  product_id: orNull(Type.String()),
  start_date: Type.String(),
  maturity_date: Type.String(),
  /** From today (Sydney) to maturity; negative once it has matured. */
  days_to_maturity: Type.Integer(),
  interest_cents: Type.Integer(),
  /** What the bank's current rate for the same term and amount would pay if it rolls over; null when it publishes none. */
  rollover: orNull(Type.Object({ ...depositRateFields, basis: Type.String(), gain_cents: Type.Integer() })),
  /** The best rates for the term and amount at other banks, best paying first. */
  best_elsewhere: Type.Array(depositRate),
  /** The bank's best rate for each term it offers for this amount, shortest first. */
  bank_other_terms: Type.Array(depositRate),
  grace_period: Type.Object({
    days: orNull(Type.Integer()),
    last_day: orNull(Type.String()),
    text: Type.String(),
  }),
  assumptions: Type.Array(Type.String()),
  figures_date: orNull(Type.String()),
});

/** What the term deposit earns, its rollover at the bank's current rate, the best elsewhere and the grace period. */
export const termDepositCheck = defineContract({
  path: '/termDepositCheck/',
  request: requestBody({
    survey_id: surveyId,
    provider_id: id('a provider id from /main/'),
    product_id: Type.Optional(nullable(id('a term deposit id from our data, or null'))),
    amount: Type.Number({
      minimum: 0.01,
      maximum: MAX_DEPOSIT_DOLLARS,
      description: 'an amount in dollars from 0.01 to 1,000,000, like 25000',
    }),
    term_months: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 120, description: 'a whole number of months from 1 to 120' }),
    ),
    term_days: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 3650, description: 'a whole number of days from 1 to 3650' }),
    ),
    rate,
    interest_payment: Type.Optional(
      stringEnum(INTEREST_PAYMENTS, { description: 'maturity, monthly, quarterly, half-yearly or annually' }),
    ),
    maturity_date: Type.String({
      pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
      description: 'a date like 2026-03-31',
    }),
    limit,
  }),
  response: termDepositCheckAnswerSchema,
});

/** The visitor's newest term-deposit check (or the one named) with today's figures. */
export const getTermDepositCheck = defineContract({
  path: '/getTermDepositCheck/',
  request: requestBody({ survey_id: surveyId, limit }),
  response: keptCheck(storedTermDepositCheck, termDepositCheckAnswerSchema),
});

/**
 * The term-deposit check a maturity reminder's signed link names (`event_id`), with today's
 * figures, for whoever opens the link; 400 for a link not ours or expired, 404 when the check is gone.
 */
export const getTermDepositCheckByLink = defineContract({
  path: '/getTermDepositCheckByLink/',
  request: requestBody({
    event_id: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'the event id from the reminder’s link',
    }),
  }),
  response: keptCheck(storedTermDepositCheck, termDepositCheckAnswerSchema),
});

// ---- The savings alert ----

/** The amounts a saver may choose for an alert, in dollars a year. */
export const SAVINGS_ALERT_DOLLARS = [50, 100, 250] as const;

/** "Tell me when an account I can open pays at least $X more a year": by e-mail, after each data refresh. */
export const savingsAlert = defineContract({
  path: '/savingsAlert/',
  request: requestBody({
    survey_id: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: 'a savings check id from /savingsCheck/',
    }),
    threshold: Type.Unsafe<(typeof SAVINGS_ALERT_DOLLARS)[number]>({
      type: 'integer',
      enum: [...SAVINGS_ALERT_DOLLARS],
      description: `dollars a year: ${SAVINGS_ALERT_DOLLARS.join(', ')}`,
    }),
    email: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 254,
        description: 'an e-mail address, like name@example.com',
      }),
    ),
  }),
  response: Type.Object({
    survey_id: Type.String(),
    threshold_cents: Type.Integer(),
    email: Type.String(),
    /** 'not_needed': the address is proved (the account's own); 'email_sent': a link to confirm it is on its way. */
    confirmation: answerOneOf(['email_sent', 'not_needed'] as const),
  }),
});

// ---- The answers as the site reads them (camelCase) ----

export type SavingsCheckAnswer = ClientResponseOf<typeof savingsCheck>;
export type SavingsAccountFigures = Camelized<Static<typeof savingsAccount>>;
export type SavingsOfferFigures = SavingsCheckAnswer['stay'][number];
export type SavingsYearFigures = SavingsAccountFigures['firstYear'];
export type SavingsMonthFigures = SavingsYearFigures['months'][number];
export type TermDepositCheckAnswer = ClientResponseOf<typeof termDepositCheck>;
/** What the server kept of a term-deposit check, as the client reads it. */
export type StoredTermDepositInput = Camelized<StoredTermDepositCheck>;
export type DepositRateFigures = TermDepositCheckAnswer['bestElsewhere'][number];
