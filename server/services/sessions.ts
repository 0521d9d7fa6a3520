/**
 * Cookie sessions. The cookie holds 32 random bytes (base64url); the database holds only their
 * SHA-256, the XSRF token bound to the session, and who it belongs to. Both time limits are
 * enforced here, on the server, whatever the cookie's own expiry says.
 */
import { randomUUID } from 'node:crypto';
import { SECURITY } from '../config/security';
import type { Queryable } from '../db/db';
import { randomToken, sha256 } from '../lib/tokens';
import { toMs } from '../lib/time';

export interface SessionState {
  idHash: string;
  xsrfToken: string;
  browserId: string;
  visitId: string | null;
  userId: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  signedInAt: Date | null;
}

export interface NewSession {
  /** The raw id for the cookie; never stored. */
  token: string;
  session: SessionState;
}

interface SessionRow {
  id_hash: string;
  xsrf_token: string;
  browser_id: string;
  visit_id: string | null;
  user_id: string | null;
  created_at: unknown;
  last_seen_at: unknown;
  signed_in_at: unknown;
}

export function hashSessionToken(token: string): string {
  return sha256(token);
}

/** A new session's state and cookie value, not yet stored. */
export function newSession(
  input: { browserId: string; visitId: string | null; userId: string | null },
  now: Date,
): NewSession {
  const token = randomToken();
  return {
    token,
    session: {
      idHash: hashSessionToken(token),
      xsrfToken: randomToken(),
      browserId: input.browserId,
      visitId: input.visitId,
      userId: input.userId,
      createdAt: now,
      lastSeenAt: now,
      signedInAt: input.userId ? now : null,
    },
  };
}

export async function createSession(
  db: Queryable,
  input: { browserId: string; visitId: string | null; userId: string | null },
  now: Date,
): Promise<NewSession> {
  const created = newSession(input, now);
  const { session } = created;
  await db.query(
    `INSERT INTO sessions (id_hash, xsrf_token, browser_id, visit_id, user_id, created_at, last_seen_at, signed_in_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
    [
      session.idHash,
      session.xsrfToken,
      session.browserId,
      session.visitId,
      session.userId,
      now.toISOString(),
      session.signedInAt?.toISOString() ?? null,
    ],
  );
  return created;
}

/**
 * Where lookups read sessions and say which ones changed: services/session-reader.ts, which
 * batches and caches the reads of `readSessions` (named here as what this module needs of it, so
 * the two modules do not import each other).
 */
export interface SessionSource {
  read(idHash: string, now: Date): Promise<SessionState | null>;
  /** The session was deleted or replaced: the next lookup reads the database. */
  forget(idHash: string): void;
}

export type SessionLookup =
  { status: 'valid'; session: SessionState } | { status: 'expired' } | { status: 'unknown' };

/** Reads sessions by id hash, one statement for all (services/session-reader.ts batches the lookups). */
export async function readSessions(
  db: Queryable,
  idHashes: readonly string[],
): Promise<(SessionState | null)[]> {
  // `= ANY(ARRAY(...))` keeps the primary-key index: a plain `IN (SELECT ...)` over the JSON list is
  // planned for 100 rows and joined by scanning the whole table.
  const rows = await db.query<SessionRow>(
    'SELECT * FROM sessions WHERE id_hash = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))',
    [JSON.stringify(idHashes)],
  );
  const byHash = new Map(rows.map((row) => [row.id_hash, toSessionState(row)]));
  return idHashes.map((idHash) => byHash.get(idHash) ?? null);
}

function toSessionState(row: SessionRow): SessionState {
  return {
    idHash: row.id_hash,
    xsrfToken: row.xsrf_token,
    browserId: row.browser_id,
    visitId: row.visit_id,
    userId: row.user_id,
    createdAt: new Date(toMs(row.created_at)),
    lastSeenAt: new Date(toMs(row.last_seen_at)),
    signedInAt: row.signed_in_at ? new Date(toMs(row.signed_in_at)) : null,
  };
}

/** Finds the session for a cookie value; an expired one is deleted on sight. */
export async function findSession(
  db: Queryable,
  reader: SessionSource,
  token: string,
  now: Date,
): Promise<SessionLookup> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: 'unknown' };
  const idHash = hashSessionToken(token);
  const session = await reader.read(idHash, now);
  if (!session) return { status: 'unknown' };
  if (sessionExpiresAt(session) <= now.getTime()) {
    reader.forget(idHash);
    await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
    return { status: 'expired' };
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SECURITY.sessionTouchEveryMs) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, now.toISOString()]);
    session.lastSeenAt = now;
  }
  return { status: 'valid', session };
}

/** The earlier of the idle and the absolute limit, in epoch milliseconds. */
export function sessionExpiresAt(session: SessionState): number {
  const idleEnd = session.lastSeenAt.getTime() + SECURITY.sessionIdleMs;
  const absoluteEnd = (session.signedInAt ?? session.createdAt).getTime() + SECURITY.sessionAbsoluteMs;
  return Math.min(idleEnd, absoluteEnd);
}

/**
 * The bounds `sessionExpiresAt` sets, for SQL: a session whose `last_seen_at` is at or before
 * `idleBefore`, or whose `COALESCE(signed_in_at, created_at)` is at or before `startedBefore`, has
 * ended (housekeeping deletes it; the account's devices leave it out).
 */
export function sessionEndBounds(now: Date): { idleBefore: string; startedBefore: string } {
  return {
    idleBefore: new Date(now.getTime() - SECURITY.sessionIdleMs).toISOString(),
    startedBefore: new Date(now.getTime() - SECURITY.sessionAbsoluteMs).toISOString(),
  };
}

/** Seconds the cookies may live: up to the absolute limit (the idle limit is checked server-side). */
export function cookieMaxAgeSeconds(session: SessionState, now: Date): number {
  const absoluteEnd = (session.signedInAt ?? session.createdAt).getTime() + SECURITY.sessionAbsoluteMs;
  return Math.max(0, Math.floor((absoluteEnd - now.getTime()) / 1000));
}

/**
 * Replaces the session by a new one (new id, new XSRF token) for `userId` (null = signed out).
 * A new id at every change of privilege means a session id planted or seen before sign-in is
 * worthless after it. `reader` forgets the old session at once (should the transaction roll
 * back, the next lookup simply reads it again).
 */
export async function rotateSession(
  db: Queryable,
  reader: SessionSource,
  previous: SessionState,
  userId: string | null,
  now: Date,
): Promise<NewSession> {
  reader.forget(previous.idHash);
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [previous.idHash]);
  return createSession(db, { browserId: previous.browserId, visitId: previous.visitId, userId }, now);
}

export function newVisitId(): string {
  return randomUUID();
}
