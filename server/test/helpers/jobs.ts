/** A test app with a job queue of its own, and reading a pass's report. */
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../app-context';
import { startJobQueue } from '../../jobs/job-queue';
import { type KindReport, runDueJobs } from '../../jobs/run-due';
import type { TestDriver } from './test-database';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * Registers beforeAll/afterAll for an app and a job queue on its database, in the describe block
 * it is called in. Links in e-mails point at https://staysmart.example unless `env.SITE_URL` says
 * otherwise. `options` may be a function, for settings known only once other beforeAll hooks ran.
 */
export function useAppWithJobs(driver: TestDriver, options: TestAppOptions | (() => TestAppOptions) = {}) {
  let app: TestApp | null = null;
  let boss: PgBoss | null = null;
  beforeAll(async () => {
    const settings = typeof options === 'function' ? options() : options;
    app = await startTestApp(driver, {
      ...settings,
      env: { SITE_URL: 'https://staysmart.example', ...settings.env },
    });
    boss = await startJobQueue(app.db, { background: false });
  }, 120_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false, timeout: 5_000 });
    await app?.close();
  }, 60_000);
  const t = () => {
    if (!app) throw new Error('The test app is not running (did beforeAll fail?).');
    return app;
  };
  return {
    t,
    boss: () => boss!,
    /** One pass at `at`, with the app's context unless the test swaps a part of it. */
    run: (at: Date, ctx: AppContext = t().app.ctx) => runDueJobs(ctx, boss!, at),
    /** The test clock's time plus `ms`. */
    after: (ms: number) => new Date(t().clock.now().getTime() + ms),
  };
}

/** One follow-up's line of a pass's report, found by its label. */
export function reportFor(reports: KindReport[], label: string): KindReport {
  const found = reports.find((report) => report.label === label);
  if (!found) throw new Error(`The pass has no report for ${label}.`);
  return found;
}
