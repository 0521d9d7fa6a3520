/**
 * The cap on wrong one-time codes: an account may get `SECURITY.wrongCodesPerDay` wrong codes in a
 * day, across its e-mail and mobile and every session; past that its codes stop working for
 * `SECURITY.codeLockMs` and the owner is told by e-mail. A code for an address without an account
 * is counted by its address, so the answers do not tell which addresses have accounts.
 */
import { SECURITY } from '../config/security';
import type { Queryable } from '../db/db';
import { toMs } from '../lib/time';

/** The code rows a lock is keyed by: the account, else the address the code went to. */
export interface CodeOwner {
  user_id: string | null;
  destination: string;
}

export function codeLockKey(owner: CodeOwner): string {
  return owner.user_id === null ? `address:${owner.destination}` : `user:${owner.user_id}`;
}

/** When the lock on these codes ends, or null when they are not locked. */
export async function codeLockUntil(db: Queryable, owner: CodeOwner, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ locked_until: unknown }>(
    'SELECT locked_until FROM code_locks WHERE key = $1 AND locked_until > $2',
    [codeLockKey(owner), now.toISOString()],
  );
  return row ? new Date(toMs(row.locked_until)) : null;
}

/** Wrong codes entered for the account (or address) in the last day, on every channel and session. */
export async function wrongCodesToday(db: Queryable, owner: CodeOwner, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SECURITY.wrongCodeWindowMs).toISOString();
  const [row] = await db.query<{ wrong: number }>(
    owner.user_id === null
      ? `SELECT COALESCE(sum(attempts), 0)::int AS wrong FROM one_time_codes
         WHERE user_id IS NULL AND destination = $1 AND created_at > $2`
      : `SELECT COALESCE(sum(attempts), 0)::int AS wrong FROM one_time_codes
         WHERE user_id = $1 AND created_at > $2`,
    [owner.user_id ?? owner.destination, since],
  );
  return row?.wrong ?? 0;
}

/** Locks the codes from now for `SECURITY.codeLockMs`, and answers when the lock ends. */
export async function lockCodes(db: Queryable, owner: CodeOwner, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + SECURITY.codeLockMs);
  await db.query(
    `INSERT INTO code_locks (key, locked_until, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET locked_until = EXCLUDED.locked_until, created_at = EXCLUDED.created_at`,
    [codeLockKey(owner), until.toISOString(), now.toISOString()],
  );
  return until;
}
