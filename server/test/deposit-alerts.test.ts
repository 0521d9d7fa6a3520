/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResponseOf } from '../../src/api/contract';
import type { getSavingsCheck, savingsCheck } from '../../src/api/deposit-checks';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import type { KindReport } from '../jobs/run-due';
import { ONE_CLICK_PATH } from '../plugins/one-click-unsubscribe';
import { newPerson, signUp } from './helpers/auth-flows';
import { confirmAddress } from './helpers/follow-up-confirmations';
import { reportFor, useAppWithJobs } from './helpers/jobs';
import type { TestClient } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

type SavingsAnswer = ResponseOf<typeof savingsCheck>;
type KeptAnswer = ResponseOf<typeof getSavingsCheck>;

const UBANK_SAVE = '10098-SV00001';
const HOME_ME = '10066-SV00001';
const NETBANK_SAVER = '10034-SV00002';
const ALERT_SUBJECT = /^Subject: A savings account would pay you/m;

const dataDir = mkdtempSync(path.join(tmpdir(), 'deposit-alerts-data-'));
cpSync(DATA_DIR, dataDir, { recursive: true });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Sets a savings account's bonus rate (its first bonus band and its headline rates) in the data the app reads. */
function setBonusRate(id: string, rate: number): void {
  const file = path.join(dataDir, 'products-sv.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    products: {
      id: string;
      bonusRate: number;
      maxRate: number;
      rateBands: { kind: string; rate: number }[];
    }[];
  };
  const account = data.products.find((product) => product.id === id)!;
  account.bonusRate = rate;
  account.maxRate = rate;
  account.rateBands.find((band) => band.kind === 'bonus')!.rate = rate;
  writeFileSync(file, JSON.stringify(data));
}

/** Sets a savings account's base rate (its base band and its headline rates) in the data the app reads. */
function setBaseRate(id: string, rate: number): void {
  const file = path.join(dataDir, 'products-sv.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    products: {
      id: string;
      baseRate: number;
      maxRate: number;
      rateBands: { kind: string; rate: number }[];
    }[];
  };
  const account = data.products.find((product) => product.id === id)!;
  account.baseRate = rate;
  account.maxRate = Math.max(account.maxRate, rate);
  account.rateBands.find((band) => band.kind === 'base')!.rate = rate;
  writeFileSync(file, JSON.stringify(data));
}

/** Dates the data folder's snapshot, so a reload is a new version of the data. */
function setSnapshotDate(day: string): void {
  const file = path.join(dataDir, 'meta.json');
  const meta = JSON.parse(readFileSync(file, 'utf8')) as object;
  writeFileSync(file, JSON.stringify({ ...meta, snapshotDate: day }));
}

/** The header's value, unfolded. */
function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : null;
}

const alerts = (reports: KindReport[]) => reportFor(reports, 'savings-account alerts');

/** Whole dollars as the e-mail writes a yearly figure: `$1,746`. */
const wholeDollars = (cents: number): string =>
  `$${Math.round(cents / 100).toLocaleString('en-AU', { maximumFractionDigits: 0 })}`;

describe.each(testDrivers())('savings alerts on %s', (driver) => {
  const jobs = useAppWithJobs(driver, { env: { REFERENCE_DATA_DIR: dataDir } });
  const { t } = jobs;
  const run = (days: number) => jobs.run(jobs.after(days * 24 * 60 * 60 * 1000));
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    // As in the data, whatever an earlier block changed.
    setBonusRate(UBANK_SAVE, 0.055);
    setBaseRate(HOME_ME, 0.0055);
    setSnapshotDate('2024-08-12');
    await t().app.referenceDataReloader.reload('test');
  }, 60_000);

  async function visitor(): Promise<TestClient> {
    const client = t().client();
    await client.main();
    return client;
  }

  async function check(client: TestClient, body: Record<string, unknown>): Promise<SavingsAnswer> {
    const response = await client.post('/savingsCheck/', body);
    expect(response.statusCode).toBe(200);
    return response.json<SavingsAnswer>();
  }

  /** The alert e-mails to one address as sent, headers included. */
  async function alertEmailsTo(email: string): Promise<string[]> {
    return (await t().emailsTo(email)).filter((text) => ALERT_SUBJECT.test(text));
  }

  /** A new version of the data, a day later on the test clock. */
  async function newData(day: string): Promise<void> {
    t().clock.advance(DAY);
    setSnapshotDate(day);
    expect(await t().app.referenceDataReloader.reload('test')).toBe(true);
  }

  test('an alert is sent once when an account comes to pay at least the amount more, and not before', async () => {
    const client = await visitor();
    const person = await signUp(t(), client, newPerson('Sage', 'Saver'));
    // An account typed by hand at 8%: nothing in the data pays as much.
    const mine = await check(client, {
      account: { entered: { provider_name: 'Tiny Credit Union', name: 'My Secret Saver', base_rate: 0.08 } },
      balance: 50000,
      monthly_deposit: 500,
    });
    expect(mine.no_better_account).toBe(true);

    const set = await client.post('/savingsAlert/', { survey_id: mine.survey_id, threshold: 100 });
    expect(set.statusCode).toBe(200);
    // The account's own address: proved already.
    expect(set.json()).toEqual({
      survey_id: mine.survey_id,
      threshold_cents: 10_000,
      email: person.email,
      confirmation: 'not_needed',
    });
    expect(alerts(await run(1))).toMatchObject({ queued: 0, sent: 0 });

    // New data in which nothing beats 8%: nothing to say.
    await newData('2025-11-05');
    expect(alerts(await run(2))).toMatchObject({ queued: 0, sent: 0 });

    // ubank lifts its Save bonus to 10%: the $500 a month meets its condition.
    setBonusRate(UBANK_SAVE, 0.1);
    await newData('2025-11-06');
    expect(alerts(await run(3))).toMatchObject({ queued: 1, sent: 1 });
    expect(alerts(await run(4))).toMatchObject({ queued: 0, sent: 0 });
    // The same account best again in later data: not again.
    await newData('2025-11-07');
    expect(alerts(await run(5))).toMatchObject({ queued: 0, sent: 0 });

    // The same check on today's figures, from another browser (the first one's session has lapsed).
    const today = await check(await visitor(), {
      account: { entered: { provider_name: 'Tiny Credit Union', name: 'My Secret Saver', base_rate: 0.08 } },
      balance: 50000,
      monthly_deposit: 500,
    });
    const ubank = today.switch.find((offer) => offer.account_id === UBANK_SAVE)!;
    expect(ubank.gain_cents).toBe(ubank.first_year.earned_cents - today.current.first_year.earned_cents);

    const [raw, ...more] = await alertEmailsTo(person.email);
    expect(more).toHaveLength(0);
    const text = (await t().messagesTo(person.email))
      .map((message) => message.replace(/\s+/g, ' '))
      .find((message) => message.includes('would pay you at least'))!;
    expect(text).toContain(
      'You asked us to tell you when a savings account you can open would pay you at least $100 more a year than yours.',
    );
    expect(text).toContain(
      `The ubank Save account would pay you about ${wholeDollars(ubank.first_year.earned_cents)} in the next 12 months, ` +
        `${wholeDollars(ubank.gain_cents)} more than your account's ${wholeDollars(today.current.first_year.earned_cents)}`,
    );
    // The day the banks published the figures, never "today".
    expect(text).toContain('Figures as published by the banks on 12 August 2024.');
    // Nothing the visitor typed is in the message.
    expect(text).not.toContain('Tiny Credit Union');
    expect(text).not.toContain('My Secret Saver');
    expect(header(raw!, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/staysmart\.example\/api\/v1\/unsubscribe\/one-click\/\?token=/,
    );

    // The link opens the check with the figures of the day, in a browser that has never been here.
    const link = /https:\/\/staysmart\.example\/savings-accounts\/check\/\?event=(\S+)/.exec(text)!;
    const stranger = await visitor();
    const opened = await stranger.post('/getSavingsCheck/', { event_id: decodeURIComponent(link[1]!) });
    expect(opened.statusCode).toBe(200);
    const kept = opened.json<KeptAnswer>();
    expect(kept.survey_id).toBe(mine.survey_id);
    expect(kept.check?.switch[0]?.account_id).toBe(UBANK_SAVE);
    const forged = await stranger.post('/getSavingsCheck/', { event_id: `${link[1]!.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);

    setBonusRate(UBANK_SAVE, 0.055);
  }, 120_000);

  test('a typed address is confirmed first; one-click unsubscribe stops the next alert', async () => {
    const client = await visitor();
    const email = `saver.${driver}@example.com`;
    const mine = await check(client, {
      account: { product_id: NETBANK_SAVER },
      balance: 50000,
      monthly_deposit: 500,
    });
    const set = await client.post('/savingsAlert/', { survey_id: mine.survey_id, threshold: 250, email });
    expect(set.json()).toMatchObject({ threshold_cents: 25_000, email, confirmation: 'email_sent' });

    // Not confirmed: nothing, however much better the accounts are.
    await newData('2025-11-08');
    expect(alerts(await run(6))).toMatchObject({ queued: 0, sent: 0 });

    await confirmAddress(t(), email);
    await newData('2025-11-09');
    expect(alerts(await run(7))).toMatchObject({ queued: 1, sent: 1 });
    const [raw] = await alertEmailsTo(email);
    const url = new URL(/^<(.*)>$/.exec(header(raw!, 'List-Unsubscribe')!)![1]!);
    expect(url.pathname).toBe(ONE_CLICK_PATH);
    const oneClick = await t().app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    // Another account becomes the best: suppressed, not e-mailed (the first test's saver, still
    // on the list, is told of it).
    setBaseRate(HOME_ME, 0.12);
    await newData('2025-11-10');
    expect(alerts(await run(8))).toMatchObject({ queued: 2, sent: 1, suppressed: 1 });
    expect(await alertEmailsTo(email)).toHaveLength(1);
    setBaseRate(HOME_ME, 0.0055);
  }, 120_000);

  test('another visitor’s check cannot be given an alert, and the amount is one of the choices', async () => {
    const owner = await visitor();
    const mine = await check(owner, { account: { product_id: NETBANK_SAVER }, balance: 50000 });
    const other = await visitor();
    const refused = await other.post('/savingsAlert/', {
      survey_id: mine.survey_id,
      threshold: 100,
      email: 'other@example.com',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: { code: 'SURVEY_NOT_FOUND' } });

    const odd = await owner.post('/savingsAlert/', {
      survey_id: mine.survey_id,
      threshold: 75,
      email: 'a@example.com',
    });
    expect(odd.statusCode).toBe(400);
    // Not signed in, and no address: where would it go?
    const nowhere = await owner.post('/savingsAlert/', { survey_id: mine.survey_id, threshold: 50 });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ error: { message: '"email": say where to send the alert.' } });
  }, 60_000);
});
