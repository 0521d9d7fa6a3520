/**
 * `npm run jobs:run-due -- --now <ISO time>`: runs once every follow-up due by that time
 * (reminders, alerts, check-ins, retries), prints what it did and exits. It uses the database,
 * outbox and data the server is configured with (DATA_DIR, OUTBOX_DIR, DATABASE_URL...); on the
 * embedded database, stop the server first (the database belongs to one process at a time).
 * Without --now it runs what is due now. Exit status: 0 when every job ran or was retried later,
 * 1 on a bad argument or configuration.
 */
import { EnvError, loadEnv } from '../../server/config/env';
import { ReferenceDataError } from '../../server/data/reference-data';
import { describeReport, runDueJobs } from '../../server/jobs/run-due';
import { openApp } from '../../server/server';

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
  const app = await openApp(loadEnv(), { logger: false });
  const started = Date.now();
  try {
    // The app's own job queue: stopped (its jobs finished) when the app closes.
    const boss = await app.ctx.jobQueue();
    console.log(`Running what is due by ${now.toISOString()} (${app.ctx.db.driver} database)`);
    for (const report of await runDueJobs(app.ctx, boss, now)) console.log(describeReport(report));
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
