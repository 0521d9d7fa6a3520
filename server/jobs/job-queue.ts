/**
 * The durable job queue: pg-boss on the database the server already runs. On PostgreSQL and on
 * the embedded PGlite alike it goes through the server's own `Db` (one adapter, one pool, and on
 * PGlite the same one-operation-at-a-time queue as every other statement), in a schema of its own
 * (`pgboss`). Jobs are rows: they outlive the process, are retried with back-off, and end in a
 * dead-letter queue when every try has failed.
 */
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/db';
import { createQueues } from './queues';

export const JOB_SCHEMA = 'pgboss';

/** pg-boss's database adapter over the server's `Db`: parameterised statements, and scripts that answer the rows of every statement. */
function jobQueueDatabase(db: Db) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const rows = values && values.length > 0 ? await db.queryValues(text, values) : await db.script(text);
      return { rows };
    },
  };
}

export interface JobQueueOptions {
  /** Run pg-boss's own timed work (maintenance, cron schedules): the long-running worker does, a one-off run does not. */
  background: boolean;
  onError?: (error: Error) => void;
}

/**
 * Starts pg-boss (creating or migrating its schema on first use) with every queue the follow-ups
 * use, so any caller can send to or work any of them. Stop it with `stop()`.
 */
export async function startJobQueue(db: Db, options: JobQueueOptions): Promise<PgBoss> {
  // Loaded when first needed: a process that never runs jobs never loads the queue.
  const { PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    db: jobQueueDatabase(db),
    schema: JOB_SCHEMA,
    ...(db.driver === 'pglite' ? { backend: 'pglite' as const } : {}),
    supervise: options.background,
    schedule: options.background,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  await oneStartAtATime(db, () => boss.start());
  await createQueues(boss);
  return boss;
}

/** Any fixed number: the lock that lets one process at a time install or migrate the queue's schema. */
const INSTALL_LOCK = 7_406_301_911;

/**
 * On PostgreSQL, processes starting at once on a new database would each install pg-boss's
 * schema. pg-boss takes an advisory lock inside its install transaction, but a process that waited
 * for it may still miss the schema the other one just committed and fail with a duplicate key on
 * PostgreSQL's own catalog. Holding a lock of ours around the whole start, each of pg-boss's steps
 * runs in a transaction begun after the other process's install has committed, so it finds the
 * schema and leaves it alone. (The embedded database has one process and one connection.)
 */
async function oneStartAtATime(db: Db, start: () => Promise<unknown>): Promise<void> {
  if (db.driver !== 'pg') {
    await start();
    return;
  }
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [String(INSTALL_LOCK)]);
    await start();
  });
}
