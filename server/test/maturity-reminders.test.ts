/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { startJobQueue } from '../jobs/job-queue';
import { type KindReport, runDueJobs } from '../jobs/run-due';
import { ONE_CLICK_PATH } from '../plugins/one-click-unsubscribe';
import { e164, newPerson, signUp } from './helpers/auth-flows';
import { confirmAddress } from './helpers/follow-up-confirmations';
import { reportFor, useAppWithJobs } from './helpers/jobs';
import { emailBody } from './helpers/outbox';
import { errorOf, type TestApp, type TestClient } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const ANZ = '10004';

/**
 * The test clock's day is 3 November 2025 in Sydney: this deposit matures in 20 days, so its
 * reminders go on 9 November (14 days before) and 21 November (2 days before).
 */
const DEPOSIT = { provider_id: ANZ, amount: 50000, term_months: 6, rate: 0.045, maturity_date: '2025-11-23' };
/** 9 am in Sydney (UTC+11) on each reminder's day. */
const FOURTEEN_DAYS_BEFORE = new Date('2025-11-08T22:00:00Z');
const TWO_DAYS_BEFORE = new Date('2025-11-20T22:00:00Z');

const maturityReminders = (reports: KindReport[]) => reportFor(reports, 'maturity reminders');

async function remindersTo(t: TestApp, email: string): Promise<string[]> {
  return (await t.emailsTo(email)).filter((raw) => /^Subject: Your term deposit matures/m.test(raw));
}

function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : null;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each(testDrivers())('maturity reminders on %s', (driver) => {
  const { t, run } = useAppWithJobs(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  async function visitor(): Promise<TestClient> {
    const client = t().client();
    await client.main();
    return client;
  }

  async function depositCheck(client: TestClient, body: Record<string, unknown> = DEPOSIT): Promise<string> {
    const response = await client.post('/termDepositCheck/', body);
    expect(response.statusCode).toBe(200);
    return response.json<{ survey_id: string }>().survey_id;
  }

  async function member(first: string) {
    const client = await visitor();
    const person = await signUp(t(), client, newPerson(first, 'Saver'));
    return { client, person };
  }

  test('an e-mail to the account’s own address goes once on each reminder’s day, never before, with the figures and a link back', async () => {
    const { client, person } = await member('Rita');
    const surveyId = await depositCheck(client);
    const set = await client.post('/termDepositReminder/', {
      survey_id: surveyId,
      channel: 'email',
      email: person.email,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      reminder: {
        channel: 'email',
        to: `r***@${person.email.split('@')[1]}`,
        remind_on: ['2025-11-09', '2025-11-21'],
        confirmed: true,
      },
      confirmation: 'not_needed',
    });
    const read = await client.post('/getTermDepositReminder/', { survey_id: surveyId });
    expect(read.json()).toEqual({ reminder: set.json<{ reminder: unknown }>().reminder });

    // 8:59 am in Sydney on the day: not yet.
    expect(maturityReminders(await run(new Date('2025-11-08T21:59:00Z')))).toMatchObject({
      queued: 0,
      sent: 0,
    });
    expect(maturityReminders(await run(FOURTEEN_DAYS_BEFORE))).toMatchObject({
      queued: 1,
      sent: 1,
      failed: 0,
    });
    // Again the same day and the next: nothing more.
    expect(maturityReminders(await run(new Date('2025-11-10T01:00:00Z')))).toMatchObject({
      queued: 0,
      sent: 0,
    });

    const [raw, ...more] = await remindersTo(t(), person.email);
    expect(more).toHaveLength(0);
    expect(header(raw!, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/staysmart\.example\/api\/v1\/unsubscribe\/one-click\/\?token=[\w.-]+>$/,
    );
    expect(header(raw!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const text = flat(emailBody(raw!));
    // $50,000 × 4.5% × 6/12 = $1,125.00.
    expect(text).toContain('Your $50,000.00 term deposit with ANZ matures on 23 November 2025, in 14 days.');
    expect(text).toContain('At 4.50% p.a. for 6 months it earns $1,125.00.');
    expect(text).toMatch(
      /If it rolls over at ANZ's published rate of \d+\.\d\d% p\.a\., it would earn \$[\d,]+\.\d\d over another 6 months: \$[\d,]+\.\d\d (less|more) than it earns now\./,
    );
    expect(text).toMatch(/The best rate elsewhere for 6 months is \d+\.\d\d% p\.a\./);
    expect(text).toContain('Rates as the banks published them on 12 August 2024.');
    expect(text).toMatch(/https:\/\/staysmart\.example\/unsubscribe\/\?token=[\w.-]+/);
    // The words around the links (whose signed codes are random letters).
    expect(text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/Rita|NaN|undefined|today/);

    // The link opens the check with the figures of the day it is opened, in a browser never seen before.
    const link = /https:\/\/staysmart\.example\/savings-accounts\/check\/term-deposit\/\?event=(\S+)/.exec(
      text,
    );
    expect(link).not.toBeNull();
    const stranger = await visitor();
    const opened = await stranger.post('/getTermDepositCheckByLink/', {
      event_id: decodeURIComponent(link![1]!),
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      survey_id: surveyId,
      input: { maturity_date: '2025-11-23', amount_cents: 5_000_000 },
      check: { interest_cents: 112_500, maturity_date: '2025-11-23' },
    });
    const forged = await stranger.post('/getTermDepositCheckByLink/', { event_id: `${surveyId}.x.y` });
    expect(forged.statusCode).toBe(400);

    const notifications = await client.post('/getUserNotifications/', {});
    expect(notifications.json<{ items: { kind: string }[] }>().items.map((item) => item.kind)).toContain(
      'maturity_reminder',
    );

    // Two days before: the second, once; on the day it matures, nothing.
    expect(maturityReminders(await run(TWO_DAYS_BEFORE))).toMatchObject({ queued: 1, sent: 1 });
    expect(maturityReminders(await run(new Date('2025-11-22T23:00:00Z')))).toMatchObject({
      queued: 0,
      sent: 0,
    });
    const both = await remindersTo(t(), person.email);
    expect(both).toHaveLength(2);
    expect(flat(emailBody(both[1]!))).toContain('matures on 23 November 2025, in 2 days.');
  }, 90_000);

  test('another address is sent nothing until it is proved; one-click unsubscribe stops the second reminder', async () => {
    const client = await visitor();
    const email = `una.${driver}@example.com`;
    const surveyId = await depositCheck(client);
    const set = await client.post('/termDepositReminder/', { survey_id: surveyId, channel: 'email', email });
    expect(set.json()).toMatchObject({ confirmation: 'email_sent', reminder: { confirmed: false } });

    expect(maturityReminders(await run(FOURTEEN_DAYS_BEFORE))).toMatchObject({ queued: 0, sent: 0 });
    await confirmAddress(t(), email);
    expect(maturityReminders(await run(new Date('2025-11-09T01:00:00Z')))).toMatchObject({
      queued: 1,
      sent: 1,
    });
    const [first] = await remindersTo(t(), email);
    const url = new URL(/^<(.*)>$/.exec(header(first!, 'List-Unsubscribe')!)![1]!);
    expect(url.pathname).toBe(ONE_CLICK_PATH);
    const oneClick = await t().app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const page = await t()
      .client()
      .post('/emailList/', { token: url.searchParams.get('token') });
    expect(page.json()).toMatchObject({
      list: 'maturity_reminders',
      description: 'a reminder before your term deposit matures',
      subscribed: false,
    });

    expect(maturityReminders(await run(TWO_DAYS_BEFORE))).toMatchObject({
      queued: 1,
      sent: 0,
      suppressed: 1,
    });
    expect(await remindersTo(t(), email)).toHaveLength(1);
  }, 90_000);

  test('a text goes only to a signed-in account’s own mobile, with the link back and a link to stop them', async () => {
    const anonymous = await visitor();
    const theirs = await depositCheck(anonymous);
    const refused = await anonymous.post('/termDepositReminder/', { survey_id: theirs, channel: 'sms' });
    expect([refused.statusCode, errorOf(refused).message]).toEqual([
      401,
      'A text goes only to your account’s own mobile number: sign in, or choose an e-mail.',
    ]);
    const withNumber = await anonymous.post('/termDepositReminder/', {
      survey_id: theirs,
      channel: 'sms',
      email: 'someone@example.com',
    });
    expect(withNumber.statusCode).toBe(400);

    const { client, person } = await member('Tex');
    const surveyId = await depositCheck(client);
    const mobile = e164(person.mobile_number);
    const set = await client.post('/termDepositReminder/', { survey_id: surveyId, channel: 'sms' });
    expect(set.json()).toEqual({
      reminder: {
        channel: 'sms',
        to: `${mobile.slice(0, 4)}***${mobile.slice(-3)}`,
        remind_on: ['2025-11-09', '2025-11-21'],
        confirmed: true,
      },
      confirmation: 'not_needed',
    });
    const before = (await t().messagesTo(mobile)).length;
    expect(maturityReminders(await run(FOURTEEN_DAYS_BEFORE))).toMatchObject({ sent: 1 });
    const texts = (await t().messagesTo(mobile)).slice(before);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(
      'StaySmart: your $50,000.00 term deposit with ANZ matures on 23 November 2025, in 14 days.',
    );
    expect(texts[0]).toMatch(
      /Latest figures: https:\/\/staysmart\.example\/savings-accounts\/check\/term-deposit\/\?event=\S+/,
    );
    expect(texts[0]).toMatch(/Stop these texts: https:\/\/staysmart\.example\/unsubscribe\/\?token=\S+/);
    expect(texts[0]!.replace(/https?:\/\/\S+/g, '')).not.toContain('Tex');
    const [row] = await t().db.query<{ channel: string; status: string }>(
      `SELECT channel, status FROM sent_messages WHERE recipient = $1 AND kind = 'maturity_reminder'`,
      [mobile],
    );
    expect(row).toEqual({ channel: 'sms', status: 'sent' });
  }, 90_000);

  test('another visitor’s check cannot be reminded or read', async () => {
    const owner = await visitor();
    const surveyId = await depositCheck(owner);
    const stranger = await visitor();
    const set = await stranger.post('/termDepositReminder/', {
      survey_id: surveyId,
      channel: 'email',
      email: 'stranger@example.com',
    });
    expect([set.statusCode, errorOf(set).code]).toEqual([404, 'SURVEY_NOT_FOUND']);
    const read = await stranger.post('/getTermDepositReminder/', { survey_id: surveyId });
    expect([read.statusCode, errorOf(read).code]).toEqual([404, 'SURVEY_NOT_FOUND']);
    const [row] = await t().db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM maturity_reminders WHERE survey_id = $1',
      [surveyId],
    );
    expect(row!.count).toBe('0');
  });

  test('two job processes at once send each reminder once', async () => {
    const { client, person } = await member('Duo');
    const surveyId = await depositCheck(client);
    await client.post('/termDepositReminder/', {
      survey_id: surveyId,
      channel: 'email',
      email: person.email,
    });
    const ctx = t().app.ctx;
    const second = await startJobQueue(t().db, { background: false });
    try {
      const [a, b] = await Promise.all([
        run(FOURTEEN_DAYS_BEFORE),
        runDueJobs(ctx, second, FOURTEEN_DAYS_BEFORE),
      ]);
      expect(maturityReminders(a).sent + maturityReminders(b).sent).toBe(1);
    } finally {
      await second.stop({ graceful: false, timeout: 5_000 });
    }
    expect(await remindersTo(t(), person.email)).toHaveLength(1);
  }, 90_000);

  test.each([
    [{ channel: 'email' }, /^"email" must be an e-mail address, like name@example\.com\.$/],
    [{ channel: 'post', email: 'a@example.com' }, /^"channel" must be one of: email, sms/],
  ])('400 for %j', async (fields, message) => {
    const client = await visitor();
    const surveyId = await depositCheck(client);
    const response = await client.post('/termDepositReminder/', { survey_id: surveyId, ...fields });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toMatch(message);
  });

  test('400 when the deposit matures too soon for any reminder', async () => {
    const client = await visitor();
    const surveyId = await depositCheck(client, { ...DEPOSIT, maturity_date: '2025-11-04' });
    const response = await client.post('/termDepositReminder/', {
      survey_id: surveyId,
      channel: 'email',
      email: 'soon@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toMatch(/^Your deposit matures in less than 2 days/);
  });
});
