/**
 * Deletes what has no further use: sessions past either time limit (they are refused anyway; this
 * keeps the table small), one-time codes older than a day (long after their 10-minute life and
 * the 10-minute send window that counts them), and rate-limit counters whose window has ended.
 */
import type { FastifyBaseLogger } from 'fastify';
import { SECURITY } from '../config/security';
import type { Queryable } from '../db/db';
import type { Clock } from '../lib/time';
import { removeEndedRateLimitWindows } from '../plugins/rate-limit-store';

const CODE_RETENTION_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

export async function removeExpired(
  db: Queryable,
  now: Date,
): Promise<{ sessions: number; codes: number; rateLimitCounters: number }> {
  const sessions = await db.query(
    'DELETE FROM sessions WHERE last_seen_at <= $1 OR COALESCE(signed_in_at, created_at) <= $2 RETURNING id_hash',
    [
      new Date(now.getTime() - SECURITY.sessionIdleMs).toISOString(),
      new Date(now.getTime() - SECURITY.sessionAbsoluteMs).toISOString(),
    ],
  );
  const codes = await db.query('DELETE FROM one_time_codes WHERE created_at <= $1 RETURNING id', [
    new Date(now.getTime() - CODE_RETENTION_MS).toISOString(),
  ]);
  const rateLimitCounters = await removeEndedRateLimitWindows(db, now);
  return { sessions: sessions.length, codes: codes.length, rateLimitCounters };
}

/** Runs removeExpired now and every hour; returns the function that stops it. */
export function startHousekeeping(db: Queryable, now: Clock, log: FastifyBaseLogger): () => void {
  const run = () =>
    removeExpired(db, now()).then(
      (removed) => log.debug(removed, 'Removed expired sessions and codes'),
      (error: unknown) => log.warn({ err: error }, 'Housekeeping failed'),
    );
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
