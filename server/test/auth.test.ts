/** @jest-environment ./server/test/pglite-environment.ts */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e164, newPerson, signIn, signUp } from './helpers/auth-flows';
import { errorOf, type TestApp, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const MINUTE = 60_000;

const CODE_SENT_EMAIL = {
  status: 'code_sent',
  next_step: 'verify_email',
  channel: 'email',
  expires_in_seconds: 600,
};
const CODE_SENT_SMS = {
  status: 'code_sent',
  next_step: 'verify_mobile',
  channel: 'sms',
  expires_in_seconds: 600,
};
const SIGNIN_CODE_SENT = {
  status: 'code_sent',
  next_step: 'verify_otp',
  channel: 'email',
  expires_in_seconds: 600,
};

/** A six-digit code that is not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function startedClient(t: TestApp): Promise<TestClient> {
  const client = t.client();
  await client.main();
  return client;
}

describe.each(testDrivers())('sign-up and sign-in on %s', (driver) => {
  const t = useTestApp(driver);

  describe('sign-up', () => {
    test('e-mail code, then SMS code, then the account: signed in with a welcome notification', async () => {
      const client = await startedClient(t());
      const person = newPerson('Mia', "O'Neil");

      const start = await client.post('/signup/', person);
      expect(start.statusCode).toBe(200);
      expect(start.json()).toEqual(CODE_SENT_EMAIL);

      const emailCode = await t().latestCode(person.email);
      const [emailText] = await t().messagesTo(person.email);
      expect(emailText).toMatch(/StaySmart/);
      expect(emailText).toMatch(/expires in 10 minutes/);

      const verifyEmail = await client.post('/signup/verify-email/', { code: emailCode });
      expect(verifyEmail.statusCode).toBe(200);
      expect(verifyEmail.json()).toEqual(CODE_SENT_SMS);

      const mobile = e164(person.mobile_number);
      await t().app.ctx.delivery.idle();
      const smsFiles = readdirSync(t().outboxDir).filter((file) => /^sms-\d+-[0-9a-z]+\.json$/.test(file));
      const sms = smsFiles
        .map(
          (file) =>
            JSON.parse(readFileSync(path.join(t().outboxDir, file), 'utf8')) as { to: string; body: string },
        )
        .find((message) => message.to === mobile);
      expect(sms?.body).toMatch(/^StaySmart: \d{6} is your code/);
      expect(sms?.body).toMatch(/expires in 10 minutes/);

      const sessionBefore = client.sessionCookie;
      const verifyMobile = await client.post('/signup/verify-mobile/', {
        code: await t().latestCode(mobile),
      });
      expect(verifyMobile.statusCode).toBe(200);
      expect(verifyMobile.json()).toEqual({
        status: 'signed_in',
        first_name: 'Mia',
        last_name: "O'Neil",
        email: person.email,
        mobile_number: mobile,
      });
      expect(client.sessionCookie).not.toBe(sessionBefore);

      expect((await client.post('/getUserDetails/')).json()).toMatchObject({
        status: 'signed_in',
        email: person.email,
      });
      const notifications = (await client.post('/getUserNotifications/')).json();
      expect(notifications.items).toEqual([
        expect.objectContaining({ kind: 'welcome', title: 'Welcome to StaySmart', seen: false }),
      ]);
      const history = (await client.post('/getEventHistory/')).json();
      expect(history.items.map((item: { kind: string }) => item.kind)).toEqual(['signed_up']);
      // No box ticked for news at sign-up: no news by e-mail.
      expect((await client.post('/getUserProperties/')).json()).toMatchObject({
        subscribed: false,
        marketing_opt_in_at: null,
      });
    });

    test.each([
      [
        { mobile_number: '02 9876 5432' },
        '"mobile_number" must be an Australian mobile number, like 0412 345 678 or +61 412 345 678.',
      ],
      [
        { mobile_number: '+1 415 555 2671' },
        '"mobile_number" must be an Australian mobile number, like 0412 345 678 or +61 412 345 678.',
      ],
      [{ email: 'not-an-email' }, '"email" must be an e-mail address, like name@example.com.'],
      [
        { first_name: '   ' },
        '"first_name" must be 1 to 50 letters (spaces, hyphens and apostrophes are fine).',
      ],
      [{ last_name: undefined }, '"last_name" is required.'],
      [{ nickname: 'Jay' }, '"nickname" is not a field this request accepts.'],
    ])('rejects %j with a clear 400 and sends nothing', async (change, message) => {
      const client = await startedClient(t());
      const person = { ...newPerson(), ...change };
      const response = await client.post('/signup/', person);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'BAD_REQUEST', message });
      expect(await t().messagesTo(person.email ?? '')).toEqual([]);
    });

    test('accepts +61 and spaced forms and stores the mobile in E.164', async () => {
      const client = await startedClient(t());
      const person = newPerson();
      const digits = person.mobile_number.replace(/\s/g, '');
      const international = `+61 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
      await client.post('/signup/', { ...person, mobile_number: international });
      await client.post('/signup/verify-email/', { code: await t().latestCode(person.email) });
      await client.post('/signup/verify-mobile/', { code: await t().latestCode(e164(person.mobile_number)) });
      expect((await client.post('/getUserDetails/')).json().mobile_number).toBe(e164(person.mobile_number));
    });

    test('an e-mail that already has an account gets the same answer, and a note instead of a code', async () => {
      const existing = await signUp(t(), await startedClient(t()));
      const before = (await t().messagesTo(existing.email)).length;

      const client = await startedClient(t());
      const response = await client.post('/signup/', { ...newPerson(), email: existing.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(CODE_SENT_EMAIL);

      const messages = await t().messagesTo(existing.email);
      expect(messages).toHaveLength(before + 1);
      expect(messages.at(-1)).toMatch(/You already have an account/);
      expect(messages.at(-1)).not.toMatch(/\b\d{6}\b/);
      const guess = await client.post('/signup/verify-email/', { code: '123456' });
      expect(guess.statusCode).toBe(400);
      expect(errorOf(guess).code).toBe('INVALID_CODE');
    });

    test('a mobile number that already has an account is refused with 409 once proved', async () => {
      const existing = await signUp(t(), await startedClient(t()));
      const client = await startedClient(t());
      const person = { ...newPerson(), mobile_number: existing.mobile_number };
      await client.post('/signup/', person);
      await client.post('/signup/verify-email/', { code: await t().latestCode(person.email) });
      const response = await client.post('/signup/verify-mobile/', {
        code: await t().latestCode(e164(person.mobile_number)),
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('CONFLICT');
    });

    test('a resent e-mail code replaces the first one', async () => {
      const client = await startedClient(t());
      const person = newPerson();
      await client.post('/signup/', person);
      const first = await t().latestCode(person.email);
      const resend = await client.post('/signup/resend-email-otp/');
      expect(resend.statusCode).toBe(200);
      expect(resend.json()).toEqual(CODE_SENT_EMAIL);
      const second = await t().latestCode(person.email);
      if (first !== second) {
        const stale = await client.post('/signup/verify-email/', { code: first });
        expect(errorOf(stale).code).toBe('INVALID_CODE');
      }
      expect((await client.post('/signup/verify-email/', { code: second })).statusCode).toBe(200);

      const resendMobile = await client.post('/signup/resend-mobile-otp/');
      expect(resendMobile.json()).toEqual(CODE_SENT_SMS);
      expect(await t().messagesTo(e164(person.mobile_number))).toHaveLength(2);
    });

    test('resending with nothing pending is a clear 400', async () => {
      const client = await startedClient(t());
      const response = await client.post('/signup/resend-mobile-otp/');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('NO_PENDING_CODE');
    });
  });

  describe('one-time codes', () => {
    test('a code works until 10 minutes and is refused after', async () => {
      const person = await signUp(t(), await startedClient(t()));
      const onTime = await startedClient(t());
      await onTime.post('/signin/', { email: person.email });
      const code = await t().latestCode(person.email);
      t().clock.advance(10 * MINUTE - 1000);
      expect((await onTime.post('/signin/verify-otp/', { code })).statusCode).toBe(200);

      const late = await startedClient(t());
      await late.post('/signin/', { email: person.email });
      const lateCode = await t().latestCode(person.email);
      t().clock.advance(10 * MINUTE + 1000);
      const response = await late.post('/signin/verify-otp/', { code: lateCode });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'CODE_EXPIRED',
        message: 'This code has expired: codes last 10 minutes. Please ask for a new code.',
      });
    });

    test('after five wrong tries even the right code fails, until a new code is sent', async () => {
      const person = await signUp(t(), await startedClient(t()));
      const client = await startedClient(t());
      await client.post('/signin/', { email: person.email });
      const code = await t().latestCode(person.email);
      const messages: string[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await client.post('/signin/verify-otp/', { code: wrongCode(code) });
        expect(wrong.statusCode).toBe(400);
        expect(errorOf(wrong).code).toBe('INVALID_CODE');
        messages.push(errorOf(wrong).message);
      }
      expect(messages[0]).toBe('That code is not right. You have 4 tries left.');
      expect(messages[3]).toBe('That code is not right. You have 1 try left.');
      expect(messages[4]).toBe(
        'That code is not right, and that was the last try for it. Please ask for a new code.',
      );

      const right = await client.post('/signin/verify-otp/', { code });
      expect(right.statusCode).toBe(400);
      expect(errorOf(right).code).toBe('TOO_MANY_ATTEMPTS');

      await client.post('/signin/resend-otp/');
      const fresh = await client.post('/signin/verify-otp/', { code: await t().latestCode(person.email) });
      expect(fresh.statusCode).toBe(200);
    });

    test('a used code cannot be used again', async () => {
      const client = await startedClient(t());
      const person = newPerson();
      await client.post('/signup/', person);
      const code = await t().latestCode(person.email);
      expect((await client.post('/signup/verify-email/', { code })).statusCode).toBe(200);
      const again = await client.post('/signup/verify-email/', { code });
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).code).toBe('CODE_USED');

      const signedUp = await signUp(t(), await startedClient(t()));
      const signer = await startedClient(t());
      await signer.post('/signin/', { email: signedUp.email });
      const signinCode = await t().latestCode(signedUp.email);
      expect((await signer.post('/signin/verify-otp/', { code: signinCode })).statusCode).toBe(200);
      const replay = await signer.post('/signin/verify-otp/', { code: signinCode });
      expect(replay.statusCode).toBe(400);
      expect(errorOf(replay).code).toBe('NO_PENDING_CODE');
    });

    test('a code only works in the browser session that asked for it', async () => {
      const person = await signUp(t(), await startedClient(t()));
      const asker = await startedClient(t());
      await asker.post('/signin/', { email: person.email });
      const code = await t().latestCode(person.email);
      const other = await startedClient(t());
      const response = await other.post('/signin/verify-otp/', { code });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('NO_PENDING_CODE');
    });

    test('the code is a six-digit number and the body has no other', async () => {
      const person = await signUp(t(), await startedClient(t()));
      const client = await startedClient(t());
      await client.post('/signin/', { email: person.email });
      const body = (await t().messagesTo(person.email)).at(-1) ?? '';
      expect(body.match(/\b\d{6}\b/g)).toHaveLength(1);
      expect(body.match(/\d+/g)?.filter((digits) => digits.length >= 6)).toHaveLength(1);
    });

    test('at most five codes per address in ten minutes, then 429 with Retry-After', async () => {
      const person = await signUp(t(), await startedClient(t()));
      // The sign-up's own e-mail code counts too; start from a clean window.
      t().clock.advance(10 * MINUTE);
      const client = await startedClient(t());
      for (let send = 1; send <= 5; send += 1) {
        expect((await client.post('/signin/', { email: person.email })).statusCode).toBe(200);
        t().clock.advance(MINUTE);
      }
      const limited = await client.post('/signin/', { email: person.email });
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited).code).toBe('RATE_LIMITED');
      expect(errorOf(limited).message).toBe(
        'We have sent 5 codes to this address in the last 10 minutes. Please try again in 5 minutes.',
      );
      expect(limited.headers['retry-after']).toBe('300');
      // The count is per address, whichever browser asks.
      const elsewhere = await (await startedClient(t())).post('/signin/', { email: person.email });
      expect(elsewhere.statusCode).toBe(429);
      t().clock.advance(5 * MINUTE);
      expect((await client.post('/signin/', { email: person.email })).statusCode).toBe(200);
    });
  });

  describe('sign-in', () => {
    test('by e-mail or by mobile, rotating the session id and XSRF token', async () => {
      const person = await signUp(t(), await startedClient(t()));
      const client = await startedClient(t());
      const anonymousSession = client.sessionCookie;
      const anonymousXsrf = client.xsrfToken;

      const start = await client.post('/signin/', { mobile_number: person.mobile_number });
      expect(start.json()).toEqual({ ...SIGNIN_CODE_SENT, channel: 'sms' });
      const verify = await client.post('/signin/verify-otp/', {
        code: await t().latestCode(e164(person.mobile_number)),
      });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toMatchObject({ status: 'signed_in', email: person.email });
      expect(client.sessionCookie).not.toBe(anonymousSession);
      expect(client.xsrfToken).not.toBe(anonymousXsrf);

      // The id from before sign-in is dead.
      const stale = t().client();
      stale.cookies.set('ss_session', anonymousSession ?? '');
      stale.cookies.set('XSRF-TOKEN', anonymousXsrf ?? '');
      expect((await stale.post('/getUserDetails/')).json()).toEqual({ status: 'signed_out' });
      expect((await stale.post('/signin/resend-otp/')).statusCode).toBe(401);

      const history = (await client.post('/getEventHistory/')).json();
      expect(history.items[0]).toMatchObject({ kind: 'signed_in', data: { channel: 'sms' } });
    });

    test('an unknown address gets exactly the answer a known one gets, and nothing is sent', async () => {
      const person = await signUp(t(), await startedClient(t()));
      const known = await startedClient(t());
      const unknown = await startedClient(t());
      const unknownEmail = `nobody.${person.email}`;

      const knownStart = await known.post('/signin/', { email: person.email });
      const unknownStart = await unknown.post('/signin/', { email: unknownEmail });
      expect(unknownStart.statusCode).toBe(knownStart.statusCode);
      expect(unknownStart.body).toBe(knownStart.body);
      expect(await t().messagesTo(unknownEmail)).toEqual([]);

      const knownResend = await known.post('/signin/resend-otp/');
      const unknownResend = await unknown.post('/signin/resend-otp/');
      expect(unknownResend.statusCode).toBe(knownResend.statusCode);
      expect(unknownResend.body).toBe(knownResend.body);

      const knownWrong = await known.post('/signin/verify-otp/', {
        code: wrongCode(await t().latestCode(person.email)),
      });
      const unknownWrong = await unknown.post('/signin/verify-otp/', { code: '123456' });
      expect(unknownWrong.statusCode).toBe(knownWrong.statusCode);
      expect(unknownWrong.body).toBe(knownWrong.body);
      expect(await t().messagesTo(unknownEmail)).toEqual([]);
    });

    test('needs exactly one of e-mail and mobile', async () => {
      const client = await startedClient(t());
      const both = await client.post('/signin/', { email: 'a@example.com', mobile_number: '0412 345 678' });
      expect(both.statusCode).toBe(400);
      expect(errorOf(both).message).toBe(
        'Give either "email" or "mobile_number" to sign in, not both and not neither.',
      );
      const neither = await client.post('/signin/', {});
      expect(neither.statusCode).toBe(400);
      const code = await client.post('/signin/verify-otp/', { code: '12345' });
      expect(errorOf(code).message).toBe('"code" must be the 6-digit code from the message, like 123456.');
    });

    test('sign-out kills the session id and leaves a fresh anonymous session', async () => {
      const person = await signUp(t(), await startedClient(t()));
      const client = await startedClient(t());
      await signIn(t(), client, person.email);
      const signedInSession = client.sessionCookie;
      const signedInXsrf = client.xsrfToken;

      const missingCsrf = await client.post('/signout/', {}, { noCsrf: true });
      expect(missingCsrf.statusCode).toBe(403);

      const out = await client.post('/signout/');
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ status: 'signed_out' });
      expect(client.sessionCookie).not.toBe(signedInSession);
      expect((await client.post('/getUserDetails/')).json()).toEqual({ status: 'signed_out' });

      const stale = t().client();
      stale.cookies.set('ss_session', signedInSession ?? '');
      stale.cookies.set('XSRF-TOKEN', signedInXsrf ?? '');
      expect((await stale.post('/getUserDetails/')).json()).toEqual({ status: 'signed_out' });
      expect((await stale.post('/getUserNotifications/')).statusCode).toBe(401);
    });

    test('a signed-in session ends after 30 days even when used every hour', async () => {
      const person = await signUp(t(), await startedClient(t()));
      const client = await startedClient(t());
      await signIn(t(), client, person.email);
      const hour = 60 * MINUTE;
      for (let elapsed = 0; elapsed < 30 * 24 * hour - hour; elapsed += hour) {
        t().clock.advance(hour);
        if (elapsed % (24 * hour) === 0) {
          expect((await client.post('/getUserDetails/')).json().status).toBe('signed_in');
        } else {
          await t().db.query('UPDATE sessions SET last_seen_at = $1', [t().clock.now().toISOString()]);
        }
      }
      t().clock.advance(2 * hour);
      expect((await client.post('/getUserDetails/')).json()).toEqual({ status: 'signed_out' });
    });
  });
});
