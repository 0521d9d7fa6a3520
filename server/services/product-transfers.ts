/**
 * Requests to move to another card at the same bank ("Stay"). One request per survey and offer: a
 * resent form updates the contact details and keeps the reference, so a double submit never
 * creates two requests.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { newReference } from '../lib/references';

export interface ProductTransferInput {
  surveyId: string;
  offerId: string;
  providerId: string;
  userId: string | null;
  visitId: string | null;
  browserId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  cardLastFour: string | null;
  preferredContact: 'email' | 'phone';
}

export interface StoredTransfer {
  reference: string;
  created: boolean;
  /** The e-mail address differs from the one the request had (always true for a new request). */
  emailChanged: boolean;
}

/** A reference clash is retried with a new one; 31^6 codes make even one clash rare. */
const MAX_ATTEMPTS = 5;

export async function storeProductTransfer(
  db: Queryable,
  input: ProductTransferInput,
  now: Date,
): Promise<StoredTransfer> {
  const at = now.toISOString();
  const details = [
    input.firstName,
    input.lastName,
    input.email,
    input.mobileNumber,
    input.cardLastFour,
    input.preferredContact,
  ];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const [existing] = await db.query<{ reference: string; email: string }>(
      'SELECT reference, email FROM product_transfer_requests WHERE survey_id = $1 AND offer_id = $2',
      [input.surveyId, input.offerId],
    );
    if (existing) {
      await db.query(
        `UPDATE product_transfer_requests SET first_name = $3, last_name = $4, email = $5, mobile_number = $6,
           card_last_four = $7, preferred_contact = $8, user_id = COALESCE(user_id, $9), consented_at = $10,
           updated_at = $10
         WHERE survey_id = $1 AND offer_id = $2`,
        [input.surveyId, input.offerId, ...details, input.userId, at],
      );
      return { reference: existing.reference, created: false, emailChanged: existing.email !== input.email };
    }
    const reference = newReference('PT');
    // No conflict target: a clash on the reference or a request stored meanwhile both insert nothing,
    // and the next round tells them apart.
    const inserted = await db.query(
      `INSERT INTO product_transfer_requests (id, reference, survey_id, offer_id, provider_id, user_id, visit_id,
         browser_id, first_name, last_name, email, mobile_number, card_last_four, preferred_contact, consented_at,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $15)
       ON CONFLICT DO NOTHING
       RETURNING reference`,
      [
        randomUUID(),
        reference,
        input.surveyId,
        input.offerId,
        input.providerId,
        input.userId,
        input.visitId,
        input.browserId,
        ...details,
        at,
      ],
    );
    if (inserted.length > 0) return { reference, created: true, emailChanged: true };
  }
  throw new Error('Could not store the product transfer request: no free reference');
}
