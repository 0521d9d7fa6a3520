/**
 * The batchers of the hot paths (see db/batcher.ts): session lookups (every request with a
 * cookie; cached on the embedded database) and the writes of /main/, /updateEvents/ and
 * /productRedirect/. One set per app.
 */
import type { Db } from '../db/db';
import { createEventWriter, type EventWriter } from './events';
import { createRedirectWriter, type RedirectWriter } from './offers';
import { SessionReader } from './session-reader';
import { createVisitStarter, type VisitStarter } from './visits';

export interface RequestBatches {
  sessions: SessionReader;
  visits: VisitStarter;
  events: EventWriter;
  redirects: RedirectWriter;
  /** Resolves when everything queued has been stored (before the database closes). */
  idle(): Promise<void>;
}

/** How long the embedded database's sessions are trusted in memory (see services/session-reader.ts). */
const SESSION_CACHE_MS = 10_000;

export function createRequestBatches(db: Db): RequestBatches {
  const batches = {
    // Only PGlite is private to this process; PostgreSQL may be shared by several.
    sessions: new SessionReader(db, { cacheMs: db.driver === 'pglite' ? SESSION_CACHE_MS : 0 }),
    visits: createVisitStarter(db),
    events: createEventWriter(db),
    redirects: createRedirectWriter(db),
  };
  return {
    ...batches,
    async idle() {
      await Promise.all(Object.values(batches).map((batcher) => batcher.idle()));
    },
  };
}
