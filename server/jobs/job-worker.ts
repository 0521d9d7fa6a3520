/**
 * The job worker the server runs in-process (JOB_WORKER, default true): pg-boss with its
 * maintenance, and a pass over every follow-up (run-due.ts) a few seconds after start-up and then
 * every minute. Passes never overlap; stopping waits for the one running.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../app-context';
import type { Db } from '../db/db';
import { startJobQueue } from './job-queue';
import { describeReport, runDueJobs } from './run-due';

const PASS_EVERY_MS = 60_000;
const FIRST_PASS_AFTER_MS = 5_000;

export interface JobWorker {
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startJobWorker(
  db: Db,
  context: () => AppContext,
  log: FastifyBaseLogger,
): Promise<JobWorker> {
  const boss = await startJobQueue(db, {
    background: true,
    onError: (error) => log.warn({ err: error }, 'Job queue error'),
  });
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    const ctx = context();
    running = runDueJobs(ctx, boss, ctx.now())
      .then((reports) => {
        for (const report of reports) {
          if (report.queued > 0 || report.failed > 0) log.info({ jobs: report }, describeReport(report));
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'Follow-up pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(pass, FIRST_PASS_AFTER_MS);
  const timer = setInterval(pass, PASS_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    boss,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
