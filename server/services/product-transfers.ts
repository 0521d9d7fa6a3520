/**
 * Requests to move to another card at the same bank ("Stay"). One request per survey and offer: a
 * resent form updates the contact details and keeps the reference, so a double submit never
 * creates two requests.
 *
 * The confirmation e-mail goes only to an address the visitor has proved: the signed-in account's
 * own e-mail (proved at sign-up), or an address that was sent a six-digit code which came back
 * (the sign-in codes' rules: services/one-time-codes.ts), bound to the session and to the request.
 * Until then the request is stored but not confirmed, and nothing but the code goes to the address.
 * A resent form with another address needs the code again, unless it is the account's.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import { verifyingKeys } from '../lib/key-ring';
import { newReference } from '../lib/references';
import { checkCode, issueCode } from './one-time-codes';
import type { SessionState } from './sessions';

export const PT_CODE_PURPOSE = 'product_transfer_email';

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
  id: string;
  reference: string;
  /** The request's address is proved (now or before, and unchanged since). */
  verified: boolean;
  /** The address was proved by this call: the confirmation goes to it now. */
  sendConfirmation: boolean;
  /** The request was confirmed for the first time by this call. */
  newlyConfirmed: boolean;
}

export interface TransferRow {
  id: string;
  reference: string;
  email: string;
  first_name: string;
  preferred_contact: 'email' | 'phone';
  email_verified_at: unknown;
  confirmed_at: unknown;
}

const ROW_COLUMNS = 'id, reference, email, first_name, preferred_contact, email_verified_at, confirmed_at';

/** A reference clash is retried with a new one; 31^6 codes make even one clash rare. */
const MAX_ATTEMPTS = 5;

/** The survey's request for this offer, locked for the rest of the transaction; null when there is none. */
export async function lockProductTransfer(
  db: Queryable,
  surveyId: string,
  offerId: string,
): Promise<TransferRow | null> {
  const [row] = await db.query<TransferRow>(
    `SELECT ${ROW_COLUMNS} FROM product_transfer_requests WHERE survey_id = $1 AND offer_id = $2 FOR UPDATE`,
    [surveyId, offerId],
  );
  return row ?? null;
}

/**
 * Stores the request, or updates the survey's request for this offer. `provedNow`: the address is
 * the signed-in account's own. An unchanged address that was proved stays proved; any other
 * address is proved only by `provedNow`. Run it in a transaction.
 */
export async function storeProductTransfer(
  tx: Queryable,
  input: ProductTransferInput,
  provedNow: boolean,
  now: Date,
): Promise<StoredTransfer> {
  const at = now.toISOString();
  const provedAt = provedNow ? at : null;
  const details = [
    input.firstName,
    input.lastName,
    input.email,
    input.mobileNumber,
    input.cardLastFour,
    input.preferredContact,
  ];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const existing = await lockProductTransfer(tx, input.surveyId, input.offerId);
    if (existing) {
      const keepsProof = existing.email === input.email && existing.email_verified_at !== null;
      await tx.query(
        `UPDATE product_transfer_requests SET first_name = $3, last_name = $4, email = $5, mobile_number = $6,
           card_last_four = $7, preferred_contact = $8, user_id = COALESCE(user_id, $9), consented_at = $10,
           updated_at = $10,
           email_verified_at = CASE WHEN $11::boolean THEN email_verified_at ELSE $12::timestamptz END,
           confirmed_at = COALESCE(confirmed_at, $12::timestamptz)
         WHERE id = $1 AND offer_id = $2`,
        [existing.id, input.offerId, ...details, input.userId, at, keepsProof, provedAt],
      );
      return {
        id: existing.id,
        reference: existing.reference,
        verified: keepsProof || provedNow,
        sendConfirmation: !keepsProof && provedNow,
        newlyConfirmed: existing.confirmed_at === null && provedNow,
      };
    }
    const id = randomUUID();
    const reference = newReference('PT');
    // No conflict target: a clash on the reference or a request stored meanwhile both insert nothing,
    // and the next round tells them apart.
    const inserted = await tx.query(
      `INSERT INTO product_transfer_requests (id, reference, survey_id, offer_id, provider_id, user_id, visit_id,
         browser_id, first_name, last_name, email, mobile_number, card_last_four, preferred_contact, consented_at,
         created_at, updated_at, email_verified_at, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $15, $16, $16)
       ON CONFLICT DO NOTHING
       RETURNING reference`,
      [
        id,
        reference,
        input.surveyId,
        input.offerId,
        input.providerId,
        input.userId,
        input.visitId,
        input.browserId,
        ...details,
        at,
        provedAt,
      ],
    );
    if (inserted.length > 0) {
      return { id, reference, verified: provedNow, sendConfirmation: provedNow, newlyConfirmed: provedNow };
    }
  }
  throw new Error('Could not store the product transfer request: no free reference');
}

/** A new code for the request's address (any earlier one stops working); 429 over the send limit. */
export function issueTransferCode(
  tx: Queryable,
  secret: string,
  session: SessionState,
  request: { id: string; email: string },
  now: Date,
  /** The network asking (lib/client-network.ts), which the send limit counts apart. */
  from: string | null = null,
): Promise<string> {
  return issueCode(
    tx,
    secret,
    {
      purpose: PT_CODE_PURPOSE,
      sessionHash: session.idHash,
      channel: 'email',
      destination: request.email,
      deliverable: true,
      userId: session.userId,
      signup: null,
      subject: request.id,
      requestedFrom: from,
    },
    now,
  );
}

function noPendingCode(): ApiError {
  return new ApiError(
    400,
    'NO_PENDING_CODE',
    'There is no code waiting to be checked for this card request in this browser. ' +
      'Please send the form again to get a new code.',
  );
}

export interface VerifiedTransfer {
  request: TransferRow;
  newlyConfirmed: boolean;
}

/**
 * Checks the code sent for the survey's request for this offer and marks its address proved (and
 * the request confirmed). A wrong try is committed before the error is answered, so it counts.
 * `onConfirmed` runs in the same transaction the first time the request is confirmed.
 */
export async function verifyTransferEmail(
  ctx: Pick<AppContext, 'db' | 'keys'>,
  session: SessionState,
  target: { surveyId: string; offerId: string },
  code: string,
  now: Date,
  onConfirmed: (tx: Queryable, request: TransferRow) => Promise<void>,
): Promise<VerifiedTransfer> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const request = await lockProductTransfer(tx, target.surveyId, target.offerId);
    if (!request) return { ok: false as const, error: noPendingCode() };
    const check = await checkCode(
      tx,
      verifyingKeys(ctx.keys, 'grace', now),
      session.idHash,
      PT_CODE_PURPOSE,
      code,
      now,
      request.id,
    );
    if (!check.ok) return check;
    // Only the code sent to the address on the request proves it.
    if (check.row.destination !== request.email) return { ok: false as const, error: noPendingCode() };
    const [verified] = await tx.query<TransferRow>(
      `UPDATE product_transfer_requests SET email_verified_at = $2, confirmed_at = COALESCE(confirmed_at, $2),
         user_id = COALESCE(user_id, $3::uuid), updated_at = $2
       WHERE id = $1
       RETURNING ${ROW_COLUMNS}`,
      [request.id, now.toISOString(), session.userId],
    );
    if (!verified)
      throw new Error(`The product transfer request ${request.id} disappeared while it was verified`);
    const newlyConfirmed = request.confirmed_at === null;
    if (newlyConfirmed) await onConfirmed(tx, verified);
    return { ok: true as const, request: verified, newlyConfirmed };
  });
  if (!outcome.ok) throw outcome.error;
  return { request: outcome.request, newlyConfirmed: outcome.newlyConfirmed };
}
