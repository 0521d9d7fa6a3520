/**
 * Credit-card surveys: started for a visit, estimated, ranked. Who may read a survey: the
 * signed-in user it belongs to, or, while it belongs to no account, the browser that started it
 * (any of its visits, as /checkActiveEvent/ offers to resume them). Once a survey belongs to an
 * account, signing out on a shared browser no longer shows it.
 */
import { randomUUID } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { offerSummary } from '../../src/api/card-journey';
import type { SurveyEstimateAnswer } from '../../src/api/card-estimate';
import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import { toIso } from '../lib/time';
import type { SessionState } from './sessions';
import type { StoredCard } from './survey-cards';
import { isUuid } from './visits';

export const CREDIT_CARD_SURVEY = 'credit_card';

export interface SurveyOwner {
  browserId: string;
  userId: string | null;
}

export function ownerOf(session: SessionState): SurveyOwner {
  return { browserId: session.browserId, userId: session.userId };
}

/** What is kept of an offer: enough to check a choice and to show it again. */
export type OfferSummary = Static<typeof offerSummary>;

/** The summary of a survey's last offers answer, stored with it (survey-offers.ts makes it). */
export interface StoredOffers {
  stay: OfferSummary[];
  switch: OfferSummary[];
  /** Only in answers stored when the sponsored card was shown apart from the lists. */
  sponsored?: OfferSummary[];
  no_better_offer: boolean;
}

export interface SurveyRow {
  id: string;
  status: string;
  browser_id: string | null;
  visit_id: string | null;
  user_id: string | null;
  cards: StoredCard[] | null;
  /** The /survey/estimate/ answer's `estimate`, as answered. */
  estimate: SurveyEstimateAnswer | null;
  offers: StoredOffers | null;
  estimated_at: unknown;
  updated_at: unknown;
}

export interface EstimatedSurvey extends SurveyRow {
  cards: StoredCard[];
  estimate: SurveyEstimateAnswer;
}

const COLUMNS =
  'id, status, browser_id, visit_id, user_id, cards, estimate, offers, estimated_at, updated_at';

/** Surveys `owner` may read (see the module comment); $1 is the user id or null, $2 the browser id. */
const OWNED_BY = '(($1::uuid IS NOT NULL AND user_id = $1::uuid) OR (user_id IS NULL AND browser_id = $2))';

export async function startSurvey(
  db: Queryable,
  input: SurveyOwner & { visitId: string | null; frontend: string | null },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO surveys (id, kind, status, browser_id, visit_id, user_id, frontend, created_at, updated_at)
     VALUES ($1, $2, 'active', $3, $4, $5, $6, $7, $7)`,
    [id, CREDIT_CARD_SURVEY, input.browserId, input.visitId, input.userId, input.frontend, now.toISOString()],
  );
  return id;
}

/** A survey started anonymously becomes the account's when its browser signs in. */
async function claim(db: Queryable, row: SurveyRow, owner: SurveyOwner): Promise<SurveyRow> {
  if (row.user_id !== null || owner.userId === null) return row;
  await db.query('UPDATE surveys SET user_id = $2 WHERE id = $1 AND user_id IS NULL', [row.id, owner.userId]);
  return { ...row, user_id: owner.userId };
}

/** The survey when `owner` may read it; 404 otherwise (another visitor's survey looks like no survey). */
export async function findOwnSurvey(db: Queryable, surveyId: string, owner: SurveyOwner): Promise<SurveyRow> {
  const [row] = isUuid(surveyId)
    ? await db.query<SurveyRow>(
        `SELECT ${COLUMNS} FROM surveys WHERE ${OWNED_BY} AND id = $3 AND kind = '${CREDIT_CARD_SURVEY}'`,
        [owner.userId, owner.browserId, surveyId],
      )
    : [];
  if (!row) throw noSuchSurvey();
  return claim(db, row, owner);
}

/**
 * The 404 for a survey the visitor may not read (or that does not exist): its own code, so the
 * page can offer a new check, and no id (an id means nothing to a person).
 */
export function noSuchSurvey(): ApiError {
  return new ApiError(
    404,
    'SURVEY_NOT_FOUND',
    'This credit card check is no longer available on this browser. Start a new check to see your figures.',
  );
}

/** For signed links from e-mails, where the signature, not the session, says whose survey it is. */
export async function findSurveyById(db: Queryable, surveyId: string): Promise<SurveyRow | null> {
  const [row] = await db.query<SurveyRow>(
    `SELECT ${COLUMNS} FROM surveys WHERE id = $1 AND kind = '${CREDIT_CARD_SURVEY}'`,
    [surveyId],
  );
  return row ?? null;
}

/** The newest survey with an estimate that `owner` may read, for /myCurrentDeal/. */
export async function latestEstimatedSurvey(db: Queryable, owner: SurveyOwner): Promise<SurveyRow | null> {
  const [row] = await db.query<SurveyRow>(
    `SELECT ${COLUMNS} FROM surveys
     WHERE ${OWNED_BY} AND kind = '${CREDIT_CARD_SURVEY}' AND estimate IS NOT NULL
     ORDER BY estimated_at DESC, updated_at DESC
     LIMIT 1`,
    [owner.userId, owner.browserId],
  );
  return row ? claim(db, row, owner) : null;
}

/** 409 until the survey has been estimated: offers are measured against the estimate. */
export function requireEstimate(row: SurveyRow): EstimatedSurvey {
  if (row.cards === null || row.estimate === null) {
    throw new ApiError(
      409,
      'CONFLICT',
      'This survey has no estimate yet. Send your cards to /survey/estimate/ first, then ask for offers.',
    );
  }
  return row as EstimatedSurvey;
}

/** New cards replace the old figures: the stored offers were for the old cards, so they go. */
export async function saveEstimate(
  db: Queryable,
  surveyId: string,
  cards: readonly StoredCard[],
  estimate: unknown,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE surveys SET cards = $2::jsonb, estimate = $3::jsonb, offers = NULL, offers_at = NULL,
       estimated_at = $4, updated_at = $4, status = 'active'
     WHERE id = $1`,
    [surveyId, JSON.stringify(cards), JSON.stringify(estimate), now.toISOString()],
  );
}

/** Kept only while the survey still has the estimate they were ranked for (a newer one clears them). */
export async function saveOffers(
  db: Queryable,
  survey: EstimatedSurvey,
  offers: StoredOffers,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE surveys SET offers = $2::jsonb, offers_at = $3, updated_at = $3
     WHERE id = $1 AND estimated_at = $4`,
    [survey.id, JSON.stringify(offers), now.toISOString(), toIso(survey.estimated_at)],
  );
}

export async function finishSurvey(db: Queryable, surveyId: string, now: Date): Promise<void> {
  await db.query("UPDATE surveys SET status = 'finished', updated_at = $2 WHERE id = $1", [
    surveyId,
    now.toISOString(),
  ]);
}

export function updatedAt(row: SurveyRow): string | null {
  return toIso(row.updated_at);
}
