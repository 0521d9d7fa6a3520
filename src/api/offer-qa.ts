/**
 * The offer-review routes (staff only: the server answers 403 to anyone not on STAFF_EMAILS).
 * Money is whole cents.
 */
import { Type } from '@sinclair/typebox';
import { defineContract, pageOf, requestBody } from './contract';
import { answerOneOf, orNull, stringEnum } from './fields';

export const QA_PROFILE_IDS = ['transactor', 'revolver', 'big-spender'] as const;

const id = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$', description });

const pageFields = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
};

const flag = Type.Object({ code: Type.String(), text: Type.String() });

const profile = Type.Object({
  id: answerOneOf(QA_PROFILE_IDS),
  label: Type.String(),
  monthly_spend_cents: Type.Integer(),
  monthly_repayment_cents: Type.Integer(),
  balance_remaining_cents: Type.Integer(),
});

const row = Type.Object({
  card_id: Type.String(),
  card_name: Type.String(),
  provider_id: Type.String(),
  provider_name: Type.String(),
  sponsored: Type.Boolean(),
  costs: Type.Array(
    Type.Object({
      profile: answerOneOf(QA_PROFILE_IDS),
      yearly_cost_cents: Type.Integer(),
      notes: Type.Array(Type.String()),
    }),
  ),
  flags: Type.Array(flag),
});

const missingProduct = Type.Object({
  reference: Type.String(),
  provider_id: orNull(Type.String()),
  provider_name: Type.String(),
  card_name: Type.String(),
  annual_fee_cents: orNull(Type.Integer()),
  purchase_rate: orNull(Type.Number()),
  interest_free_days: orNull(Type.Integer()),
  reward_program_id: orNull(Type.Integer()),
  earn_rate: orNull(Type.Number()),
  email: orNull(Type.String()),
  created_at: orNull(Type.String()),
});

/** Every card's yearly cost for the standard profiles and its data flags, a page at a time. */
export const getOffersQa = defineContract({
  path: '/getOffersQA/',
  request: requestBody({ profile: Type.Optional(stringEnum(QA_PROFILE_IDS)), ...pageFields }),
  response: Type.Composite([
    pageOf(row),
    Type.Object({ profiles: Type.Array(profile), missing_products: Type.Array(missingProduct) }),
  ]),
});

const workingLine = Type.Object({
  kind: Type.String(),
  label: Type.String(),
  amount_cents: Type.Integer(),
  detail: Type.String(),
});

/** One card's full working for each profile, its record as imported and normalised, and its flags. */
export const getOfferDetailsQa = defineContract({
  path: '/getOfferDetailsQA/',
  request: requestBody({ offer_id: id('an offer id from /getOffers/') }),
  response: Type.Object({
    card: Type.Object({ name: Type.Optional(Type.String()), provider_name: Type.Optional(Type.String()) }),
    profiles: Type.Array(
      Type.Object({
        id: answerOneOf(QA_PROFILE_IDS),
        label: Type.String(),
        estimate: Type.Object({
          ongoing: Type.Object({ total_cents: Type.Integer(), working: Type.Array(workingLine) }),
          notes: Type.Array(Type.Object({ code: Type.String(), text: Type.String() })),
        }),
      }),
    ),
    raw: Type.Unknown(),
    normalised: Type.Unknown(),
    program: Type.Unknown(),
    flags: Type.Array(flag),
  }),
});

const sentMessage = Type.Object({
  key: Type.String(),
  kind: Type.String(),
  channel: Type.String(),
  recipient: Type.String(),
  status: Type.String(),
  attempts: Type.Integer(),
  error: orNull(Type.String()),
  updated_at: orNull(Type.String()),
  sent_at: orNull(Type.String()),
});

/** The follow-up queues by state, the jobs that failed every try, and the messages sent (paged). */
export const getJobsQa = defineContract({
  path: '/getJobsQA/',
  request: requestBody(pageFields),
  response: Type.Object({
    queues: Type.Array(
      Type.Object({
        queue: Type.String(),
        label: Type.String(),
        waiting: Type.Integer(),
        running: Type.Integer(),
        retrying: Type.Integer(),
        completed: Type.Integer(),
        failed: Type.Integer(),
      }),
    ),
    dead_letters: Type.Array(
      Type.Object({
        id: Type.String(),
        queue: orNull(Type.String()),
        label: orNull(Type.String()),
        key: orNull(Type.String()),
        error: orNull(Type.String()),
        failed_at: orNull(Type.String()),
      }),
    ),
    messages: pageOf(sentMessage),
  }),
});

/** Sends a dead letter back to the queue it came from, to be tried again. */
export const retryDeadJobQa = defineContract({
  path: '/retryDeadJobQA/',
  request: requestBody({
    job_id: Type.String({ format: 'uuid', description: 'the id of a job in the dead letters' }),
  }),
  response: Type.Object({ ok: Type.Literal(true), moved: Type.Integer() }),
});
