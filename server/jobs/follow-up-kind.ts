/**
 * One kind of follow-up (reminders, alerts, check-ins...): how to find what is due, and how to do
 * a batch of it. What is due is read from the tables the follow-up is about, never kept apart, so
 * planning again is always safe: the job queue holds at most one queued job per key (an
 * 'exclusive' pg-boss queue), and a key that has been done is no longer due.
 */
import type { AppContext } from '../app-context';

/** Tries per job, the first included; a message that failed this often is no longer due (staff see it in the dead letters). */
export const TRIES_PER_JOB = 5;

/** SQL: the `sent_messages` row `m` is done (sent, suppressed, or failed every try), so its key is not due again. */
export const MESSAGE_DONE = `(m.status IN ('sent', 'suppressed') OR m.attempts >= ${TRIES_PER_JOB})`;

/** The keys of one kind's messages that are done. */
export async function doneKeys(ctx: AppContext, kind: string): Promise<Set<string>> {
  const rows = await ctx.db.query<{ key: string }>(
    `SELECT m.idempotency_key AS key FROM sent_messages m WHERE m.kind = $1 AND ${MESSAGE_DONE}`,
    [kind],
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * The rows a batch of jobs is about, by id, in one query. `sql` ends in a condition on `$1`, the
 * ids as one comma-separated text: `... = ANY(string_to_array($1, ',')::uuid[])`.
 */
export async function rowsByIds<Row extends object, Id>(
  ctx: AppContext,
  sql: string,
  ids: readonly Id[],
  idOf: (row: Row) => Id,
): Promise<Map<Id, Row>> {
  const rows = await ctx.db.query<Row>(sql, [ids.join(',')]);
  return new Map(rows.map((row) => [idOf(row), row]));
}

export interface DueJob<Data> {
  /** The idempotency key: at most one queued job, and one message, per key. */
  key: string;
  data: Data;
}

export interface QueuedJob<Data> {
  id: string;
  data: Data;
}

/**
 * What became of one job: done (with what happened), or an error to retry it for. 'not-delivered'
 * is a job that ran but whose delivery failed, where the follow-up keeps its own retry schedule in
 * its table (refinance referrals): the job is done, the next try is a new job.
 */
export type JobOutcome =
  { status: 'sent' | 'already-sent' | 'suppressed' | 'skipped' | 'not-delivered' } | { error: Error };

export interface FollowUpKind<Data extends object> {
  /** The pg-boss queue, e.g. 'send-reminder'. */
  queue: string;
  /** Plural words for the run report, e.g. 'reminders'. */
  label: string;
  /** Everything due by `now` that has not been done. */
  due(ctx: AppContext, now: Date): Promise<DueJob<Data>[]>;
  /** Called once what `due` found is safely queued (e.g. to note the data version it was checked against). */
  onQueued?(ctx: AppContext, now: Date): Promise<void>;
  /** Does a batch of jobs, one outcome per job in the same order. */
  run(ctx: AppContext, jobs: readonly QueuedJob<Data>[], now: Date): Promise<JobOutcome[]>;
}
