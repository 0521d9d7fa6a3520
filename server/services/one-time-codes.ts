/**
 * One-time codes: six digits from crypto.randomInt, stored only as an HMAC-SHA256 (keyed with the
 * server key and bound to the row id), valid for 10 minutes, usable once, dead after five wrong
 * tries, and at most five sent to one address per ten minutes.
 *
 * A code row is bound to the session that asked for it, so a code is only accepted from the
 * browser that started the sign-up or sign-in. A code can also be bound to a subject (the survey a
 * home-loan registration belongs to, the product-transfer request whose address it proves): it then
 * only confirms that subject, and a new code for one subject leaves the codes for others alone.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { SECURITY } from '../config/security';
import type { Queryable } from '../db/db';
import { ApiError, rateLimited } from '../lib/api-error';
import { hmac, safeEqual } from '../lib/tokens';
import { type RecentSend, refuseOverSendLimit, type SendLimit } from '../lib/send-limits';
import { toMs } from '../lib/time';
import { codeLockUntil, lockCodes, wrongCodesToday } from './code-locks';

export type CodePurpose =
  | 'signup_email'
  | 'signup_mobile'
  | 'signin'
  | 'hl_registration'
  | 'mobile_change'
  | 'product_transfer_email';
export type CodeChannel = 'email' | 'sms';

export interface SignupDetails {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  /** When the visitor ticked "Send me occasional news" (absent or null: they did not). */
  marketing_opt_in_at?: string | null;
}

export interface CodeRequest {
  purpose: CodePurpose;
  sessionHash: string;
  channel: CodeChannel;
  destination: string;
  /** False when there is no account behind the address: a row is kept, nothing is sent. */
  deliverable: boolean;
  userId: string | null;
  signup: SignupDetails | null;
  /** What the code confirms, when more than the session (the survey id of a registration). */
  subject?: string | null;
  /** The network asking (lib/client-network.ts): the send limit counts each network's sends apart. */
  requestedFrom?: string | null;
}

export interface CodeRow {
  id: string;
  purpose: CodePurpose;
  channel: CodeChannel;
  destination: string;
  deliverable: boolean;
  user_id: string | null;
  signup: SignupDetails | null;
  code_hash: string;
  attempts: number;
  expires_at: unknown;
  used_at: unknown;
}

const CODE_SEND_LIMIT: SendLimit = {
  perNetwork: SECURITY.codeSendsPerWindow,
  all: SECURITY.codeSendsPerWindowAll,
  windowMs: SECURITY.codeSendWindowMs,
  sentText: (count) => `We have sent ${count} codes to this address in the last 10 minutes`,
};

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function hashCode(secret: string, rowId: string, code: string): string {
  return hmac(secret, `${rowId}:${code}`);
}

/**
 * Stores a new code (superseding any earlier one for the same session and purpose) and returns it.
 * Throws 429 when the address has had its five codes from this network in the last ten minutes,
 * or fifteen from all networks together.
 */
export async function issueCode(
  tx: Queryable,
  secret: string,
  request: CodeRequest,
  now: Date,
): Promise<string> {
  // Serialises concurrent requests for one address, so the send limit cannot be raced past.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${request.destination}`]);
  const windowStart = new Date(now.getTime() - SECURITY.codeSendWindowMs).toISOString();
  const recent = await tx.query<RecentSend>(
    `SELECT created_at AS sent_at, requested_from FROM one_time_codes WHERE destination = $1 AND created_at > $2
     ORDER BY created_at ASC`,
    [request.destination, windowStart],
  );
  const from = request.requestedFrom ?? null;
  refuseOverSendLimit(recent, from, CODE_SEND_LIMIT, now);

  const subject = request.subject ?? null;
  await tx.query(
    `UPDATE one_time_codes SET superseded_at = $3
     WHERE session_hash = $1 AND purpose = $2 AND subject IS NOT DISTINCT FROM $4::text
       AND used_at IS NULL AND superseded_at IS NULL`,
    [request.sessionHash, request.purpose, now.toISOString(), subject],
  );
  const id = randomUUID();
  const code = generateCode();
  await tx.query(
    `INSERT INTO one_time_codes
       (id, purpose, session_hash, channel, destination, deliverable, user_id, signup, code_hash, created_at,
        expires_at, subject, requested_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13)`,
    [
      id,
      request.purpose,
      request.sessionHash,
      request.channel,
      request.destination,
      request.deliverable,
      request.userId,
      request.signup ? JSON.stringify(request.signup) : null,
      hashCode(secret, id, code),
      now.toISOString(),
      new Date(now.getTime() + SECURITY.codeTtlMs).toISOString(),
      subject,
      from,
    ],
  );
  return code;
}

/** The most recent code this session asked for with this purpose (and subject, if any). */
export async function latestCode(
  tx: Queryable,
  sessionHash: string,
  purpose: CodePurpose,
  subject: string | null = null,
): Promise<CodeRow | null> {
  const [row] = await tx.query<CodeRow>(
    `SELECT id, purpose, channel, destination, deliverable, user_id, signup, code_hash, attempts, expires_at, used_at
     FROM one_time_codes
     WHERE session_hash = $1 AND purpose = $2 AND subject IS NOT DISTINCT FROM $3::text AND superseded_at IS NULL
     ORDER BY created_at DESC
     LIMIT 1
     FOR UPDATE`,
    [sessionHash, purpose, subject],
  );
  return row ?? null;
}

/**
 * A failed check; `lockedAccount` is set when this wrong code locked an account's codes (the
 * caller e-mails its owner once the attempt is stored).
 */
export type CheckResult =
  | { ok: true; row: CodeRow }
  | { ok: false; error: ApiError; lockedAccount?: { userId: string; until: Date } };

const PAUSED = 'Too many wrong codes for this account today, so its codes are paused';

/**
 * Checks a submitted code against its hash under each of `keys` (the current server key, and the
 * previous one just after a rotation: lib/key-ring.ts). Never throws for a wrong code: the caller
 * must commit the counted attempt first and only then report the error, or the try would not count.
 */
export async function checkCode(
  tx: Queryable,
  keys: readonly string[],
  sessionHash: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  subject: string | null = null,
): Promise<CheckResult> {
  const row = await latestCode(tx, sessionHash, purpose, subject);
  const fail = (
    status: number,
    errorCode: ConstructorParameters<typeof ApiError>[1],
    message: string,
  ): CheckResult => ({
    ok: false,
    error: new ApiError(status, errorCode, message),
  });
  if (!row) {
    return fail(
      400,
      'NO_PENDING_CODE',
      'There is no code waiting to be checked in this browser. Please ask for a new code.',
    );
  }
  if (row.used_at)
    return fail(400, 'CODE_USED', 'This code has already been used. Please ask for a new code.');
  if (row.attempts >= SECURITY.codeMaxAttempts) {
    return fail(
      400,
      'TOO_MANY_ATTEMPTS',
      'Too many wrong tries for this code, so it no longer works. Please ask for a new code.',
    );
  }
  if (toMs(row.expires_at) <= now.getTime()) {
    return fail(
      400,
      'CODE_EXPIRED',
      'This code has expired: codes last 10 minutes. Please ask for a new code.',
    );
  }
  const lockedUntil = await codeLockUntil(tx, row, now);
  if (lockedUntil) return { ok: false, error: rateLimited(lockedUntil.getTime() - now.getTime(), PAUSED) };

  const matches = keys.some((key) => safeEqual(hashCode(key, row.id, code), row.code_hash));
  // A code for an address without an account was never sent; even a lucky guess must not pass.
  if (matches && row.deliverable) {
    await tx.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [row.id, now.toISOString()]);
    return { ok: true, row };
  }

  const attempts = row.attempts + 1;
  await tx.query('UPDATE one_time_codes SET attempts = $2 WHERE id = $1', [row.id, attempts]);
  if ((await wrongCodesToday(tx, row, now)) >= SECURITY.wrongCodesPerDay) {
    const until = await lockCodes(tx, row, now);
    return {
      ok: false,
      error: rateLimited(until.getTime() - now.getTime(), PAUSED),
      ...(row.user_id === null ? {} : { lockedAccount: { userId: row.user_id, until } }),
    };
  }
  const left = SECURITY.codeMaxAttempts - attempts;
  return fail(
    400,
    'INVALID_CODE',
    left > 0
      ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and that was the last try for it. Please ask for a new code.',
  );
}
