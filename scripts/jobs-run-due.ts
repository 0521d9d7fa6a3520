/**
 * `npm run jobs:run-due -- --now <ISO time>`: runs once every follow-up due by that time
 * (reminders, alerts, check-ins, retries), prints what it did and exits. It uses the database,
 * outbox and data the server is configured with (DATA_DIR, OUTBOX_DIR, DATABASE_URL...); on the
 * embedded database, stop the server first (the database belongs to one process at a time).
 * Without --now it runs what is due now. Exit status: 0 when every job ran or was retried later,
 * 1 on a bad argument or configuration.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { EnvError, loadEnv } from '../server/config/env';
import { loadReferenceData, ReferenceDataError } from '../server/data/reference-data';
import { openDb } from '../server/db/open-db';
import { startJobQueue } from '../server/jobs/job-queue';
import { createQueues } from '../server/jobs/queues';
import { describeReport, runDueJobs } from '../server/jobs/run-due';

export function parseNow(args: readonly string[], clock: () => Date = () => new Date()): Date {
  const flag = args.indexOf('--now');
  if (flag === -1) return clock();
  const raw = args[flag + 1];
  const parsed = raw === undefined ? Number.NaN : Date.parse(raw);
  if (raw === undefined || !/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(parsed)) {
    throw new UsageError(
      `--now needs an ISO date and time, such as 2026-12-01T09:30:00+11:00 (got ${raw === undefined ? 'nothing' : `"${raw}"`}).`,
    );
  }
  return new Date(parsed);
}

export class UsageError extends Error {}

async function main(): Promise<void> {
  const now = parseNow(process.argv.slice(2));
  const config = loadEnv();
  const db = await openDb(config);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db,
      referenceData: loadReferenceData(config.referenceDataDir),
      closeDbOnClose: true,
      logger: false,
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const started = Date.now();
  try {
    const boss = await startJobQueue(db, { background: false });
    try {
      await createQueues(boss);
      console.log(`Running what is due by ${now.toISOString()} (${db.driver} database)`);
      const reports = await runDueJobs(app.ctx, boss, now);
      for (const report of reports) console.log(describeReport(report));
    } finally {
      await boss.stop({ graceful: true, timeout: 10_000 });
    }
  } finally {
    await app.close();
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof EnvError || error instanceof ReferenceDataError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
