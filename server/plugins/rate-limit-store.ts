/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so every API process on
 * one PostgreSQL counts the same requests: with N processes a limit stays the limit, not N times it.
 * The window works as the plugin's in-memory store's does: it starts with a key's first request
 * and lasts `timeWindow`; the next request after it starts a new one.
 *
 * Increments are group-committed (db/batcher.ts): the requests read in one turn of the event loop
 * share one statement, which adds each key's requests at once (INSERT ... ON CONFLICT DO UPDATE,
 * atomic under concurrency as it takes each row's lock, keys in sorted order so two processes never
 * wait on each other in a cycle). The k requests of one key in a batch get the counts n-k+1 .. n, in
 * the order they arrived, as if each had run its own statement. One round trip a batch instead of
 * one a request and key: under load the store costs little more than counting in memory.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { Batcher } from '../db/batcher';
import type { Queryable } from '../db/db';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Increment {
  key: string;
  windowMs: number;
}

interface Count {
  current: number;
  ttl: number;
}

const INCREMENT = `
  INSERT INTO rate_limit_counters AS c (key, count, reset_at_ms)
  SELECT key, n, $1::bigint + window_ms
  FROM jsonb_to_recordset($2::jsonb) AS t(key text, n int, window_ms bigint)
  ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.reset_at_ms <= $1::bigint THEN excluded.count ELSE c.count + excluded.count END,
    reset_at_ms = CASE WHEN c.reset_at_ms <= $1::bigint THEN excluded.reset_at_ms ELSE c.reset_at_ms END
  RETURNING key, count, reset_at_ms::text AS reset_at_ms`;

/** Runs one batch of increments as one statement; one count per increment, in order. */
async function incrementAll(db: Queryable, now: number, items: readonly Increment[]): Promise<Count[]> {
  // A key's requests in this batch, and the window of its first (a key always has one window).
  const perKey = new Map<string, { n: number; windowMs: number }>();
  for (const { key, windowMs } of items) {
    const entry = perKey.get(key);
    if (entry) entry.n += 1;
    else perKey.set(key, { n: 1, windowMs });
  }
  const rows = await db.query<{ key: string; count: number; reset_at_ms: string }>(INCREMENT, [
    String(now),
    JSON.stringify([...perKey].map(([key, { n, windowMs }]) => ({ key, n, window_ms: windowMs }))),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row]));
  // The count before this batch's requests of each key, handed out one by one in arrival order.
  const next = new Map(
    [...perKey.keys()].map((key) => [key, Number(stored.get(key)?.count ?? 0) - (perKey.get(key)?.n ?? 0)]),
  );
  return items.map(({ key }) => {
    const row = stored.get(key);
    if (!row) throw new Error(`The rate-limit counter ${key} was not written.`);
    const current = (next.get(key) ?? 0) + 1;
    next.set(key, current);
    return { current, ttl: Math.max(0, Number(row.reset_at_ms) - now) };
  });
}

export function databaseRateLimitStore(db: Queryable, clock: () => Date = () => new Date()) {
  const batcher = new Batcher<Increment, Count>({
    what: 'count requests',
    run: (items) => incrementAll(db, clock().getTime(), items),
  });
  // The limiters' keys name their group (rate-limit.ts), so one table and one batcher serve them all.
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      batcher.add({ key, windowMs: Math.max(1, Math.trunc(timeWindow)) }).then(
        (count) => callback(null, count),
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
