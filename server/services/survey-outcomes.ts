/**
 * What the visitor did with an offer. One row per survey, offer and type, so sending the same
 * outcome twice (a double click, a retried request) changes nothing and records nothing twice.
 */
import type { Queryable } from '../db/db';
import { toIso } from '../lib/time';
import type { OfferSummary } from './surveys';

export type Outcome = 'chosen' | 'dismissed';

export interface ChosenOffer extends OfferSummary {
  chosen_at: string | null;
}

/** True when the outcome is new or changed; false when it was already recorded. */
export async function recordOutcome(
  db: Queryable,
  surveyId: string,
  offer: OfferSummary,
  outcome: Outcome,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO survey_outcomes (survey_id, offer_id, offer_type, outcome, offer, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)
     ON CONFLICT (survey_id, offer_id, offer_type) DO UPDATE
       SET outcome = EXCLUDED.outcome, offer = EXCLUDED.offer, updated_at = EXCLUDED.updated_at
       WHERE survey_outcomes.outcome IS DISTINCT FROM EXCLUDED.outcome
     RETURNING offer_id`,
    [surveyId, offer.offer_id, offer.offer_type, outcome, JSON.stringify(offer), now.toISOString()],
  );
  return rows.length > 0;
}

/** The offer chosen last, as it was when chosen. */
export async function latestChosenOffer(db: Queryable, surveyId: string): Promise<ChosenOffer | null> {
  const [row] = await db.query<{ offer: OfferSummary; updated_at: unknown }>(
    `SELECT offer, updated_at FROM survey_outcomes
     WHERE survey_id = $1 AND outcome = 'chosen'
     ORDER BY updated_at DESC, offer_id
     LIMIT 1`,
    [surveyId],
  );
  return row ? { ...row.offer, chosen_at: toIso(row.updated_at) } : null;
}
