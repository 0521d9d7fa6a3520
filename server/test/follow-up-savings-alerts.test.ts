/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { startJobQueue } from '../jobs/job-queue';
import { createQueues } from '../jobs/queues';
import { type KindReport, runDueJobs } from '../jobs/run-due';
import { card, estimatedSurvey, visitor } from './helpers/card-surveys';
import { FIXTURE_DATA_DIR } from './helpers/paths';
import { useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const ALPHA_LOW_RATE = '10001-CC00001';
const BRAVO_EVERYDAY = '10002-CC00001';

const dataDir = mkdtempSync(path.join(tmpdir(), 'savings-alerts-data-'));
cpSync(FIXTURE_DATA_DIR, dataDir, { recursive: true });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Changes one card's figures in the data folder the app reads (the cost engine's file). */
function setCard(id: string, figures: Record<string, string>): void {
  const file = path.join(dataDir, 'credit-cards.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { cards: Record<string, object> };
  data.cards[id] = { ...data.cards[id], ...figures };
  writeFileSync(file, JSON.stringify(data));
}

const alerts = (reports: KindReport[]) => reports.find((report) => report.label === 'savings alerts')!;

describe.each(testDrivers())('savings alerts on %s', (driver) => {
  const t = useTestApp(driver, {
    env: { REFERENCE_DATA_DIR: dataDir, SITE_URL: 'https://staysmart.example' },
  });
  let boss: PgBoss;
  beforeAll(async () => {
    // As in the fixtures, whatever an earlier block changed.
    setCard(BRAVO_EVERYDAY, { purchaseRate: '19.99% p.a.' });
    await t().app.referenceDataReloader.reload('test');
    boss = await startJobQueue(t().db, { background: false });
    await createQueues(boss);
  }, 60_000);
  afterAll(async () => boss?.stop({ graceful: false, timeout: 5_000 }));

  const run = (days: number) =>
    runDueJobs(t().app.ctx, boss, new Date(t().clock.now().getTime() + days * 24 * 60 * 60 * 1000));

  test('no card saves $50 today; when the data changes so that one does, one e-mail, once per card', async () => {
    const client = await visitor(t());
    const surveyId = await estimatedSurvey(client, [card(ALPHA_LOW_RATE, 1500, 1000, 3000)]);
    const email = `saver.${driver}@example.com`;
    const registered = await client.post('/noOffersRegistration/', {
      survey_id: surveyId,
      email,
      first_name: 'Sam',
    });
    expect(registered.statusCode).toBe(200);

    expect(alerts(await run(1))).toMatchObject({ queued: 0, sent: 0 });

    // Bravo cuts its purchase rate: less interest on the balance Sam carries.
    setCard(BRAVO_EVERYDAY, { purchaseRate: '9.99% p.a.' });
    expect(await t().app.referenceDataReloader.reload('test')).toBe(true);
    expect(alerts(await run(2))).toMatchObject({ queued: 1, sent: 1 });
    // The same data again, and a later change that keeps Bravo the best: nothing more.
    expect(alerts(await run(3))).toMatchObject({ queued: 0, sent: 0 });
    setCard(BRAVO_EVERYDAY, { purchaseRate: '9.49% p.a.' });
    expect(await t().app.referenceDataReloader.reload('test')).toBe(true);
    expect(alerts(await run(4))).toMatchObject({ queued: 0, sent: 0 });

    const messages = (await t().messagesTo(email)).map((text) => text.replace(/\s+/g, ' '));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Hi Sam,');
    expect(messages[0]).toContain('When you checked your cards on 3 November 2025, no card beat your deal.');
    expect(messages[0]).toMatch(/the Bravo Everyday Credit Card would now save you about \$[\d,]+ a year/);
    expect(messages[0]).toContain('switching means applying for it');
    expect(messages[0]).toContain('https://staysmart.example/unsubscribe/?token=');
  }, 60_000);
});
