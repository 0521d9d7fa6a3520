/**
 * What the visitor did with home-loan offers: an outcome per survey and offer (chosen or
 * dismissed; a different one replaces it), and accepted offers with a reference they can quote.
 * Accepting is idempotent per survey and offer: the second time answers the first reference.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { newReference } from '../lib/references';
import type { HomeLoanOfferSummary } from '../../src/api/home-loan-fields';
import type { StoredCurrentLoan } from './home-loan-input';

export type HomeLoanOutcome = 'chosen' | 'dismissed';

/** True when the outcome is new or changed; false when it was already recorded. */
export async function recordHomeLoanOutcome(
  db: Queryable,
  surveyId: string,
  offer: HomeLoanOfferSummary,
  outcome: HomeLoanOutcome,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO hl_survey_outcomes (survey_id, offer_id, outcome, offer, created_at, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $5)
     ON CONFLICT (survey_id, offer_id) DO UPDATE
       SET outcome = EXCLUDED.outcome, offer = EXCLUDED.offer, updated_at = EXCLUDED.updated_at
       WHERE hl_survey_outcomes.outcome IS DISTINCT FROM EXCLUDED.outcome
     RETURNING offer_id`,
    [surveyId, offer.offer_id, outcome, JSON.stringify(offer), now.toISOString()],
  );
  return rows.length > 0;
}

export interface Acceptance {
  reference: string;
  offer: HomeLoanOfferSummary;
  current_loan: StoredCurrentLoan;
  /** False when this offer had already been accepted: the stored acceptance is answered. */
  created: boolean;
}

export interface AcceptanceInput {
  surveyId: string;
  offer: HomeLoanOfferSummary;
  current: StoredCurrentLoan;
  userId: string | null;
  browserId: string;
  email: string;
}

/** A reference clash is retried with a new one; 31^6 references make even one clash rare. */
const MAX_ATTEMPTS = 5;

/** The acceptance of this offer, when the visitor accepted it before. */
export async function findAcceptance(
  db: Queryable,
  surveyId: string,
  offerId: string,
): Promise<Acceptance | null> {
  const [row] = await db.query<{
    reference: string;
    offer: HomeLoanOfferSummary;
    current_loan: StoredCurrentLoan;
  }>('SELECT reference, offer, current_loan FROM hl_acceptances WHERE survey_id = $1 AND offer_id = $2', [
    surveyId,
    offerId,
  ]);
  return row ? { ...row, created: false } : null;
}

export async function acceptHomeLoanOffer(
  db: Queryable,
  input: AcceptanceInput,
  now: Date,
): Promise<Acceptance> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const existing = await findAcceptance(db, input.surveyId, input.offer.offer_id);
    if (existing) return existing;
    const reference = newReference('HL');
    // No conflict target: a clash on the reference or an acceptance stored meanwhile both insert
    // nothing, and the next round tells them apart.
    const inserted = await db.query(
      `INSERT INTO hl_acceptances (id, reference, survey_id, offer_id, offer_type, provider_id, user_id, browser_id,
         offer, current_loan, email, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12)
       ON CONFLICT DO NOTHING
       RETURNING reference`,
      [
        randomUUID(),
        reference,
        input.surveyId,
        input.offer.offer_id,
        input.offer.offer_type,
        input.offer.provider_id,
        input.userId,
        input.browserId,
        JSON.stringify(input.offer),
        JSON.stringify(input.current),
        input.email,
        now.toISOString(),
      ],
    );
    if (inserted.length > 0)
      return { reference, offer: input.offer, current_loan: input.current, created: true };
  }
  throw new Error('Could not store the accepted home-loan offer: no free reference');
}
