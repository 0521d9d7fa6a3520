/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { removeExpired } from '../services/housekeeping';
import { newPerson, signUp } from './helpers/auth-flows';
import { startSurvey, visitor } from './helpers/card-surveys';
import {
  CONFIRMATION_SUBJECT,
  confirmationEmailsTo,
  confirmationTokenIn,
  latestConfirmationToken,
  openConfirmationLink,
} from './helpers/follow-up-confirmations';
import { homeLoanVisitor, registerAndVerify, startLoanSurvey } from './helpers/home-loans';
import { reportFor, useAppWithJobs } from './helpers/jobs';
import { errorOf, type TestApp, type TestClient } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** The reminder e-mails (not the confirmation) to one address. */
async function remindersTo(t: TestApp, email: string): Promise<string[]> {
  return (await t.emailsTo(email)).filter((raw) => /^Subject: Your StaySmart reminder/m.test(raw));
}

/** The same token with one character of its signature changed. */
function tampered(token: string): string {
  return token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
}

describe.each(testDrivers())('reminders and alerts only to a confirmed address, on %s', (driver) => {
  const jobs = useAppWithJobs(driver);
  const { t } = jobs;
  /** A pass a month on, when every reminder booked for 30 days is due. */
  const monthOn = () => jobs.run(jobs.after(31 * DAY));

  async function nudge(client: TestClient, surveyId: string, email: string) {
    return client.post('/submitNudge/', { survey_id: surveyId, email, remind_in_days: 30 });
  }

  test('a visitor gets only a confirmation e-mail; nothing is sent until its link is used', async () => {
    const client = await visitor(t());
    const surveyId = await startSurvey(client);
    const email = `nora.${driver}@example.com`;
    const booked = await nudge(client, surveyId, email);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toEqual({ remind_on: '2025-12-03', confirmation: 'email_sent' });
    // Two more for the same survey and address at once: the first link covers them, no second e-mail.
    const noOffers = await client.post('/noOffersRegistration/', {
      survey_id: surveyId,
      email,
      first_name: 'Visit www.evil.example',
    });
    expect(noOffers.json()).toEqual({ ok: true, confirmation: 'email_sent' });
    const wishes = { survey_id: surveyId, email, interests: ['lower-fee'] };
    expect((await client.post('/submit2BeRegistration/', wishes)).json()).toEqual({
      ok: true,
      confirmation: 'email_sent',
    });

    const everything = await t().emailsTo(email);
    expect(everything).toHaveLength(1);
    expect(everything[0]).toContain(`Subject: ${CONFIRMATION_SUBJECT}`);
    const [text] = await confirmationEmailsTo(t(), email);
    const flat = text!.replace(/\s+/g, ' ');
    expect(flat).toContain('Hi, Someone, probably you, asked StaySmart to e-mail this address:');
    expect(flat).toContain('- A reminder on 3 December 2025 to check your credit cards again');
    expect(flat).toContain('it works for 7 days');
    // Our words only: nothing the visitor typed, no unsubscribe list (it is not a follow-up).
    expect(text).not.toMatch(/evil|Visit/);
    expect(text).not.toContain('unsubscribe');

    const before = await monthOn();
    expect(reportFor(before, 'reminders').queued).toBe(0);
    expect(await remindersTo(t(), email)).toHaveLength(0);

    const token = confirmationTokenIn(text!);
    const page = await visitor(t());
    const read = await page.post('/followUpConfirmation/', { token });
    expect(read.json()).toEqual({
      email: `n***@example.com`,
      follow_ups: [
        { kind: 'reminder', description: 'A reminder on 3 December 2025 to check your credit cards again' },
        { kind: 'savings_alert', description: 'An e-mail when a card would save you at least $50 a year' },
        { kind: 'wish_list', description: 'An e-mail when a card matches your wish list' },
      ],
      confirmed: false,
    });
    // Reading the link changes nothing; the button (a POST with the CSRF header) does.
    expect(reportFor(await monthOn(), 'reminders').queued).toBe(0);
    expect((await page.post('/confirmFollowUps/', { token }, { noCsrf: true })).statusCode).toBe(403);
    const confirmed = await page.post('/confirmFollowUps/', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'n***@example.com', confirmed: true });
    expect((await page.post('/confirmFollowUps/', { token })).json()).toMatchObject({ confirmed: true });

    expect(reportFor(await monthOn(), 'reminders').sent).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(t(), email)).toHaveLength(1);
    expect(await t().emailsTo(email)).toHaveLength(2);
  }, 60_000);

  test('a link that was changed, or has expired, is refused with a clear 400 and confirms nothing', async () => {
    const client = await visitor(t());
    const surveyId = await startSurvey(client);
    const email = `tess.${driver}@example.com`;
    await nudge(client, surveyId, email);
    const token = await latestConfirmationToken(t(), email);
    const [surveyPart, addressPart, expiresPart, signed] = token.split('.');

    const forged = [
      tampered(token),
      // Another address, or a later expiry, under the same signature.
      [surveyPart, Buffer.from('mallory@example.com').toString('base64url'), expiresPart, signed].join('.'),
      [surveyPart, addressPart, (parseInt(expiresPart!, 36) + 86_400).toString(36), signed].join('.'),
      'not-a-token',
    ];
    for (const bad of forged) {
      const response = await openConfirmationLink(t(), bad);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'BAD_REQUEST',
        message:
          'This link is not one of ours, or part of it is missing. Open it from the e-mail again, copying the whole link.',
      });
    }

    t().clock.advance(7 * DAY + MINUTE);
    const expired = await openConfirmationLink(t(), token);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).message).toBe(
      'This link has expired: a link to confirm your e-mail works for 7 days. Ask for the reminder or alert again on our site, and we will send you a new link.',
    );
    const [row] = await t().db.query<{ confirmed: boolean }>(
      'SELECT email_confirmed_at IS NOT NULL AS confirmed FROM survey_registrations WHERE survey_id = $1',
      [surveyId],
    );
    expect(row).toEqual({ confirmed: false });
    expect(reportFor(await monthOn(), 'reminders').queued).toBe(0);
    expect(await remindersTo(t(), email)).toHaveLength(0);

    // Housekeeping removes it: its link has expired, so it can never be sent.
    const removed = await removeExpired(t().db, t().clock.now());
    expect(removed.unconfirmedRegistrations).toBeGreaterThanOrEqual(1);
    expect(await t().db.query('SELECT 1 FROM survey_registrations WHERE survey_id = $1', [surveyId])).toEqual(
      [],
    );
  }, 60_000);

  test('a signed-in visitor’s own address needs no confirmation; another address does', async () => {
    const client = await visitor(t());
    const person = await signUp(t(), client, newPerson('Owen', 'Own'));
    const surveyId = await startSurvey(client);
    const own = await nudge(client, surveyId, person.email.toUpperCase());
    expect(own.json()).toMatchObject({ confirmation: 'not_needed' });
    expect(await confirmationEmailsTo(t(), person.email)).toHaveLength(0);

    const other = `other.${driver}@example.com`;
    const elsewhere = await client.post('/noOffersRegistration/', { survey_id: surveyId, email: other });
    expect(elsewhere.json()).toEqual({ ok: true, confirmation: 'email_sent' });
    expect(await confirmationEmailsTo(t(), other)).toHaveLength(1);

    await monthOn();
    expect(await remindersTo(t(), person.email)).toHaveLength(1);
  }, 60_000);

  test('an address proved for the survey stays proved; a changed one needs its own link', async () => {
    const client = await visitor(t());
    const surveyId = await startSurvey(client);
    const first = `first.${driver}@example.com`;
    await nudge(client, surveyId, first);
    await openConfirmationLink(t(), await latestConfirmationToken(t(), first));
    const wishes = { survey_id: surveyId, email: first, interests: ['lower-rate'] };
    expect((await client.post('/submit2BeRegistration/', wishes)).json()).toMatchObject({
      confirmation: 'not_needed',
    });
    expect(await confirmationEmailsTo(t(), first)).toHaveLength(1);

    // The reminder moves to another address: the first address's link no longer starts it.
    const second = `second.${driver}@example.com`;
    expect((await nudge(client, surveyId, second)).json()).toMatchObject({ confirmation: 'email_sent' });
    const stale = await openConfirmationLink(t(), await latestConfirmationToken(t(), first));
    expect(stale.json()).toMatchObject({
      follow_ups: [{ kind: 'wish_list' }],
      confirmed: true,
    });
    await monthOn();
    expect(await remindersTo(t(), first)).toHaveLength(0);
    expect(await remindersTo(t(), second)).toHaveLength(0);
  }, 60_000);

  test('a resent form sends no second link within ten minutes; an address gets at most five a day', async () => {
    const client = await visitor(t());
    const email = `flood.${driver}@example.com`;
    const surveys = [];
    for (let index = 0; index < 6; index += 1) surveys.push(await startSurvey(client));
    await nudge(client, surveys[0]!, email);
    await nudge(client, surveys[0]!, email);
    expect(await confirmationEmailsTo(t(), email)).toHaveLength(1);
    t().clock.advance(11 * MINUTE);
    await nudge(client, surveys[0]!, email);
    expect(await confirmationEmailsTo(t(), email)).toHaveLength(2);
    for (const surveyId of surveys.slice(1, 4)) {
      expect((await nudge(client, surveyId, email)).statusCode).toBe(200);
    }
    expect(await confirmationEmailsTo(t(), email)).toHaveLength(5);

    const refused = await nudge(client, surveys[4]!, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(errorOf(refused).message).toMatch(/^We have sent 5 e-mails to confirm this address today\./);
    expect(
      await t().db.query('SELECT 1 FROM survey_registrations WHERE survey_id = $1', [surveys[4]!]),
    ).toEqual([]);
    expect(await confirmationEmailsTo(t(), email)).toHaveLength(5);
  }, 60_000);

  describe('home-loan rate alerts', () => {
    const alertsOn = {
      rate_alerts: true,
      alert_threshold: 1000,
      preferred_contact: 'phone',
      best_time: 'any',
    };

    test('need the e-mail confirmed: the mobile code proved only the number', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const person = await registerAndVerify(t(), client, surveyId, newPerson('Rae', 'Alerts'));
      const off = await client.post('/updateHLSurveyRegistrations/', {
        survey_id: surveyId,
        ...alertsOn,
        rate_alerts: false,
      });
      expect(off.json()).toMatchObject({
        confirmation: 'not_needed',
        registration: { email_confirmed: false },
      });
      expect(await confirmationEmailsTo(t(), person.email)).toHaveLength(0);

      const on = await client.post('/updateHLSurveyRegistrations/', { survey_id: surveyId, ...alertsOn });
      expect(on.json()).toMatchObject({
        confirmation: 'email_sent',
        registration: { email_confirmed: false },
      });
      const [text] = await confirmationEmailsTo(t(), person.email);
      expect(text!.replace(/\s+/g, ' ')).toContain(
        '- Home-loan rate alerts: an e-mail when a loan would save you at least $1,000 a year',
      );
      expect(text).not.toContain('Rae');

      const used = await openConfirmationLink(t(), confirmationTokenIn(text!));
      expect(used.json()).toEqual({
        email: 'r***@example.com',
        follow_ups: [
          {
            kind: 'rate_alert',
            description: 'Home-loan rate alerts: an e-mail when a loan would save you at least $1,000 a year',
          },
        ],
        confirmed: true,
      });
      const again = await client.post('/updateHLSurveyRegistrations/', { survey_id: surveyId, ...alertsOn });
      expect(again.json()).toMatchObject({
        confirmation: 'not_needed',
        registration: { email_confirmed: true },
      });

      // New details with another address: that one needs confirming again.
      const moved = { ...person, email: `rae.moved.${driver}@example.com` };
      await registerAndVerify(t(), client, surveyId, moved);
      const after = await client.post('/updateHLSurveyRegistrations/', { survey_id: surveyId, ...alertsOn });
      expect(after.json()).toMatchObject({
        confirmation: 'email_sent',
        registration: { email_confirmed: false },
      });
      expect(await confirmationEmailsTo(t(), moved.email)).toHaveLength(1);
    }, 60_000);

    test('with the signed-in account’s own address, start at once', async () => {
      const client = await homeLoanVisitor(t());
      const person = await signUp(t(), client, newPerson('Sid', 'Signed'));
      const surveyId = await startLoanSurvey(client);
      await registerAndVerify(t(), client, surveyId, person);
      const on = await client.post('/updateHLSurveyRegistrations/', { survey_id: surveyId, ...alertsOn });
      expect(on.json()).toMatchObject({
        confirmation: 'not_needed',
        registration: { email_confirmed: true },
      });
      expect(await confirmationEmailsTo(t(), person.email)).toHaveLength(0);
    }, 60_000);
  });
});
