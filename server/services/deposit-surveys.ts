/**
 * Savings and term-deposit checks: `surveys` rows of kind 'savings' or 'term_deposit' holding what
 * the visitor told us in `deposit_check`. They follow the card and home-loan surveys' ownership
 * rule (services/surveys.ts): readable by the signed-in user they belong to or, while they belong
 * to no account, by the browser that started them; a check started before signing in becomes the
 * account's the first time the signed-in browser uses it.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import type { SurveyOwner } from './surveys';
import { isUuid } from './visits';

export type DepositCheckKind = 'savings' | 'term_deposit';

export interface DepositSurvey<Input> {
  id: string;
  user_id: string | null;
  deposit_check: Input;
  updated_at: unknown;
}

const OWNED_BY = '(($1::uuid IS NOT NULL AND user_id = $1::uuid) OR (user_id IS NULL AND browser_id = $2))';

const WHAT: Record<DepositCheckKind, string> = {
  savings: 'savings check',
  term_deposit: 'term-deposit check',
};

/** As the other journeys': its own code, and no id. */
export function depositCheckNotFound(kind: DepositCheckKind): ApiError {
  return new ApiError(
    404,
    'SURVEY_NOT_FOUND',
    `This ${WHAT[kind]} is no longer available on this browser. Start a new check to see your figures.`,
  );
}

/** The check when `owner` may read it; 404 otherwise (another visitor's check looks like none). */
export async function findOwnDepositSurvey<Input>(
  db: Queryable,
  kind: DepositCheckKind,
  surveyId: string,
  owner: SurveyOwner,
): Promise<DepositSurvey<Input>> {
  const [row] = isUuid(surveyId)
    ? await db.query<DepositSurvey<Input>>(
        `SELECT id, user_id, deposit_check, updated_at FROM surveys
         WHERE ${OWNED_BY} AND id = $3 AND kind = $4 AND deposit_check IS NOT NULL`,
        [owner.userId, owner.browserId, surveyId, kind],
      )
    : [];
  if (!row) throw depositCheckNotFound(kind);
  if (row.user_id === null && owner.userId !== null) {
    await db.query('UPDATE surveys SET user_id = $2 WHERE id = $1 AND user_id IS NULL', [
      row.id,
      owner.userId,
    ]);
    return { ...row, user_id: owner.userId };
  }
  return row;
}

/** The newest check of this kind `owner` may read, so a reload or a return visit finds it again. */
export async function latestDepositSurvey<Input>(
  db: Queryable,
  kind: DepositCheckKind,
  owner: SurveyOwner,
): Promise<DepositSurvey<Input> | null> {
  const [row] = await db.query<DepositSurvey<Input>>(
    `SELECT id, user_id, deposit_check, updated_at FROM surveys
     WHERE ${OWNED_BY} AND kind = $3 AND deposit_check IS NOT NULL
     ORDER BY updated_at DESC
     LIMIT 1`,
    [owner.userId, owner.browserId, kind],
  );
  return row ?? null;
}

/** A new check holding `input`; it belongs to the account too when signed in. */
export async function startDepositSurvey(
  db: Queryable,
  kind: DepositCheckKind,
  input: SurveyOwner & { visitId: string | null; check: unknown },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO surveys (id, kind, status, browser_id, visit_id, user_id, deposit_check, created_at, updated_at)
     VALUES ($1, $2, 'active', $3, $4, $5, $6::jsonb, $7, $7)`,
    [id, kind, input.browserId, input.visitId, input.userId, JSON.stringify(input.check), now.toISOString()],
  );
  return id;
}

/** New answers replace the old ones. */
export async function saveDepositSurvey(
  db: Queryable,
  surveyId: string,
  check: unknown,
  now: Date,
): Promise<void> {
  await db.query('UPDATE surveys SET deposit_check = $2::jsonb, updated_at = $3 WHERE id = $1', [
    surveyId,
    JSON.stringify(check),
    now.toISOString(),
  ]);
}

/** A check by its id alone, whoever it belongs to: only for a signed e-mail link that names it. */
export async function depositSurveyById<Input>(
  db: Queryable,
  kind: DepositCheckKind,
  surveyId: string,
): Promise<DepositSurvey<Input>> {
  const [row] = isUuid(surveyId)
    ? await db.query<DepositSurvey<Input>>(
        `SELECT id, user_id, deposit_check, updated_at FROM surveys
         WHERE id = $1 AND kind = $2 AND deposit_check IS NOT NULL`,
        [surveyId, kind],
      )
    : [];
  if (!row) throw depositCheckNotFound(kind);
  return row;
}
