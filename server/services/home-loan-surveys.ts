/**
 * Home-loan surveys: `surveys` rows of kind 'home_loan' holding the visitor's current loan. They
 * follow the card surveys' ownership rule (services/surveys.ts): readable by the signed-in user
 * they belong to or, while they belong to no account, by the browser that started them; a survey
 * started before signing in becomes the account's the first time the signed-in browser uses it.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import type { StoredCurrentLoan } from './home-loan-input';
import type { SurveyOwner } from './surveys';
import { isUuid } from './visits';

export const HOME_LOAN_SURVEY = 'home_loan';

export interface HomeLoanSurvey {
  id: string;
  status: string;
  updated_at: unknown;
  browser_id: string | null;
  visit_id: string | null;
  user_id: string | null;
  current_loan: StoredCurrentLoan;
}

const OWNED_BY = '(($1::uuid IS NOT NULL AND user_id = $1::uuid) OR (user_id IS NULL AND browser_id = $2))';

/** As the card journey's (surveys.ts, noSuchSurvey): its own code, and no id. */
export function surveyNotFound(): ApiError {
  return new ApiError(
    404,
    'SURVEY_NOT_FOUND',
    'This home-loan check is no longer available on this browser. Start a new check to see your figures.',
  );
}

/** The survey when `owner` may read it; 404 otherwise (another visitor's survey looks like none). */
export async function findOwnHomeLoanSurvey(
  db: Queryable,
  surveyId: string,
  owner: SurveyOwner,
): Promise<HomeLoanSurvey> {
  const [row] = isUuid(surveyId)
    ? await db.query<HomeLoanSurvey>(
        `SELECT id, status, browser_id, visit_id, user_id, current_loan, updated_at FROM surveys
         WHERE ${OWNED_BY} AND id = $3 AND kind = '${HOME_LOAN_SURVEY}' AND current_loan IS NOT NULL`,
        [owner.userId, owner.browserId, surveyId],
      )
    : [];
  if (!row) throw surveyNotFound();
  if (row.user_id === null && owner.userId !== null) {
    await db.query('UPDATE surveys SET user_id = $2 WHERE id = $1 AND user_id IS NULL', [
      row.id,
      owner.userId,
    ]);
    return { ...row, user_id: owner.userId };
  }
  return row;
}

/**
 * The newest home-loan check `owner` may read that has a loan, with when it was last touched: a
 * browser that kept none (another device, cleared storage) takes it back (/getHLSurvey/).
 */
export async function latestHomeLoanSurvey(
  db: Queryable,
  owner: SurveyOwner,
): Promise<HomeLoanSurvey | null> {
  const [row] = await db.query<HomeLoanSurvey>(
    `SELECT id, status, browser_id, visit_id, user_id, current_loan, updated_at FROM surveys
     WHERE ${OWNED_BY} AND kind = '${HOME_LOAN_SURVEY}' AND current_loan IS NOT NULL
     ORDER BY updated_at DESC
     LIMIT 1`,
    [owner.userId, owner.browserId],
  );
  return row ?? null;
}

/** A new survey holding `current`; it belongs to the account too when signed in. */
export async function startHomeLoanSurvey(
  db: Queryable,
  input: SurveyOwner & { visitId: string | null; current: StoredCurrentLoan },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO surveys (id, kind, status, browser_id, visit_id, user_id, current_loan, current_loan_at,
       created_at, updated_at)
     VALUES ($1, $2, 'active', $3, $4, $5, $6::jsonb, $7, $7, $7)`,
    [
      id,
      HOME_LOAN_SURVEY,
      input.browserId,
      input.visitId,
      input.userId,
      JSON.stringify(input.current),
      now.toISOString(),
    ],
  );
  return id;
}

/** New figures replace the old ones and make the survey active again. */
export async function saveCurrentLoan(
  db: Queryable,
  surveyId: string,
  current: StoredCurrentLoan,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE surveys SET current_loan = $2::jsonb, current_loan_at = $3, updated_at = $3, status = 'active'
     WHERE id = $1`,
    [surveyId, JSON.stringify(current), now.toISOString()],
  );
}

/** Touches the survey so /checkActiveEvent/ sees the journey moving; `finished` ends it. */
export async function touchHomeLoanSurvey(
  db: Queryable,
  surveyId: string,
  now: Date,
  status?: 'finished',
): Promise<void> {
  await db.query(
    `UPDATE surveys SET updated_at = $2${status ? `, status = '${status}'` : ''} WHERE id = $1`,
    [surveyId, now.toISOString()],
  );
}

/** The postcode for /getUserLocation/. */
export async function rememberPostcode(db: Queryable, browserId: string, postcode: string): Promise<void> {
  await db.query('UPDATE browsers SET postcode = $2 WHERE id = $1', [browserId, postcode]);
}

/** Whether two stored loans are the same figures (key order aside). */
export function sameLoan(a: StoredCurrentLoan, b: StoredCurrentLoan): boolean {
  const keys = Object.keys(a) as (keyof StoredCurrentLoan)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
