/**
 * What staff see of the job queue (offer-qa's jobs page): each follow-up queue's jobs by state,
 * the jobs that failed every try (the dead letters, which a staff member can send back), and the
 * messages sent, newest first. Read straight from the tables: the page works whether or not a
 * worker runs in this process. Addresses are shown partly hidden.
 */
import type { Queryable } from '../db/db';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { DEAD_LETTER_QUEUE, FOLLOW_UPS } from '../jobs/queues';
import { maskDestination } from '../lib/contact-details';
import { toIso } from '../lib/time';
import type { Page } from './user-records';

export interface QueueCounts {
  queue: string;
  label: string;
  waiting: number;
  running: number;
  retrying: number;
  completed: number;
  failed: number;
}

export interface DeadJob {
  id: string;
  queue: string | null;
  label: string | null;
  key: string | null;
  error: string | null;
  failed_at: string | null;
}

export interface SentMessageRow {
  key: string;
  kind: string;
  channel: string;
  recipient: string;
  status: string;
  attempts: number;
  error: string | null;
  updated_at: string | null;
  sent_at: string | null;
}

async function queueInstalled(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT to_regclass('${JOB_SCHEMA}.job') IS NOT NULL AS found`,
  );
  return row?.found ?? false;
}

async function queueCounts(db: Queryable, installed: boolean): Promise<QueueCounts[]> {
  const counts = new Map<string, Record<string, number>>();
  if (installed) {
    const rows = await db.query<{ name: string; state: string; count: number }>(
      `SELECT name, state::text AS state, count(*)::int AS count FROM ${JOB_SCHEMA}.job GROUP BY name, state`,
    );
    for (const row of rows) counts.set(row.name, { ...counts.get(row.name), [row.state]: row.count });
  }
  return FOLLOW_UPS.map((kind) => {
    const states = counts.get(kind.queue) ?? {};
    return {
      queue: kind.queue,
      label: kind.label,
      waiting: states.created ?? 0,
      running: states.active ?? 0,
      retrying: states.retry ?? 0,
      completed: states.completed ?? 0,
      failed: states.failed ?? 0,
    };
  });
}

async function deadJobs(db: Queryable, installed: boolean, limit: number): Promise<DeadJob[]> {
  if (!installed) return [];
  const rows = await db.query<{
    id: string;
    source_name: string | null;
    singleton_key: string | null;
    source_output: { message?: unknown } | null;
    created_on: unknown;
  }>(
    `SELECT id::text AS id, source_name, singleton_key, source_output, created_on FROM ${JOB_SCHEMA}.job
     WHERE name = $1 AND state IN ('created', 'retry') ORDER BY created_on DESC LIMIT $2`,
    [DEAD_LETTER_QUEUE, limit],
  );
  const labels = new Map(FOLLOW_UPS.map((kind) => [kind.queue, kind.label]));
  return rows.map((row) => ({
    id: row.id,
    queue: row.source_name,
    label: row.source_name ? (labels.get(row.source_name) ?? null) : null,
    key: row.singleton_key,
    error: typeof row.source_output?.message === 'string' ? row.source_output.message : null,
    failed_at: toIso(row.created_on),
  }));
}

async function sentMessages(db: Queryable, page: Page): Promise<{ items: SentMessageRow[]; total: number }> {
  const rows = await db.query<
    Omit<SentMessageRow, 'updated_at' | 'sent_at'> & { updated_at: unknown; sent_at: unknown }
  >(
    `SELECT idempotency_key AS key, kind, channel, recipient, status, attempts, error, updated_at, sent_at
     FROM sent_messages ORDER BY updated_at DESC, idempotency_key LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM sent_messages');
  return {
    items: rows.map((row) => ({
      ...row,
      // An in-app message's recipient is a user id, not an address.
      recipient: row.channel === 'in_app' ? 'account' : maskDestination(row.recipient),
      updated_at: toIso(row.updated_at),
      sent_at: toIso(row.sent_at),
    })),
    total: count?.total ?? 0,
  };
}

/** The queue's figures for monitoring (plugins/metrics.ts): each queue's jobs by state, and the dead letters. */
export async function jobQueueFigures(
  db: Queryable,
): Promise<{ queues: QueueCounts[]; deadLetters: number }> {
  const installed = await queueInstalled(db);
  const queues = await queueCounts(db, installed);
  if (!installed) return { queues, deadLetters: 0 };
  const [dead] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${JOB_SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry')`,
    [DEAD_LETTER_QUEUE],
  );
  return { queues, deadLetters: dead?.count ?? 0 };
}

/** Dead letters shown at most (newest first). */
const DEAD_LETTERS_SHOWN = 100;

/** Everything the jobs page shows, with one page of the messages. */
export async function jobsOverview(db: Queryable, page: Page) {
  // Before the first job ever runs, pg-boss's tables do not exist yet.
  const installed = await queueInstalled(db);
  return {
    queues: await queueCounts(db, installed),
    deadLetters: await deadJobs(db, installed, DEAD_LETTERS_SHOWN),
    messages: await sentMessages(db, page),
  };
}
