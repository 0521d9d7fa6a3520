/** @jest-environment ./server/test/pglite-environment.ts */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e164, newPerson, type Person, signUp } from './helpers/auth-flows';
import {
  BRAVO_LOW_RATE,
  homeLoanVisitor,
  listedOffer,
  registerAndVerify,
  registrationBody,
  startLoanSurvey,
  webhookBody,
} from './helpers/home-loans';
import { errorOf, type TestApp, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const BROKER = { legal_name: 'Stand-in Broking Pty Ltd', credit_licence: '100001' };

/** `0412 345 678` shown as `04•• ••• 678`, worked out here from the typed number. */
function masked(mobile: string): string {
  const digits = mobile.replace(/\s/g, '');
  return `${digits.slice(0, 2)}•• ••• ${digits.slice(-3)}`;
}

/** A message's text on one line, so a phrase wrapped across lines still reads whole. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

async function savePreferences(client: TestClient, surveyId: string, method: string, bestTime: string) {
  const response = await client.post('/updateHLSurveyRegistrations/', {
    survey_id: surveyId,
    rate_alerts: false,
    alert_threshold: 1000,
    preferred_contact: method,
    best_time: bestTime,
  });
  if (response.statusCode !== 200) throw new Error(`/updateHLSurveyRegistrations/ failed: ${response.body}`);
}

async function remembered(client: TestClient, surveyId: string) {
  const response = await client.post('/getHLRegistration/', { survey_id: surveyId });
  expect(response.statusCode).toBe(200);
  return response.json<{ registration: Record<string, unknown> | null }>().registration;
}

function outboxReferral(t: TestApp, surveyId: string): Record<string, unknown> | undefined {
  return readdirSync(t.outboxDir)
    .filter((file) => file.startsWith('referral-'))
    .map((file) => JSON.parse(readFileSync(path.join(t.outboxDir, file), 'utf8')) as Record<string, unknown>)
    .find((referral) => referral.survey_id === surveyId);
}

async function refer(client: TestClient, surveyId: string) {
  const offer = await listedOffer(client, surveyId, BRAVO_LOW_RATE);
  const response = await client.post('/useFinspoWebhook/', webhookBody(surveyId, offer));
  expect(response.statusCode).toBe(200);
  return response.json<{
    referral_id: string;
    partner: unknown;
    contact: unknown;
    confirmation: 'email' | 'sms' | null;
  }>();
}

describe.each(testDrivers())('the refinance hand-over on %s', (driver) => {
  const t = useTestApp(driver);

  test('a confirmed registration is remembered for the session that confirmed it, not for a later one', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    expect(await remembered(client, surveyId)).toBeNull();

    const person = newPerson('Mia', 'Nguyen');
    await client.post('/submitHLRegistration/', registrationBody(surveyId, person));
    // Registered, but the code not yet entered: nothing to carry on with.
    expect(await remembered(client, surveyId)).toBeNull();
    const code = await t().latestCode(e164(person.mobile_number));
    expect((await client.post('/verifyOtpHL/', { survey_id: surveyId, code })).statusCode).toBe(200);

    // Another tab of the same browser shares its cookies: the same session, told without a new code.
    expect(await remembered(client, surveyId)).toMatchObject({
      first_name: 'Mia',
      last_name: 'Nguyen',
      email: person.email,
      mobile_number: e164(person.mobile_number),
      verified_at: t().clock.now().toISOString(),
      preferences_saved: false,
    });
    await savePreferences(client, surveyId, 'phone', 'afternoon');
    expect(await remembered(client, surveyId)).toMatchObject({
      preferences_saved: true,
      preferences: { preferred_contact: 'phone', best_time: 'afternoon' },
    });

    // The same browser in a new session (a shared computer's next visitor) is not told.
    const later = t().client().sameBrowserAs(client);
    await later.main({ app: 'home-loans' });
    expect(await remembered(later, surveyId)).toBeNull();
    // Another browser does not see the survey at all.
    const stranger = await homeLoanVisitor(t());
    const refused = await stranger.post('/getHLRegistration/', { survey_id: surveyId });
    expect(refused.statusCode).toBe(404);

    // Registering again needs the new code before the registration is remembered again.
    await client.post('/submitHLRegistration/', registrationBody(surveyId, newPerson('Mia', 'Nguyen')));
    expect(await remembered(client, surveyId)).toBeNull();
  });

  test('the chosen contact goes to the partner; the copy is texted when the address is not proved', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    const person: Person = await registerAndVerify(t(), client, surveyId);
    await savePreferences(client, surveyId, 'phone', 'afternoon');
    const textsBefore = (await t().messagesTo(e164(person.mobile_number))).length;

    const answer = await refer(client, surveyId);
    expect(answer).toMatchObject({
      partner: BROKER,
      contact: {
        method: 'phone',
        best_time: 'afternoon',
        email: person.email,
        mobile_number: masked(person.mobile_number),
      },
      confirmation: 'sms',
    });
    expect(outboxReferral(t(), surveyId)).toMatchObject({
      referral_id: answer.referral_id,
      consent_given_to: BROKER,
      contact_preference: { method: 'phone', best_time: 'afternoon' },
      contact_details: { email: person.email, mobile_number: e164(person.mobile_number) },
    });

    // The typed address was never proved: no e-mail goes to it, one text goes to the confirmed number.
    expect(await t().emailsTo(person.email)).toEqual([]);
    const texts = (await t().messagesTo(e164(person.mobile_number))).slice(textsBefore);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('Stand-in Broking Pty Ltd (Australian credit licence 100001)');
    expect(texts[0]).toContain(`call you on ${masked(person.mobile_number)} in the afternoon`);
    expect(texts[0]).not.toContain('Mia');

    // Asking again answers the same referral and sends no second copy.
    const again = await refer(client, surveyId);
    expect(again).toMatchObject({ referral_id: answer.referral_id, confirmation: null });
    expect((await t().messagesTo(e164(person.mobile_number))).slice(textsBefore)).toHaveLength(1);
  });

  test('the copy is e-mailed to the account’s own address with the broker, licence, contact and next steps', async () => {
    const client = await homeLoanVisitor(t());
    const person = await signUp(t(), client, newPerson('Noah', 'Brown'));
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId, person);
    await savePreferences(client, surveyId, 'email', 'evening');
    const emailsBefore = (await t().emailsTo(person.email)).length;
    const textsBefore = (await t().messagesTo(e164(person.mobile_number))).length;

    const answer = await refer(client, surveyId);
    expect(answer).toMatchObject({ confirmation: 'email', contact: { method: 'email' } });
    expect(outboxReferral(t(), surveyId)).toMatchObject({
      contact_preference: { method: 'email', best_time: 'evening' },
    });
    const copies = (await t().messagesTo(person.email)).slice(emailsBefore);
    expect(copies).toHaveLength(1);
    const copy = oneLine(copies[0] ?? '');
    expect(copy).toContain('Stand-in Broking Pty Ltd (Australian credit licence 100001)');
    expect(copy).toContain(`We’ve asked Stand-in Broking Pty Ltd to e-mail you at ${person.email}.`);
    expect(copy).toContain('What happens next:');
    expect(copy).toContain('Bravo Credit Union');
    expect(copy).not.toContain('Noah');
    expect((await t().messagesTo(e164(person.mobile_number))).slice(textsBefore)).toEqual([]);
  });

  test('a signed-in account is told of its confirmed registration in another session', async () => {
    const client = await homeLoanVisitor(t());
    const person = await signUp(t(), client, newPerson('Ava', 'Smith'));
    const surveyId = await startLoanSurvey(client);
    await registerAndVerify(t(), client, surveyId, person);
    const elsewhere = await homeLoanVisitor(t());
    const signIn = await elsewhere.post('/signin/', { email: person.email });
    expect(signIn.statusCode).toBe(200);
    await elsewhere.post('/signin/verify-otp/', { code: await t().latestCode(person.email) });
    expect(await remembered(elsewhere, surveyId)).toMatchObject({ email: person.email });
  });
});

describe.each(testDrivers())(
  'the refinance hand-over on %s without the partner’s name and licence',
  (driver) => {
    const t = useTestApp(driver, { env: { REFINANCE_PARTNER_NAME: '', REFINANCE_PARTNER_LICENCE: '' } });

    test('no hand-over is offered, and nothing is passed on', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      await registerAndVerify(t(), client, surveyId);
      const accepted = await client.post('/acceptHLOffer/', {
        survey_id: surveyId,
        offer_id: BRAVO_LOW_RATE,
      });
      expect(accepted.json()).toMatchObject({ refinance: { available: false, partner: null } });

      const offer = await listedOffer(client, surveyId, BRAVO_LOW_RATE);
      const response = await client.post('/useFinspoWebhook/', webhookBody(surveyId, offer));
      expect(response.statusCode).toBe(503);
      expect(errorOf(response).code).toBe('PARTNER_UNAVAILABLE');
      expect(outboxReferral(t(), surveyId)).toBeUndefined();
      const [stored] = await t().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM hl_partner_referrals WHERE survey_id = $1',
        [surveyId],
      );
      expect(stored?.n).toBe(0);
    });
  },
);
