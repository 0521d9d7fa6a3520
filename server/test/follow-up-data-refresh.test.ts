/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveFakeCdr } from '../../scripts/pipeline/refresh/fake-cdr';
import { refreshDay } from '../jobs/data-refresh';
import { reportFor, useAppWithJobs } from './helpers/jobs';

test.each([
  ['2025-12-02T17:59:00Z', '2025-12-02'], // 4:59 am on 3 December in Sydney (daylight time)
  ['2025-12-02T18:00:00Z', '2025-12-03'], // 5 am
  ['2025-06-30T19:00:00Z', '2025-07-01'], // 5 am on 1 July (standard time)
])('at %s the refresh due is the one for %s', (now, day) => {
  expect(refreshDay(new Date(now))).toBe(day);
});

describe('the daily data refresh as a job', () => {
  const { t, run } = useAppWithJobs('pglite', { env: { DATA_REFRESH: 'daily' } });
  let snapshots: string;
  let world: Awaited<ReturnType<typeof serveFakeCdr>>;
  const saved = { ...process.env };

  beforeAll(async () => {
    world = await serveFakeCdr([
      { id: 'beta', name: 'Beta Bank', host: 'beta.example', failWith: 500, products: [] },
    ]);
    snapshots = mkdtempSync(path.join(tmpdir(), 'refresh-job-'));
    // Where the refresh reads from and writes to.
    process.env.CDR_REGISTER_URL = world.registerUrl;
    process.env.CDR_SNAPSHOT_DIR = snapshots;
    process.env.CDR_BASE_SNAPSHOT_DIR = path.join(snapshots, 'none');
  }, 60_000);
  afterAll(async () => {
    process.env = saved;
    await world?.close();
    rmSync(snapshots, { recursive: true, force: true });
  }, 60_000);

  test('is not due while the live data is already that day’s', async () => {
    // 8 pm on 12 August 2024 in Sydney: the day of the data the server runs with.
    const report = reportFor(await run(new Date('2024-08-12T10:00:00Z')), 'data refresh');
    expect(report).toMatchObject({ queued: 0, failed: 0 });
  }, 60_000);

  test('refreshes once a day; a failed refresh fails the job with its one line and leaves the data', async () => {
    const app = t();
    const version = app.app.ctx.referenceData.version;
    const report = reportFor(await run(new Date('2025-12-02T18:30:00Z')), 'data refresh');
    expect(report).toMatchObject({ queued: 1, sent: 0, failed: 1 });
    expect(report.errors[0]).toBe(
      'Data refresh failed: no brand could be refreshed (0 of 1 brands); still serving the figures published on 12 August 2024.',
    );
    expect(app.app.ctx.referenceData.version).toBe(version);
    const [row] = await app.db.query("SELECT 1 FROM follow_up_checks WHERE name = 'data_refresh'");
    expect(row).toBeUndefined();
  }, 120_000);
});
