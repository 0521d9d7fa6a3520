/**
 * Tracked actions from /updateEvents/, stored with group commit: the batches of every request
 * queued in the same turn go into `events` in one INSERT. An action is identified by
 * (dc_id, sequence_id), so a batch the client resends after a lost answer stores nothing twice.
 */
import { Batcher } from '../db/batcher';
import type { Queryable } from '../db/db';

export interface TrackedActionRow {
  sequence_id: number;
  action: string;
  data: unknown;
  url: string | null;
  occurred_at: string | null;
  started_at: string | null;
}

/** One request's batch with the context every action shares. */
export interface EventBatch {
  dcId: string;
  visitId: string | null;
  browserId: string;
  userId: string | null;
  app: string | null;
  receivedAt: Date;
  actions: TrackedActionRow[];
}

export interface StoredEvents {
  /** Actions of this batch stored now; the rest were already stored (or earlier in the same batch). */
  stored: number;
}

export type EventWriter = Batcher<EventBatch, StoredEvents>;

/** Rows per INSERT at most; a request carries at most 500 actions (routes/update-events.ts). */
const MAX_ROWS_PER_STATEMENT = 5000;

const key = (dcId: string, sequenceId: number) => `${sequenceId}:${dcId}`;

export function createEventWriter(db: Queryable): EventWriter {
  return new Batcher({
    what: 'store the tracked actions',
    weight: (batch) => batch.actions.length,
    maxWeight: MAX_ROWS_PER_STATEMENT,
    run: (batches) => storeEventBatches(db, batches),
  });
}

/**
 * Stores the batches in one statement and counts what each stored. When two batches (or one
 * batch twice) carry the same action, the first one in the queue claims it, as if the batches had
 * been stored one after another: the later one counts it as a duplicate.
 */
export async function storeEventBatches(
  db: Queryable,
  batches: readonly EventBatch[],
): Promise<StoredEvents[]> {
  const claimed = new Set<string>();
  const claims: string[][] = [];
  const rows: object[] = [];
  for (const batch of batches) {
    const mine: string[] = [];
    const receivedAt = batch.receivedAt.toISOString();
    for (const action of batch.actions) {
      const id = key(batch.dcId, action.sequence_id);
      if (claimed.has(id)) continue;
      claimed.add(id);
      mine.push(id);
      rows.push({
        ...action,
        dc_id: batch.dcId,
        visit_id: batch.visitId,
        browser_id: batch.browserId,
        user_id: batch.userId,
        app: batch.app,
        received_at: receivedAt,
      });
    }
    claims.push(mine);
  }
  if (rows.length === 0) return batches.map(() => ({ stored: 0 }));
  const inserted = await db.query<{ dc_id: string; sequence_id: number }>(
    `INSERT INTO events (dc_id, sequence_id, visit_id, browser_id, user_id, app, action, data, url, occurred_at,
       started_at, received_at)
     SELECT a.dc_id, a.sequence_id, a.visit_id, a.browser_id, a.user_id, a.app, a.action, a.data, a.url,
       a.occurred_at, a.started_at, a.received_at
     FROM jsonb_to_recordset($1::jsonb)
       AS a (dc_id text, sequence_id bigint, visit_id uuid, browser_id text, user_id uuid, app text, action text,
         data jsonb, url text, occurred_at timestamptz, started_at timestamptz, received_at timestamptz)
     ON CONFLICT (dc_id, sequence_id) DO NOTHING
     RETURNING dc_id, sequence_id`,
    [JSON.stringify(rows)],
  );
  const stored = new Set(inserted.map((row) => key(row.dc_id, Number(row.sequence_id))));
  return claims.map((mine) => ({ stored: mine.filter((id) => stored.has(id)).length }));
}
