/**
 * One pass over every follow-up: queue what is due by `now`, then work each queue until nothing in
 * it is ready. Used by `npm run jobs:run-due` and by the server's worker on its timer. Jobs that
 * fail go back to the queue with back-off (pg-boss), so a pass ends even when a mail server is
 * down; the next pass after their delay tries them again.
 */
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../app-context';
import type { FollowUpKind, JobOutcome } from './follow-up-kind';
import { FOLLOW_UPS } from './queues';

/** Jobs fetched and done together: one query loads the rows for all of them. */
const BATCH_SIZE = 100;

export interface KindReport {
  label: string;
  queued: number;
  sent: number;
  suppressed: number;
  skipped: number;
  failed: number;
  /** The first few errors, for the log and the command's output. */
  errors: string[];
}

function emptyReport(label: string): KindReport {
  return { label, queued: 0, sent: 0, suppressed: 0, skipped: 0, failed: 0, errors: [] };
}

/** Queues every due job; a key already queued or running is left as it is (an 'exclusive' queue). */
async function queueDue(
  ctx: AppContext,
  boss: PgBoss,
  kind: FollowUpKind<object>,
  now: Date,
): Promise<number> {
  const due = await kind.due(ctx, now);
  for (let start = 0; start < due.length; start += 1_000) {
    await boss.insert(
      kind.queue,
      due.slice(start, start + 1_000).map((job) => ({ data: job.data, singletonKey: job.key })),
    );
  }
  await kind.onQueued?.(ctx, now);
  return due.length;
}

function count(report: KindReport, outcome: JobOutcome): void {
  if ('error' in outcome && report.errors.length < 3) report.errors.push(outcome.error.message);
  if ('error' in outcome || outcome.status === 'not-delivered') report.failed += 1;
  else if (outcome.status === 'sent') report.sent += 1;
  else if (outcome.status === 'suppressed') report.suppressed += 1;
  else report.skipped += 1;
}

/** Works one queue until no job in it is ready. */
async function drainQueue(
  ctx: AppContext,
  boss: PgBoss,
  kind: FollowUpKind<object>,
  now: Date,
  report: KindReport = emptyReport(kind.label),
): Promise<KindReport> {
  for (;;) {
    const jobs = await boss.fetch<object>(kind.queue, { batchSize: BATCH_SIZE });
    if (jobs.length === 0) return report;
    const outcomes = await kind.run(ctx, jobs, now);
    const done: string[] = [];
    for (const [index, job] of jobs.entries()) {
      const outcome = outcomes[index] ?? { error: new Error('The job was not run.') };
      count(report, outcome);
      if ('error' in outcome) await boss.fail(kind.queue, job.id, { message: outcome.error.message });
      else done.push(job.id);
    }
    if (done.length > 0) await boss.complete(kind.queue, done);
  }
}

export async function runDueJobs(ctx: AppContext, boss: PgBoss, now: Date): Promise<KindReport[]> {
  const reports: KindReport[] = [];
  for (const kind of FOLLOW_UPS) {
    const report = emptyReport(kind.label);
    report.queued = await queueDue(ctx, boss, kind, now);
    reports.push(await drainQueue(ctx, boss, kind, now, report));
  }
  return reports;
}

export function describeReport(report: KindReport): string {
  const parts = [`${report.sent} sent`];
  if (report.suppressed) parts.push(`${report.suppressed} not e-mailed (unsubscribed)`);
  if (report.skipped) parts.push(`${report.skipped} no longer due`);
  if (report.failed) parts.push(`${report.failed} failed (retried later)`);
  const errors = report.errors.length > 0 ? ` (first error: ${report.errors[0]})` : '';
  return `${report.label}: ${report.queued} due, ${parts.join(', ')}${errors}`;
}
