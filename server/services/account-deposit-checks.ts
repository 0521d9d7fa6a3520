/**
 * The signed-in account's savings and term-deposit checks for its account page: each worked out
 * again from what the visitor told us, with the checks' own rules (services/savings-check.ts,
 * services/term-deposit-check.ts), and a check removed for good.
 */
import type { ResponseOf } from '../../src/api/contract';
import { type getUserDepositChecks, MAX_ACCOUNT_DEPOSIT_CHECKS } from '../../src/api/account-deposits';
import type {
  SavingsOfferFigures,
  StoredSavingsCheck,
  StoredTermDepositCheck,
} from '../../src/api/deposit-checks';
import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import { toIso } from '../lib/time';
import type { DepositJourney } from './deposit-journey';
import { savingsCheckAnswer } from './savings-check';
import { checkDepositInput, termDepositCheckAnswer } from './term-deposit-check';
import { isUuid } from './visits';

type DepositChecks = ResponseOf<typeof getUserDepositChecks>;
type Item = DepositChecks['checks'][number];

interface CheckRow {
  id: string;
  kind: 'savings' | 'term_deposit';
  deposit_check: unknown;
  updated_at: unknown;
  total: number;
}

/** Figures that can no longer be worked out (an account or bank gone from the data) are null, not an error. */
function orNullWhenGone<T>(work: () => T): T | null {
  try {
    return work();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) return null;
    throw error;
  }
}

const best = (offer: SavingsOfferFigures | undefined) =>
  offer
    ? {
        account_name: offer.accountName,
        provider_name: offer.providerName,
        earned_cents: offer.measureCents,
        gain_cents: offer.gainCents,
      }
    : null;

function savingsItem(journey: DepositJourney, row: CheckRow, now: Date): Item {
  const check = row.deposit_check as StoredSavingsCheck;
  const figures = orNullWhenGone(() => {
    const answer = savingsCheckAnswer(journey, row.id, check, { measure: 'first-year', limit: 1, now });
    return {
      account_name: answer.current.accountName,
      provider_name: answer.current.providerName,
      earned_cents: answer.current.firstYear.earnedCents,
      best_stay: best(answer.stay[0]),
      best_switch: best(answer.switch[0]),
      figures_date: answer.figuresDate,
    };
  });
  return {
    kind: 'savings',
    survey_id: row.id,
    updated_at: toIso(row.updated_at) ?? '',
    balance_cents: check.balance_cents,
    figures,
  };
}

function termDepositItem(journey: DepositJourney, row: CheckRow, now: Date): Item {
  const check = row.deposit_check as StoredTermDepositCheck;
  const figures = orNullWhenGone(() => {
    checkDepositInput(journey, check);
    const answer = termDepositCheckAnswer(journey, row.id, check, { limit: 1, now });
    return {
      provider_name: answer.providerName,
      interest_cents: answer.interestCents,
      figures_date: answer.figuresDate,
    };
  });
  return {
    kind: 'term_deposit',
    survey_id: row.id,
    updated_at: toIso(row.updated_at) ?? '',
    amount_cents: check.amount_cents,
    term: check.term,
    rate: check.rate,
    maturity_date: check.maturity_date,
    figures,
  };
}

/** The account's checks, newest first, each with today's figures. */
export async function accountDepositChecks(
  db: Queryable,
  journey: DepositJourney,
  userId: string,
  now: Date,
): Promise<DepositChecks> {
  const rows = await db.query<CheckRow>(
    `SELECT id, kind, deposit_check, updated_at, count(*) OVER ()::int AS total FROM surveys
     WHERE user_id = $1 AND kind IN ('savings', 'term_deposit') AND deposit_check IS NOT NULL
     ORDER BY updated_at DESC, id
     LIMIT $2`,
    [userId, MAX_ACCOUNT_DEPOSIT_CHECKS],
  );
  return {
    checks: rows.map((row) =>
      row.kind === 'savings' ? savingsItem(journey, row, now) : termDepositItem(journey, row, now),
    ),
    total: rows[0]?.total ?? 0,
  };
}

/** Deletes the account's own check; 404 for an id that is not one (another account's looks like none). */
export async function removeAccountDepositCheck(
  db: Queryable,
  userId: string,
  surveyId: string,
): Promise<void> {
  const removed = isUuid(surveyId)
    ? await db.query<{ id: string }>(
        `DELETE FROM surveys
         WHERE id = $1 AND user_id = $2 AND kind IN ('savings', 'term_deposit') AND deposit_check IS NOT NULL
         RETURNING id`,
        [surveyId, userId],
      )
    : [];
  if (removed.length === 0) {
    throw new ApiError(
      404,
      'SURVEY_NOT_FOUND',
      'This check is no longer in your account. It may have been removed already.',
    );
  }
}
