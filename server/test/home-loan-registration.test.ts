/** @jest-environment ./server/test/pglite-environment.ts */
import { SECURITY } from '../config/security';
import { e164, newPerson, signUp } from './helpers/auth-flows';
import {
  ALPHA_FIXED_24,
  BRAVO_LOW_RATE,
  fixtureHomeLoans,
  engineInput,
  homeLoanVisitor,
  registerAndVerify,
  registrationBody,
  startLoanSurvey,
} from './helpers/home-loans';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';
import type { ResponseOf } from '../../src/api/contract';
import type { acceptHlOffer } from '../../src/api/home-loan-offers';
import type { updateHlSurveyRegistrations, verifyOtpHl } from '../../src/api/home-loan-registration';

type AcceptBody = ResponseOf<typeof acceptHlOffer>;

const PREFERENCES = {
  rate_alerts: true,
  alert_threshold: 2000,
  preferred_contact: 'phone',
  best_time: 'evening',
};

describe.each(testDrivers())('home-loan registration and accepting on %s', (driver) => {
  const t = useTestApp(driver);

  async function verify(client: TestClient, surveyId: string, code: string) {
    return client.post('/verifyOtpHL/', { survey_id: surveyId, code });
  }

  /** A code that is not the one sent (same length, differs in the last digit). */
  function wrong(code: string): string {
    return `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
  }

  describe('/submitHLRegistration/', () => {
    test('stores the details and texts a six-digit code to the mobile, masked in the answer', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const person = newPerson('Mia', 'Nguyen');
      const response = await client.post('/submitHLRegistration/', {
        ...registrationBody(surveyId, person),
        email: `  ${person.email.toUpperCase()} `,
      });
      expect(response.statusCode).toBe(200);
      const mobile = e164(person.mobile_number);
      expect(response.json()).toEqual({
        sent_to: `04•• ••• ${mobile.slice(-3)}`,
        expires_in_seconds: 600,
        resend_after_seconds: 30,
      });
      const [sms] = await t().messagesTo(mobile);
      expect(sms).toMatch(
        /^StaySmart: \d{6} is your code to confirm your mobile for your StaySmart home-loan check\./,
      );
      const [row] = await t().db.query<Record<string, unknown>>(
        'SELECT first_name, last_name, email, mobile_number, verified_at FROM hl_registrations WHERE survey_id = $1',
        [surveyId],
      );
      expect(row).toEqual({
        first_name: 'Mia',
        last_name: 'Nguyen',
        email: person.email,
        mobile_number: mobile,
        verified_at: null,
      });
      // Only the hash of the code is kept, bound to the survey.
      const codes = await t().db.query<{ code_hash: string; subject: string; purpose: string }>(
        'SELECT code_hash, subject, purpose FROM one_time_codes WHERE destination = $1',
        [mobile],
      );
      expect(codes).toEqual([
        {
          code_hash: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          subject: surveyId,
          purpose: 'hl_registration',
        },
      ]);
    });

    test.each<[string, Record<string, unknown>, string]>([
      [
        'a landline',
        { mobile_number: '02 9999 0000' },
        '"mobile_number" must be an Australian mobile number',
      ],
      ['no consent', { consent: false }, '"consent" must be true: we need your consent'],
      ['a bad e-mail', { email: 'mia@' }, '"email" must be an e-mail address'],
      ['digits in a name', { first_name: 'M1a' }, '"first_name" must be 1 to 50 letters'],
      ['a missing field', { last_name: undefined }, '"last_name" is required.'],
    ])('%s is 400', async (_label, change, message) => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const body: Record<string, unknown> = { ...registrationBody(surveyId, newPerson()), ...change };
      for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
      const response = await client.post('/submitHLRegistration/', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message.startsWith(message)).toBe(true);
    });

    test('sending again replaces the details and the code; five codes per number per 10 minutes', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const first = newPerson('Mia', 'Nguyen');
      await registerAndVerify(t(), client, surveyId, first);
      const oldCode = await t().latestCode(e164(first.mobile_number));

      const second = newPerson('Mia', 'Tran');
      expect(
        (await client.post('/submitHLRegistration/', registrationBody(surveyId, second))).statusCode,
      ).toBe(200);
      const [row] = await t().db.query<{ last_name: string; mobile_number: string; verified_at: unknown }>(
        'SELECT last_name, mobile_number, verified_at FROM hl_registrations WHERE survey_id = $1',
        [surveyId],
      );
      expect(row).toEqual({
        last_name: 'Tran',
        mobile_number: e164(second.mobile_number),
        verified_at: null,
      });
      // The new details need the new code.
      const accept = await client.post('/acceptHLOffer/', { survey_id: surveyId, offer_id: BRAVO_LOW_RATE });
      expect(accept.statusCode).toBe(403);
      expect((await verify(client, surveyId, oldCode)).statusCode).toBe(400);

      for (let sent = 1; sent < SECURITY.codeSendsPerWindow; sent += 1) {
        const again = await client.post('/submitHLRegistration/', registrationBody(surveyId, second));
        expect(again.statusCode).toBe(200);
      }
      const limited = await client.post('/submitHLRegistration/', registrationBody(surveyId, second));
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited).code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await t().messagesTo(e164(second.mobile_number))).toHaveLength(SECURITY.codeSendsPerWindow);
      // The latest code still works.
      const code = await t().latestCode(e164(second.mobile_number));
      expect((await verify(client, surveyId, code)).statusCode).toBe(200);
    });
  });

  describe('/verifyOtpHL/', () => {
    test('the right code verifies the registration; signed in, the history says so', async () => {
      const client = await homeLoanVisitor(t());
      await signUp(t(), client);
      const surveyId = await startLoanSurvey(client);
      const person = newPerson('Mia', 'Nguyen');
      await client.post('/submitHLRegistration/', registrationBody(surveyId, person));
      const code = await t().latestCode(e164(person.mobile_number));
      const response = await verify(client, surveyId, code);
      expect(response.statusCode).toBe(200);
      expect(response.json<ResponseOf<typeof verifyOtpHl>>()).toEqual({
        verified: true,
        registration: {
          first_name: 'Mia',
          last_name: 'Nguyen',
          email: person.email,
          mobile_number: e164(person.mobile_number),
          verified_at: t().clock.now().toISOString(),
          email_confirmed: false,
          preferences_saved: false,
          preferences: {
            rate_alerts: false,
            alert_threshold: 1000,
            preferred_contact: 'email',
            best_time: 'any',
          },
        },
      });
      const used = await verify(client, surveyId, code);
      expect(errorOf(used).code).toBe('CODE_USED');
      const history = (await client.post('/getEventHistory/')).json<{
        items: { kind: string; data: unknown }[];
      }>();
      expect(history.items.filter((item) => item.kind === 'home_loan_registered')).toEqual([
        expect.objectContaining({ data: { survey_id: surveyId } }),
      ]);
    });

    test('wrong codes count down to TOO_MANY_ATTEMPTS, which even the right code cannot undo', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const person = newPerson();
      await client.post('/submitHLRegistration/', registrationBody(surveyId, person));
      const code = await t().latestCode(e164(person.mobile_number));
      const first = await verify(client, surveyId, wrong(code));
      expect(first.statusCode).toBe(400);
      expect(errorOf(first)).toEqual({
        code: 'INVALID_CODE',
        message: 'That code is not right. You have 4 tries left.',
      });
      for (let attempt = 2; attempt <= SECURITY.codeMaxAttempts; attempt += 1) {
        expect(errorOf(await verify(client, surveyId, wrong(code))).code).toBe('INVALID_CODE');
      }
      const locked = await verify(client, surveyId, code);
      expect(errorOf(locked).code).toBe('TOO_MANY_ATTEMPTS');
      const [row] = await t().db.query<{ verified_at: unknown }>(
        'SELECT verified_at FROM hl_registrations WHERE survey_id = $1',
        [surveyId],
      );
      expect(row?.verified_at).toBeNull();
    });

    test('an expired code, no registration, another survey’s code and another session are refused', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const otherSurvey = await startLoanSurvey(client);
      expect(errorOf(await verify(client, otherSurvey, '123456')).code).toBe('NO_PENDING_CODE');

      const person = newPerson();
      await client.post('/submitHLRegistration/', registrationBody(surveyId, person));
      const code = await t().latestCode(e164(person.mobile_number));
      // A code for one survey does not confirm another registration of the same browser.
      await client.post('/submitHLRegistration/', registrationBody(otherSurvey, newPerson()));
      expect((await verify(client, otherSurvey, code)).statusCode).toBe(400);

      // The same browser in a new session (the cookie is gone) has no code waiting.
      const sameBrowser = t().client();
      sameBrowser.sameBrowserAs(client);
      await sameBrowser.main();
      expect(errorOf(await verify(sameBrowser, surveyId, code)).code).toBe('NO_PENDING_CODE');

      t().clock.advance(SECURITY.codeTtlMs);
      const expired = await verify(client, surveyId, code);
      expect(errorOf(expired)).toEqual({
        code: 'CODE_EXPIRED',
        message: 'This code has expired: codes last 10 minutes. Please ask for a new code.',
      });
    });

    test('a code that is not six digits is 400', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const response = await verify(client, surveyId, '12345');
      expect(errorOf(response).message).toBe(
        '"code" must be the 6-digit code from the message, like 123456.',
      );
    });
  });

  describe('/updateHLSurveyRegistrations/', () => {
    test('403 NOT_VERIFIED until the code is entered, then stores the preferences', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const update = () =>
        client.post('/updateHLSurveyRegistrations/', { survey_id: surveyId, ...PREFERENCES });
      const none = await update();
      expect(none.statusCode).toBe(403);
      expect(errorOf(none).code).toBe('NOT_VERIFIED');
      const person = newPerson();
      await client.post('/submitHLRegistration/', registrationBody(surveyId, person));
      expect((await update()).statusCode).toBe(403);

      await verify(client, surveyId, await t().latestCode(e164(person.mobile_number)));
      const response = await update();
      expect(response.statusCode).toBe(200);
      expect(response.json<ResponseOf<typeof updateHlSurveyRegistrations>>()).toMatchObject({
        ok: true,
        registration: { email: person.email, email_confirmed: false, preferences: PREFERENCES },
        // Rate alerts go by e-mail: the address, which the mobile code did not prove, gets a link first.
        confirmation: 'email_sent',
      });
      const [row] = await t().db.query<Record<string, unknown>>(
        'SELECT rate_alerts, alert_threshold_cents, preferred_contact, best_time FROM hl_registrations WHERE survey_id = $1',
        [surveyId],
      );
      expect(row).toEqual({
        rate_alerts: true,
        alert_threshold_cents: 200_000,
        preferred_contact: 'phone',
        best_time: 'evening',
      });
    });

    test.each<[Record<string, unknown>, string]>([
      [{ alert_threshold: 750 }, '"alert_threshold" must be one of: 500, 1000, 2000.'],
      [{ best_time: 'night' }, '"best_time" must be one of: morning, afternoon, evening, any.'],
      [{ preferred_contact: 'post' }, '"preferred_contact" must be one of: email, phone.'],
      [{ rate_alerts: 'yes' }, '"rate_alerts" must be true or false.'],
    ])('%o is 400', async (change, message) => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const response = await client.post('/updateHLSurveyRegistrations/', {
        survey_id: surveyId,
        ...PREFERENCES,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    });
  });

  describe('/acceptHLOffer/', () => {
    test('403 NOT_VERIFIED before the mobile is confirmed', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const response = await client.post('/acceptHLOffer/', {
        survey_id: surveyId,
        offer_id: BRAVO_LOW_RATE,
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({
        code: 'NOT_VERIFIED',
        message: 'Confirm your mobile number first: register, then enter the code we sent you by SMS.',
      });
      expect(
        await t().db.query('SELECT 1 FROM hl_acceptances WHERE survey_id = $1', [surveyId]),
      ).toHaveLength(0);
    });

    test('not signed in: the confirmation is texted to the mobile the code confirmed, never e-mailed to the typed address', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const person = await registerAndVerify(t(), client, surveyId);
      const response = await client.post('/acceptHLOffer/', {
        survey_id: surveyId,
        offer_id: BRAVO_LOW_RATE,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<AcceptBody>();
      expect(body.confirmation).toBe('sms');
      expect(await t().messagesTo(person.email)).toEqual([]);
      const texts = await t().messagesTo(e164(person.mobile_number));
      expect(texts.at(-1)).toBe(
        `StaySmart: you chose the Bravo Low Rate Home Loan from Bravo Credit Union. Your reference is ${body.reference}; ` +
          'quote it if you contact us. The next steps are on our site.',
      );
    });

    test('a Switch offer: a reference, the switching steps, the partner, and one e-mail however often', async () => {
      const client = await homeLoanVisitor(t());
      // Signed in with the address the registration gives: sign-up proved it, so the confirmation is e-mailed.
      const person = await signUp(t(), client, newPerson('Mia', 'Nguyen'));
      const surveyId = await startLoanSurvey(client);
      await registerAndVerify(t(), client, surveyId, person);
      const offers = (await client.post('/getHLOffers/', { survey_id: surveyId })).json<{
        switch: { offer: { offer_id: string } }[];
      }>();
      const listed = offers.switch.map((row) => row.offer).find((offer) => offer.offer_id === BRAVO_LOW_RATE);

      const response = await client.post('/acceptHLOffer/', {
        survey_id: surveyId,
        offer_id: BRAVO_LOW_RATE,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<AcceptBody>();
      expect(body.reference).toMatch(/^HL-[2-9A-HJKMNP-Z]{6}$/);
      expect(body).toMatchObject({ confirmation: 'email' });
      expect(body.offer).toEqual(listed);
      expect(body.provider_name).toBe('Bravo Credit Union');
      expect(body.refinance).toEqual({
        available: true,
        provider_id: '10002',
        provider_name: 'Bravo Credit Union',
        use_provider_landing: true,
        // Named, with its licence, in the consent to pass details on (the test configuration's stand-in).
        partner: { legal_name: 'Stand-in Broking Pty Ltd', credit_licence: '100001' },
      });
      expect(body.next_steps).toEqual([
        'Apply for the Bravo Low Rate Home Loan with Bravo Credit Union. Have your recent payslips, your ' +
          'latest home-loan statement and your ID ready.',
        'Once approved, Bravo Credit Union asks Alpha Bank to discharge your current loan. Keep up your ' +
          'repayments until settlement.',
        'At settlement your new loan pays out the old one, and $3,000 cash back is paid to you.',
        'Our refinance partner Stand-in Broking Pty Ltd (Australian credit licence 100001) can handle the ' +
          'application, discharge and settlement with Bravo Credit Union for you.',
        `Quote ${body.reference} if you contact us about this loan.`,
      ]);

      // The sign-up code, then the confirmation.
      const mails = await t().messagesTo(person.email);
      expect(mails).toHaveLength(2);
      const mail = mails[1] ?? '';
      expect(mail).toContain(`Your reference is ${body.reference}.`);
      expect(mail.replace(/\s+/g, ' ')).toContain(
        'You chose the Bravo Low Rate Home Loan from Bravo Credit Union at 5.84% p.a. Your reference',
      );
      expect(mail).toContain('What happens next:');
      expect(mail.replace(/\s+/g, ' ')).toContain(
        'Our refinance partner Stand-in Broking Pty Ltd (Australian credit licence 100001) can handle',
      );
      expect(mail).not.toContain('Finspo');
      expect(mail.replace(/\s+/g, ' ')).toContain(
        'Figures as published by the lenders on 12 August 2024. The lender confirms the rate',
      );
      expect(mail.split('\n').every((line) => line.length <= 76)).toBe(true);

      const again = await client.post('/acceptHLOffer/', { survey_id: surveyId, offer_id: BRAVO_LOW_RATE });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(body);
      expect(await t().messagesTo(person.email)).toHaveLength(2);

      const [survey] = await t().db.query<{ status: string }>('SELECT status FROM surveys WHERE id = $1', [
        surveyId,
      ]);
      expect(survey?.status).toBe('finished');
      const [outcome] = await t().db.query<{ outcome: string }>(
        'SELECT outcome FROM hl_survey_outcomes WHERE survey_id = $1 AND offer_id = $2',
        [surveyId, BRAVO_LOW_RATE],
      );
      expect(outcome?.outcome).toBe('chosen');
      const stored = await t().db.query<{ reference: string; offer_type: string; email: string }>(
        'SELECT reference, offer_type, email FROM hl_acceptances WHERE survey_id = $1',
        [surveyId],
      );
      expect(stored).toEqual([{ reference: body.reference, offer_type: 'Switch', email: person.email }]);
    });

    test('a Stay offer: how to ask the lender, no partner; the history lists the acceptance', async () => {
      const client = await homeLoanVisitor(t());
      await signUp(t(), client);
      const surveyId = await startLoanSurvey(client);
      await registerAndVerify(t(), client, surveyId);
      const response = await client.post('/acceptHLOffer/', {
        survey_id: surveyId,
        offer_id: ALPHA_FIXED_24,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<AcceptBody>();
      const engine = fixtureHomeLoans().evaluate(engineInput()).byOfferId.get(ALPHA_FIXED_24);
      expect(body.offer).toMatchObject({ offer_type: 'Stay', total_saving_cents: engine?.totalSavingCents });
      expect(body.refinance).toEqual({
        available: false,
        provider_id: '10001',
        provider_name: 'Alpha Bank',
        use_provider_landing: false,
        partner: null,
      });
      expect(body.next_steps[0]).toBe(
        'Call Alpha Bank or use its app, and ask to move your loan to the Alpha Basic Home Loan at 5.89% p.a.',
      );
      expect(body.next_steps.join(' ')).not.toMatch(/Finspo|discharge your current loan/);
      const history = (await client.post('/getEventHistory/')).json<{
        items: { kind: string; description: string; data: Record<string, unknown> }[];
      }>();
      expect(history.items.filter((item) => item.kind === 'home_loan_offer_accepted')).toEqual([
        expect.objectContaining({
          description: `Chose the Alpha Basic Home Loan from Alpha Bank at 5.89% p.a. (reference ${body.reference})`,
          data: { survey_id: surveyId, offer_id: ALPHA_FIXED_24, reference: body.reference },
        }),
      ]);
    });

    test('another offer gets its own reference; an offer that does not fit the loan is 400', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      await registerAndVerify(t(), client, surveyId);
      const first = (
        await client.post('/acceptHLOffer/', { survey_id: surveyId, offer_id: BRAVO_LOW_RATE })
      ).json<AcceptBody>();
      const second = (
        await client.post('/acceptHLOffer/', { survey_id: surveyId, offer_id: ALPHA_FIXED_24 })
      ).json<AcceptBody>();
      expect(second.reference).not.toBe(first.reference);
      const unfit = await client.post('/acceptHLOffer/', {
        survey_id: surveyId,
        offer_id: '10002-HL00001:fixed-24',
      });
      expect(unfit.statusCode).toBe(400);
      expect(errorOf(unfit).message).toMatch(/is not an offer for this survey's loan/);
    });
  });
});

describe('home-loan registration shares the rate limits of sign-in codes', () => {
  const twoPerSession = { ip: { max: 1000, windowMs: 60_000 }, session: { max: 2, windowMs: 60_000 } };
  const t = useTestApp('pglite', { rateLimits: { authSend: twoPerSession, authVerify: twoPerSession } });

  test('sending and checking codes count with /signin/ and /signin/verify-otp/', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    expect((await client.post('/signin/', { email: 'someone@example.com' })).statusCode).toBe(200);
    const person = newPerson();
    expect((await client.post('/submitHLRegistration/', registrationBody(surveyId, person))).statusCode).toBe(
      200,
    );
    const third = await client.post('/submitHLRegistration/', registrationBody(surveyId, person));
    expect(third.statusCode).toBe(429);
    expect(errorOf(third).code).toBe('RATE_LIMITED');

    expect((await client.post('/signin/verify-otp/', { code: '000000' })).statusCode).toBe(400);
    expect((await client.post('/verifyOtpHL/', { survey_id: surveyId, code: '000000' })).statusCode).toBe(
      400,
    );
    expect((await client.post('/verifyOtpHL/', { survey_id: surveyId, code: '000000' })).statusCode).toBe(
      429,
    );
    // Ordinary writes are a group of their own.
    expect((await client.post('/getHLOffers/', { survey_id: surveyId })).statusCode).toBe(200);
  });
});
