/**
 * The batchers of the hot paths (see db/batcher.ts): session lookups (every request with a
 * cookie) and the writes of /main/, /updateEvents/ and /productRedirect/. One set per app.
 */
import type { Queryable } from '../db/db';
import { createEventWriter, type EventWriter } from './events';
import { createRedirectWriter, type RedirectWriter } from './offers';
import { createSessionReader, type SessionReader } from './sessions';
import { createVisitStarter, type VisitStarter } from './visits';

export interface RequestBatches {
  sessions: SessionReader;
  visits: VisitStarter;
  events: EventWriter;
  redirects: RedirectWriter;
  /** Resolves when everything queued has been stored (before the database closes). */
  idle(): Promise<void>;
}

export function createRequestBatches(db: Queryable): RequestBatches {
  const batches = {
    sessions: createSessionReader(db),
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
