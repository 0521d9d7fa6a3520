/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { startJobQueue } from '../jobs/job-queue';
import { type KindReport, runDueJobs } from '../jobs/run-due';
import type { Mailer, MailMessage } from '../plugins/mail';
import { ONE_CLICK_PATH } from '../plugins/one-click-unsubscribe';
import { newPerson, signUp } from './helpers/auth-flows';
import { reportFor, useAppWithJobs } from './helpers/jobs';
import { COMMBANK_AWARDS, card, estimatedSurvey, surveyOfUpdateLink, visitor } from './helpers/card-surveys';
import { confirmAddress } from './helpers/follow-up-confirmations';
import { emailBody } from './helpers/outbox';
import type { TestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

/** The reminder e-mails to one address as sent, headers included. */
async function rawEmailsTo(t: TestApp, to: string): Promise<string[]> {
  return (await t.emailsTo(to)).filter((text) => /^Subject: Your StaySmart reminder/m.test(text));
}

const reminders = (reports: KindReport[]) => reportFor(reports, 'reminders');

/** The header's value, unfolded. */
function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : null;
}

describe.each(testDrivers())('reminders on %s', (driver) => {
  const { t, run } = useAppWithJobs(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  /**
   * A reminder booked `days` ahead by a member (to the account's own address) or a visitor (who
   * then uses the link e-mailed to confirm the address); the test clock reads 2025-11-03 20:00 in Sydney.
   */
  async function bookReminder(email: string, options: { member: boolean; days?: number }) {
    const client = await visitor(t());
    if (options.member) await signUp(t(), client, { ...newPerson('Rita', 'Reminder'), email });
    const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS, 1500, 1000, 3000)]);
    const answer = await client.post('/submitNudge/', {
      survey_id: surveyId,
      email,
      remind_in_days: options.days ?? 30,
    });
    expect(answer.statusCode).toBe(200);
    const { remind_on: remindOn, confirmation } = answer.json<{ remind_on: string; confirmation: string }>();
    expect(confirmation).toBe(options.member ? 'not_needed' : 'email_sent');
    if (!options.member) await confirmAddress(t(), email);
    return { client, surveyId, remindOn };
  }

  const at = (iso: string) => new Date(iso);

  test('is sent once, from 9 am Sydney time on its date, with the figures and the unsubscribe headers', async () => {
    const email = `rita.${driver}@example.com`;
    const { client, surveyId, remindOn } = await bookReminder(email, { member: true });
    expect(remindOn).toBe('2025-12-03');

    // 8:59 am in Sydney (UTC+11 in December): not yet.
    const early = await run(at('2025-12-02T21:59:00Z'));
    expect(reminders(early)).toMatchObject({ label: 'reminders', queued: 0, sent: 0 });
    expect(await rawEmailsTo(t(), email)).toHaveLength(0);

    const due = await run(at('2025-12-02T22:00:00Z'));
    expect(reminders(due)).toMatchObject({ queued: 1, sent: 1, failed: 0 });
    // Again, and much later: nothing more.
    const again = await run(at('2026-03-01T00:00:00Z'));
    expect(reminders(again)).toMatchObject({ queued: 0, sent: 0 });

    const [raw, ...more] = await rawEmailsTo(t(), email);
    expect(more).toHaveLength(0);
    const oneClick = header(raw!, 'List-Unsubscribe');
    expect(oneClick).toMatch(
      /^<https:\/\/staysmart\.example\/api\/v1\/unsubscribe\/one-click\/\?token=[\w.-]+>$/,
    );
    expect(header(raw!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const text = emailBody(raw!);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'You asked us to remind you on 3 December 2025 to check your credit cards again.',
    );
    expect(text).toMatch(/Your cards cost you about \$[\d,]+ a year\./);
    // The figures' own day (the fixture data's snapshot), not the day the reminder is sent.
    expect(text.replace(/\s+/g, ' ')).toContain('Figures as published by the banks on 12 August 2024.');
    expect(text).not.toMatch(/today/i);
    expect(text).toMatch(/^Stay: /m);
    expect(text).toMatch(/^Switch: /m);
    expect(text).toMatch(/https:\/\/staysmart\.example\/unsubscribe\/\?token=[\w.-]+/);
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
    // The link opens the survey's cards to update, without signing in.
    expect(await surveyOfUpdateLink(t(), text)).toBe(surveyId);

    // The member also finds it in their account.
    const notifications = await client.post('/getUserNotifications/', {});
    const kinds = notifications
      .json<{ items: { kind: string; title: string }[] }>()
      .items.map((item) => item.kind);
    expect(kinds).toContain('reminder');
  }, 60_000);

  test('one-click unsubscribe stops the next one at once, and the page can undo it', async () => {
    const email = `una.${driver}@example.com`;
    await bookReminder(email, { member: false });
    await bookReminder(email, { member: false, days: 90 });
    await run(at('2025-12-03T00:00:00Z'));
    const [first] = await rawEmailsTo(t(), email);
    const url = new URL(/^<(.*)>$/.exec(header(first!, 'List-Unsubscribe')!)![1]!);
    expect(url.pathname).toBe(ONE_CLICK_PATH);

    const refused = await t().app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'something=else',
    });
    expect(refused.statusCode).toBe(400);
    const forged = await t().app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${encodeURIComponent(url.searchParams.get('token')!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const oneClick = await t().app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    // The second reminder (90 days) comes due: not e-mailed, and recorded as such.
    const later = await run(at('2026-02-01T23:00:00Z'));
    expect(reminders(later)).toMatchObject({ queued: 1, sent: 0, suppressed: 1 });
    expect(await rawEmailsTo(t(), email)).toHaveLength(1);

    const token = url.searchParams.get('token')!;
    const page = t().client();
    const view = await page.post('/emailList/', { token });
    expect(view.json()).toEqual({
      list: 'reminders',
      description: 'reminders to check your cards again',
      email: `u***@example.com`,
      subscribed: false,
    });
    const back = await page.post('/resubscribeEmailList/', { token });
    expect(back.json()).toMatchObject({ subscribed: true });
    const left = await page.post('/leaveEmailList/', { token });
    expect(left.json()).toMatchObject({ subscribed: false });
    const bad = await page.post('/leaveEmailList/', { token: 'not-a-token' });
    expect(bad.statusCode).toBe(400);
  }, 60_000);

  test('a failed send is retried later and still goes out once; two runners at once send once', async () => {
    const email = `fay.${driver}@example.com`;
    await bookReminder(email, { member: false });
    const ctx = t().app.ctx;
    const sent: MailMessage[] = [];
    let failNext = true;
    const flaky: Mailer = {
      async send(message) {
        if (failNext) {
          failNext = false;
          throw new Error('SMTP 421 try again later');
        }
        sent.push(message);
      },
      close: async () => {},
    };
    const failing = await run(at('2025-12-03T00:00:00Z'), { ...ctx, mailer: flaky });
    expect(reminders(failing)).toMatchObject({ queued: 1, sent: 0, failed: 1 });
    const [row] = await t().db.query<{ status: string; attempts: number; error: string }>(
      'SELECT status, attempts, error FROM sent_messages WHERE recipient = $1',
      [email],
    );
    expect(row).toEqual({ status: 'failed', attempts: 1, error: 'SMTP 421 try again later' });

    // The retry's back-off has passed (pg-boss keeps time in the database).
    await t().db.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'send-reminder' AND state = 'retry'`,
    );
    const second = await startJobQueue(t().db, { background: false });
    try {
      const [a, b] = await Promise.all([
        run(at('2025-12-03T01:00:00Z'), { ...ctx, mailer: flaky }),
        runDueJobs({ ...ctx, mailer: flaky }, second, at('2025-12-03T01:00:00Z')),
      ]);
      expect(reminders(a).sent + reminders(b).sent).toBe(1);
    } finally {
      await second.stop({ graceful: false, timeout: 5_000 });
    }
    expect(sent.filter((message) => message.to === email)).toHaveLength(1);
    const [after] = await t().db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM sent_messages WHERE recipient = $1',
      [email],
    );
    expect(after).toEqual({ status: 'sent', attempts: 2 });
  }, 60_000);

  test('a reminder that fails every try becomes a dead letter; staff see it and send it back', async () => {
    const email = `dora.${driver}@example.com`;
    await bookReminder(email, { member: false });
    const ctx = t().app.ctx;
    const down: Mailer = {
      send: async () => {
        throw new Error('SMTP 554 mailbox unavailable');
      },
      close: async () => {},
    };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await t().db.query(
        `UPDATE pgboss.job SET start_after = now() WHERE name = 'send-reminder' AND state = 'retry'`,
      );
      await run(at('2025-12-03T00:00:00Z'), { ...ctx, mailer: down });
    }

    const staff = await visitor(t());
    await signUp(t(), staff, { ...newPerson('Sam', 'Staff'), email: 'staff@staysmart.example.com' });
    const page = await staff.post('/getJobsQA/', {});
    expect(page.statusCode).toBe(200);
    const body = page.json<{
      queues: { queue: string; failed: number }[];
      dead_letters: { id: string; queue: string; label: string; key: string; error: string }[];
      messages: {
        items: { key: string; recipient: string; status: string; attempts: number; error: string }[];
      };
    }>();
    const dead = body.dead_letters.find(
      (job) => job.key?.startsWith('reminder:') && job.error?.includes('554'),
    );
    expect(dead).toMatchObject({
      queue: 'send-reminder',
      label: 'reminders',
      error: 'SMTP 554 mailbox unavailable',
    });
    expect(body.queues.find((queue) => queue.queue === 'send-reminder')?.failed).toBeGreaterThanOrEqual(1);
    expect(body.messages.items.find((message) => message.key === dead!.key)).toMatchObject({
      recipient: `d***@example.com`,
      status: 'failed',
      attempts: 5,
    });
    // Not due again on its own.
    expect(reminders(await run(at('2025-12-04T00:00:00Z')))).toMatchObject({ queued: 0 });

    const visitorOnly = await visitor(t());
    await signUp(t(), visitorOnly);
    expect((await visitorOnly.post('/getJobsQA/', {})).statusCode).toBe(403);

    const retried = await staff.post('/retryDeadJobQA/', { job_id: dead!.id });
    expect(retried.json()).toEqual({ ok: true, moved: 1 });
    expect((await staff.post('/retryDeadJobQA/', { job_id: dead!.id })).statusCode).toBe(404);
    const sent = await run(at('2025-12-04T00:00:00Z'));
    expect(reminders(sent)).toMatchObject({ sent: 1 });
    expect(await rawEmailsTo(t(), email)).toHaveLength(1);
  }, 60_000);
});
