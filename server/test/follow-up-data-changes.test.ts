/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KindReport } from '../jobs/run-due';
import { newPerson, signUp } from './helpers/auth-flows';
import { card, estimatedSurvey, surveyOfUpdateLink, visitor } from './helpers/card-surveys';
import { confirmAddress, confirmationEmailsTo } from './helpers/follow-up-confirmations';
import { reportFor, useAppWithJobs } from './helpers/jobs';
import { homeLoanVisitor, registerAndVerify, startLoanSurvey } from './helpers/home-loans';
import { FIXTURE_DATA_DIR } from './helpers/paths';
import { testDrivers } from './helpers/test-database';

const ALPHA_LOW_RATE = '10001-CC00001';
const BRAVO_EVERYDAY = '10002-CC00001';
const BRAVO_LOW_RATE_LOAN = '10002-HL00001';

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

const reportOf = (label: string) => (reports: KindReport[]) => reportFor(reports, label);
const alerts = reportOf('savings alerts');
const cardUpdates = reportOf('saved-card updates');

const rateAlerts = reportOf('home-loan rate alerts');

/** Sets the rate of one home loan's first rate (the owner-occupier variable one in the fixtures). */
function setLoanRate(id: string, rate: number): void {
  const file = path.join(dataDir, 'products-hl.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    products: { id: string; rates: { rate: number }[] }[];
  };
  const loan = data.products.find((product) => product.id === id)!;
  loan.rates[0]!.rate = rate;
  writeFileSync(file, JSON.stringify(data));
}

/** Dates the data folder's snapshot: the day its messages say the figures were published. */
function setSnapshotDate(day: string): void {
  const file = path.join(dataDir, 'meta.json');
  const meta = JSON.parse(readFileSync(file, 'utf8')) as object;
  writeFileSync(file, JSON.stringify({ ...meta, snapshotDate: day }));
}

function writeChanges(changes: object[]): void {
  writeFileSync(path.join(dataDir, 'changes.json'), JSON.stringify({ changes }));
}

describe.each(testDrivers())('follow-ups of data changes on %s', (driver) => {
  const jobs = useAppWithJobs(driver, { env: { REFERENCE_DATA_DIR: dataDir } });
  const { t } = jobs;
  beforeAll(async () => {
    // As in the fixtures, whatever an earlier block changed.
    setCard(BRAVO_EVERYDAY, { purchaseRate: '19.99% p.a.' });
    setCard(ALPHA_LOW_RATE, { purchaseRate: '19.99% p.a.' });
    writeChanges([]);
    setLoanRate(BRAVO_LOW_RATE_LOAN, 0.0584);
    setSnapshotDate('2024-08-12');
    await t().app.referenceDataReloader.reload('test');
  }, 60_000);

  const run = (days: number) => jobs.run(jobs.after(days * 24 * 60 * 60 * 1000));

  test('no card saves $50 today; when the data changes so that one does, one e-mail, once per card', async () => {
    const client = await visitor(t());
    const surveyId = await estimatedSurvey(client, [card(ALPHA_LOW_RATE, 1500, 1000, 3000)]);
    const email = `saver.${driver}@example.com`;
    const registered = await client.post('/noOffersRegistration/', {
      survey_id: surveyId,
      email,
      first_name: 'Sam',
    });
    expect(registered.json()).toEqual({ ok: true, confirmation: 'email_sent' });
    await confirmAddress(t(), email);

    expect(alerts(await run(1))).toMatchObject({ queued: 0, sent: 0 });

    // Bravo cuts its purchase rate: less interest on the balance Sam carries.
    setCard(BRAVO_EVERYDAY, { purchaseRate: '9.99% p.a.' });
    setSnapshotDate('2025-11-04');
    expect(await t().app.referenceDataReloader.reload('test')).toBe(true);
    expect(alerts(await run(2))).toMatchObject({ queued: 1, sent: 1 });
    // The same data again, and a later change that keeps Bravo the best: nothing more.
    expect(alerts(await run(3))).toMatchObject({ queued: 0, sent: 0 });
    setCard(BRAVO_EVERYDAY, { purchaseRate: '9.49% p.a.' });
    expect(await t().app.referenceDataReloader.reload('test')).toBe(true);
    expect(alerts(await run(4))).toMatchObject({ queued: 0, sent: 0 });

    const messages = (await t().messagesTo(email))
      .map((text) => text.replace(/\s+/g, ' '))
      .filter((text) => !text.includes('/confirm-email/'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Hi Sam,');
    expect(messages[0]).toContain('When you checked your cards on 3 November 2025, no card beat your deal.');
    expect(messages[0]).toMatch(/the Bravo Everyday Credit Card would now save you about \$[\d,]+ a year/);
    expect(messages[0]).toContain('switching means applying for it');
    // The day of the data the figures come from, never "today".
    expect(messages[0]).toContain('Figures as published by the banks on 4 November 2025.');
    expect(messages[0]).not.toMatch(/today/i);
    expect(messages[0]).toContain('https://staysmart.example/unsubscribe/?token=');
    // The link opens the survey's cards to update, without signing in.
    expect(await surveyOfUpdateLink(t(), messages[0]!)).toBe(surveyId);
  }, 60_000);

  test('a saved card whose figures change: one notification with the new yearly cost', async () => {
    const client = await visitor(t());
    await signUp(t(), client, newPerson('Cara', 'Saved'));
    const saved = await client.post('/updateUserProducts/', {
      products: [card(ALPHA_LOW_RATE, 1500, 1000, 3000)],
    });
    expect(saved.statusCode).toBe(200);
    expect(cardUpdates(await run(1))).toMatchObject({ queued: 0 });

    // Alpha cuts its purchase rate on 10 November; the import records it in changes.json.
    setCard(ALPHA_LOW_RATE, { purchaseRate: '14.99% p.a.' });
    writeChanges([
      {
        on: '2025-11-10',
        providerId: '10001',
        productId: ALPHA_LOW_RATE,
        cdrProductId: 'cdr-10001-CC00001',
        field: 'purchaseRate',
        from: 0.1999,
        to: 0.1499,
      },
    ]);
    setSnapshotDate('2025-11-10');
    expect(await t().app.referenceDataReloader.reload('test')).toBe(true);
    expect(cardUpdates(await run(8))).toMatchObject({ queued: 1, sent: 1 });
    expect(cardUpdates(await run(9))).toMatchObject({ queued: 0, sent: 0 });

    const page = await client.post('/getUserNotifications/', {});
    const updates = page
      .json<{ items: { kind: string; title: string; body: string }[] }>()
      .items.filter((item) => item.kind === 'card_update');
    expect(updates).toEqual([
      {
        ...updates[0],
        title: expect.stringMatching(/^Your Alpha Low Rate.* has changed$/),
        body: expect.stringMatching(
          /^Purchase rate changed from 19\.99% p\.a\. to 14\.99% p\.a\.\. Your saved cards cost about \$[\d,]+ a year\. Figures as published by the banks on 10 November 2025\.$/,
        ),
      },
    ]);
  }, 60_000);

  test('a home-loan rate alert when a loan would save the amount chosen, not about offers already seen', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    const person = await registerAndVerify(t(), client, surveyId, newPerson('Hana', 'Loan'));
    const preferences = await client.post('/updateHLSurveyRegistrations/', {
      survey_id: surveyId,
      rate_alerts: true,
      alert_threshold: 500,
      preferred_contact: 'email',
      best_time: 'any',
    });
    expect(preferences.json()).toMatchObject({ confirmation: 'email_sent' });
    // The data live when the alerts were set: nothing to say.
    expect(rateAlerts(await run(1))).toMatchObject({ queued: 0 });

    // A day later Bravo cuts its low rate to 4.49%, but the address is not confirmed yet: nothing.
    t().clock.advance(24 * 60 * 60 * 1000);
    setLoanRate(BRAVO_LOW_RATE_LOAN, 0.0449);
    expect(await t().app.referenceDataReloader.reload('test')).toBe(true);
    expect(rateAlerts(await run(2))).toMatchObject({ queued: 0, sent: 0 });
    expect(await t().messagesTo(person.email)).toHaveLength(
      (await confirmationEmailsTo(t(), person.email)).length,
    );

    // Confirmed: the next change (to 3.99%) is worth an alert.
    await confirmAddress(t(), person.email);
    setLoanRate(BRAVO_LOW_RATE_LOAN, 0.0399);
    setSnapshotDate('2025-11-12');
    expect(await t().app.referenceDataReloader.reload('test')).toBe(true);
    expect(rateAlerts(await run(3))).toMatchObject({ queued: 1, sent: 1 });
    expect(rateAlerts(await run(4))).toMatchObject({ queued: 0, sent: 0 });

    const messages = (await t().messagesTo(person.email)).filter((text) =>
      text.includes('rates have changed'),
    );
    expect(messages).toHaveLength(1);
    const text = messages[0]!.replace(/\s+/g, ' ');
    expect(text).toContain('You asked us to tell you when a home loan would save you at least $500 a year.');
    expect(text).toMatch(
      /Bravo Credit Union has the Bravo Low Rate Home Loan at 3\.99% p\.a\. \(comparison rate [\d.]+% p\.a\.\*\)/,
    );
    expect(text).toMatch(/about \$[\d,]+ a year on average: \$[\d,]+ over the rest of your loan/);
    expect(text).toContain('Figures as published by the lenders on 12 November 2025.');
    expect(text).toContain(
      '* based on a loan of $150,000 over 25 years. WARNING: This comparison rate is true only',
    );
  }, 60_000);
});
