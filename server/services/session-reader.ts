/**
 * How requests find their session (every request with a cookie, before anything else runs).
 *
 * - Batched: the lookups of every request read in the same turn share one SELECT (db/batcher.ts).
 * - Cached, on the embedded database only: a session read once is kept in memory for `cacheMs`
 *   of the app clock. PGlite is private to this process (a pid file guards its directory), so
 *   every change to a session goes through this process, which updates the cached object
 *   (touches, visits: services/sessions.ts, services/visits.ts) or forgets it (expiry, sign-in,
 *   sign-out). The time limit only bounds how long a change made outside the server (by hand in
 *   SQL) goes unseen. With PostgreSQL, other processes may sign a session out, so every lookup
 *   reads the database.
 * - Shared: concurrent lookups of one session get the same object, so an update through one
 *   request is what the next request sees.
 */
import { Batcher } from '../db/batcher';
import type { Queryable } from '../db/db';
import { readSessions, type SessionSource, type SessionState } from './sessions';

/** Sessions kept at most; the least recently read go first. */
const MAX_CACHED = 20_000;

export interface SessionReaderOptions {
  /** How long a read session is trusted without reading it again; 0 = no cache. */
  cacheMs: number;
}

export class SessionReader implements SessionSource {
  private readonly batcher: Batcher<string, SessionState | null>;
  private readonly cache = new Map<string, { session: SessionState; until: number }>();
  private readonly pending = new Map<string, Promise<SessionState | null>>();
  /** Counts `forget` calls: a read that was under way during one does not fill the cache. */
  private forgets = 0;

  constructor(
    db: Queryable,
    private readonly options: SessionReaderOptions,
  ) {
    this.batcher = new Batcher({ what: 'read the session', run: (idHashes) => readSessions(db, idHashes) });
  }

  async read(idHash: string, now: Date): Promise<SessionState | null> {
    const cached = this.cache.get(idHash);
    if (cached && cached.until > now.getTime()) {
      // Map order is the eviction order: a read moves the session to the back.
      this.cache.delete(idHash);
      this.cache.set(idHash, cached);
      return cached.session;
    }
    this.cache.delete(idHash);
    const underWay = this.pending.get(idHash);
    if (underWay) return underWay;
    const forgetsBefore = this.forgets;
    const reading = this.batcher.add(idHash).then((session) => {
      if (session && this.options.cacheMs > 0 && this.forgets === forgetsBefore) {
        this.cache.set(idHash, { session, until: now.getTime() + this.options.cacheMs });
        if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
      }
      return session;
    });
    this.pending.set(idHash, reading);
    try {
      return await reading;
    } finally {
      this.pending.delete(idHash);
    }
  }

  /** The session was deleted or replaced: the next lookup reads the database. */
  forget(idHash: string): void {
    this.forgets += 1;
    this.cache.delete(idHash);
  }

  idle(): Promise<void> {
    return this.batcher.idle();
  }
}
