/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so every API process on
 * one PostgreSQL counts the same requests: with N processes a limit stays the limit, not N times it.
 * The window works as the plugin's in-memory store's does: it starts with a key's first request
 * and lasts `timeWindow`; the next request after it starts a new one. One statement a request and
 * key, atomic under concurrency (INSERT ... ON CONFLICT DO UPDATE takes the row's lock).
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from '../db/db';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const INCREMENT = `
  INSERT INTO rate_limit_counters AS c (key, count, reset_at_ms) VALUES ($1, 1, $2::bigint + $3::bigint)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.reset_at_ms <= $2::bigint THEN 1 ELSE c.count + 1 END,
    reset_at_ms = CASE WHEN c.reset_at_ms <= $2::bigint THEN $2::bigint + $3::bigint ELSE c.reset_at_ms END
  RETURNING count, reset_at_ms::text AS reset_at_ms`;

export function databaseRateLimitStore(db: Queryable, clock: () => Date = () => new Date()) {
  // The limiters' keys name their group (rate-limit.ts), so one table serves every limiter.
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock().getTime();
      db.query<{ count: number; reset_at_ms: string }>(INCREMENT, [
        key,
        String(now),
        String(Math.max(1, Math.trunc(timeWindow))),
      ]).then(
        ([row]) => {
          if (!row) callback(new Error('The rate-limit counter was not written.'));
          else
            callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at_ms) - now) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}

/** Counters whose window ended before `now` (housekeeping): a new request would start afresh anyway. */
export async function removeEndedRateLimitWindows(db: Queryable, now: Date): Promise<number> {
  const removed = await db.query(
    'DELETE FROM rate_limit_counters WHERE reset_at_ms <= $1::bigint RETURNING key',
    [String(now.getTime())],
  );
  return removed.length;
}
