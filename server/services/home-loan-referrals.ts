/**
 * Referrals to the refinance partner. Every attempt is stored before the partner is called and
 * updated with what happened (the partner's answer, or the error), so a failed referral is never
 * lost and can be sent again. One referral per survey and offer: asking again after a failure
 * sends it again under the same id (attempts counts the tries); once delivered, asking again
 * answers the same id without posting twice. A delivered referral can then be marked accepted,
 * when the visitor tells us they took the offer with the partner.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { toIso } from '../lib/time';
import type { PartnerDelivery, RefinancePartner } from './refinance-partner';

/** Statuses of a referral that reached the partner: nothing more to send. */
const DELIVERED = ['sent', 'accepted'] as const;

export interface ReferralStart {
  id: string;
  /** True when the referral was already delivered: nothing more to send. */
  delivered: boolean;
}

/** The id the referral has (or will have), and whether it was already delivered. */
export async function existingReferral(
  db: Queryable,
  surveyId: string,
  offerId: string,
): Promise<ReferralStart | null> {
  const [row] = await db.query<{ id: string; status: string }>(
    'SELECT id, status FROM hl_partner_referrals WHERE survey_id = $1 AND offer_id = $2',
    [surveyId, offerId],
  );
  return row ? { id: row.id, delivered: (DELIVERED as readonly string[]).includes(row.status) } : null;
}

export function newReferralId(): string {
  return randomUUID();
}

export interface ReferralRecord {
  id: string;
  surveyId: string;
  offerId: string;
  providerId: string;
  userId: string | null;
  browserId: string;
  payload: Record<string, unknown>;
}

/**
 * Stores the attempt as pending (a new row, or the undelivered one again with one more attempt).
 * Returns false when the referral was delivered meanwhile.
 */
export async function startAttempt(db: Queryable, record: ReferralRecord, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const rows = await db.query(
    `INSERT INTO hl_partner_referrals (id, survey_id, offer_id, provider_id, user_id, browser_id, payload, status,
       attempts, created_at, updated_at, last_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, 'pending', 1, $8, $8, $8)
     ON CONFLICT (survey_id, offer_id) DO UPDATE SET payload = EXCLUDED.payload, status = 'pending',
       provider_id = EXCLUDED.provider_id, user_id = COALESCE(hl_partner_referrals.user_id, EXCLUDED.user_id),
       attempts = hl_partner_referrals.attempts + 1, error = NULL, updated_at = EXCLUDED.updated_at,
       last_attempt_at = EXCLUDED.last_attempt_at
     WHERE hl_partner_referrals.status NOT IN ('sent', 'accepted')
     RETURNING id`,
    [
      record.id,
      record.surveyId,
      record.offerId,
      record.providerId,
      record.userId,
      record.browserId,
      JSON.stringify(record.payload),
      at,
    ],
  );
  return rows.length > 0;
}

/** Sends the referral and stores the result; a thrown error (the outbox unwritable) is a failure too. */
export async function deliverReferral(
  db: Queryable,
  partner: RefinancePartner,
  record: ReferralRecord,
  now: () => Date,
): Promise<PartnerDelivery> {
  let result: PartnerDelivery;
  try {
    result = await partner.send(record.payload);
  } catch (error) {
    result = {
      ok: false,
      destination: 'webhook',
      status: null,
      answer: null,
      error: `The referral could not be written: ${(error as Error).message}`,
    };
  }
  const at = now().toISOString();
  await db.query(
    `UPDATE hl_partner_referrals SET status = $2, destination = $3, partner_status = $4, partner_answer = $5::jsonb,
       error = $6, updated_at = $7, sent_at = CASE WHEN $2 = 'sent' THEN $7::timestamptz ELSE sent_at END
     WHERE id = $1`,
    [
      record.id,
      result.ok ? 'sent' : 'failed',
      result.ok ? result.destination : partner.destination,
      result.status,
      result.answer === null || result.answer === undefined ? null : JSON.stringify(result.answer),
      result.ok ? null : result.error,
      at,
    ],
  );
  return result;
}

export interface StoredReferral {
  id: string;
  offer_id: string;
  status: 'pending' | 'sent' | 'failed' | 'accepted';
  provider_name: string | null;
  /** The partner the visitor consented to, as the referral named it. */
  partner_name: string | null;
  accepted_at: string | null;
}

/** One of the survey's referrals, or null when the survey has none with this id. */
export async function findSurveyReferral(
  db: Queryable,
  surveyId: string,
  referralId: string,
): Promise<StoredReferral | null> {
  const [row] = await db.query<Omit<StoredReferral, 'accepted_at'> & { accepted_at: unknown }>(
    `SELECT id, offer_id, status, payload -> 'offer' ->> 'provider_name' AS provider_name,
       payload -> 'consent_given_to' ->> 'legal_name' AS partner_name, accepted_at
     FROM hl_partner_referrals WHERE survey_id = $1 AND id = $2`,
    [surveyId, referralId],
  );
  return row ? { ...row, accepted_at: toIso(row.accepted_at) } : null;
}

/**
 * Marks a delivered referral accepted. Returns false when it was not in the 'sent' state (already
 * accepted, by this request's twin or earlier), so the caller records the step only once.
 */
export async function markReferralAccepted(
  db: Queryable,
  referralId: string,
  acceptedAt: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const rows = await db.query(
    `UPDATE hl_partner_referrals SET status = 'accepted', accepted_at = $2, accepted_recorded_at = $3,
       updated_at = $3
     WHERE id = $1 AND status = 'sent'
     RETURNING id`,
    [referralId, acceptedAt, at],
  );
  return rows.length > 0;
}
