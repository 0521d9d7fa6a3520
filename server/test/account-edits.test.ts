/** @jest-environment ./server/test/pglite-environment.ts */
/**
 * A signed-in user changes their name (at once) and their mobile number (once a code texted to the
 * new number is entered, with the limits of every code).
 */
import './helpers/host-modules';
import { e164, newPerson, type Person, signUp } from './helpers/auth-flows';
import { rowCounts, tableNames } from './helpers/row-counts';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const MINUTE = 60_000;

/** A six-digit code that is not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe.each(testDrivers())('account edits on %s', (driver) => {
  const t = useTestApp(driver);
  let tables: string[];
  beforeAll(async () => {
    tables = await tableNames(t().db);
  });

  async function member(person: Person = newPerson()): Promise<{ client: TestClient; person: Person }> {
    const client = t().client();
    await client.main();
    await signUp(t(), client, person);
    return { client, person };
  }

  async function history(client: TestClient): Promise<{ kind: string; description: string }[]> {
    return (await client.post('/getEventHistory/')).json<{
      items: { kind: string; description: string }[];
    }>().items;
  }

  /** A mobile number no account has. */
  function freshMobile(): string {
    return newPerson().mobile_number;
  }

  describe('/updateUserDetails/', () => {
    test('changes the name, answers the details as /getUserDetails/ does, and notes it once', async () => {
      const { client, person } = await member(newPerson('Mia', 'Nguyen'));
      const response = await client.post('/updateUserDetails/', {
        first_name: '  Zoë ',
        last_name: "O'Neil  Smith",
      });
      expect(response.statusCode).toBe(200);
      const details = {
        status: 'signed_in',
        first_name: 'Zoë',
        last_name: "O'Neil Smith",
        email: person.email,
        mobile_number: e164(person.mobile_number),
      };
      expect(response.json()).toEqual(details);
      expect((await client.post('/getUserDetails/')).json()).toEqual(details);
      expect((await history(client))[0]).toEqual(
        expect.objectContaining({ kind: 'details_changed', description: 'Changed your name' }),
      );

      // The same names again change nothing and add nothing to the history.
      const before = await rowCounts(t().db, tables);
      const again = await client.post('/updateUserDetails/', {
        first_name: 'Zoë',
        last_name: "O'Neil Smith",
      });
      expect(again.json()).toEqual(details);
      expect(await rowCounts(t().db, tables)).toEqual(before);
    });

    test.each([
      [
        { first_name: '   ' },
        '"first_name" must be 1 to 50 letters (spaces, hyphens and apostrophes are fine).',
      ],
      [
        { last_name: 'Ngu3n' },
        '"last_name" must be 1 to 50 letters (spaces, hyphens and apostrophes are fine).',
      ],
      [
        { last_name: 'Ngu\u200byen' },
        '"last_name" must not contain invisible or control characters; it contains U+200B. Type it again rather than pasting it.',
      ],
      [
        { first_name: '\u202eMia' },
        '"first_name" must not contain invisible or control characters; it contains U+202E. Type it again rather than pasting it.',
      ],
      [{ first_name: 'M'.repeat(101) }, '"first_name" must be at most 100 characters long.'],
      [{ last_name: undefined }, '"last_name" is required.'],
      [{ email: 'new@example.com' }, '"email" is not a field this request accepts.'],
    ])('refuses %j with a clear 400 and changes nothing', async (change, message) => {
      const { client, person } = await member();
      const before = await rowCounts(t().db, tables);
      const response = await client.post('/updateUserDetails/', {
        first_name: 'Ada',
        last_name: 'Lovelace',
        ...change,
      });
      expect({ status: response.statusCode, error: errorOf(response) }).toEqual({
        status: 400,
        error: { code: 'BAD_REQUEST', message },
      });
      expect(await rowCounts(t().db, tables)).toEqual(before);
      expect((await client.post('/getUserDetails/')).json()).toMatchObject({
        first_name: person.first_name,
        last_name: person.last_name,
      });
    });

    test('401 signed out or without a session, 403 without the CSRF header', async () => {
      const body = { first_name: 'Ada', last_name: 'Lovelace' };
      const anonymous = t().client();
      await anonymous.main();
      const signedOut = await anonymous.post('/updateUserDetails/', body);
      expect([signedOut.statusCode, errorOf(signedOut).code]).toEqual([401, 'UNAUTHORIZED']);
      const noSession = await t().client().post('/updateUserDetails/', body);
      expect([noSession.statusCode, errorOf(noSession).code]).toEqual([401, 'NO_SESSION']);
      const { client, person } = await member();
      const noCsrf = await client.post('/updateUserDetails/', body, { noCsrf: true });
      expect(noCsrf.statusCode).toBe(403);
      expect((await client.post('/getUserDetails/')).json()).toMatchObject({ first_name: person.first_name });
    });
  });

  describe('/updateUserMobile/', () => {
    test('texts a code to the new number; the number changes only when the code is entered', async () => {
      const { client, person } = await member();
      const oldMobile = e164(person.mobile_number);
      const newMobile = freshMobile();
      const start = await client.post('/updateUserMobile/', { mobile_number: newMobile });
      expect(start.statusCode).toBe(200);
      expect(start.json()).toEqual({
        status: 'code_sent',
        next_step: 'verify_mobile_change',
        channel: 'sms',
        expires_in_seconds: 600,
        mobile_number: e164(newMobile),
        expires_at: new Date(t().clock.now().getTime() + 10 * MINUTE).toISOString(),
      });
      const [sms] = await t().messagesTo(e164(newMobile));
      expect(sms).toMatch(
        /^StaySmart: \d{6} is your code to confirm the new mobile number for your StaySmart account\. It expires in 10 minutes\./,
      );
      // Only the code row is kept until then; the old number still signs in.
      expect((await client.post('/getUserDetails/')).json()).toMatchObject({ mobile_number: oldMobile });
      const [pending] = await t().db.query<{ destination: string; deliverable: boolean }>(
        "SELECT destination, deliverable FROM one_time_codes WHERE purpose = 'mobile_change' AND destination = $1",
        [e164(newMobile)],
      );
      expect(pending).toEqual({ destination: e164(newMobile), deliverable: true });

      const verify = await client.post('/updateUserMobile/verify/', {
        code: await t().latestCode(e164(newMobile)),
      });
      expect(verify.statusCode).toBe(200);
      const details = {
        status: 'signed_in',
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email,
        mobile_number: e164(newMobile),
      };
      expect(verify.json()).toEqual(details);
      expect((await client.post('/getUserDetails/')).json()).toEqual(details);
      expect((await history(client))[0]).toEqual(
        expect.objectContaining({ kind: 'mobile_changed', description: 'Changed your mobile number' }),
      );

      // The code works once; the new number signs in, the old one no longer finds the account.
      const reused = await client.post('/updateUserMobile/verify/', {
        code: await t().latestCode(e164(newMobile)),
      });
      expect(errorOf(reused).code).toBe('CODE_USED');
      const elsewhere = t().client();
      await elsewhere.main();
      await elsewhere.post('/signin/', { mobile_number: newMobile });
      const signedIn = await elsewhere.post('/signin/verify-otp/', {
        code: await t().latestCode(e164(newMobile)),
      });
      expect(signedIn.json()).toEqual(details);
      const old = t().client();
      await old.main();
      const before = (await t().messagesTo(oldMobile)).length;
      await old.post('/signin/', { mobile_number: oldMobile });
      expect(await t().messagesTo(oldMobile)).toHaveLength(before);
    });

    test.each([
      [
        '02 9876 5432',
        '"mobile_number" must be an Australian mobile number, like 0412 345 678 or +61 412 345 678.',
      ],
      [
        '+1 415 555 2671',
        '"mobile_number" must be an Australian mobile number, like 0412 345 678 or +61 412 345 678.',
      ],
      ['0412', '"mobile_number" must be an Australian mobile number.'],
      ['0'.repeat(31), '"mobile_number" must be at most 30 characters long.'],
    ])('refuses %j with a clear 400, storing and sending nothing', async (mobile, message) => {
      const { client } = await member();
      const before = await rowCounts(t().db, tables);
      const response = await client.post('/updateUserMobile/', { mobile_number: mobile });
      expect({ status: response.statusCode, error: errorOf(response) }).toEqual({
        status: 400,
        error: { code: 'BAD_REQUEST', message },
      });
      expect(await rowCounts(t().db, tables)).toEqual(before);
    });

    test('refuses the number the account already has, in any form, with a 400', async () => {
      const { client, person } = await member();
      const before = await rowCounts(t().db, tables);
      const sent = (await t().messagesTo(e164(person.mobile_number))).length;
      for (const mobile of [person.mobile_number, e164(person.mobile_number)]) {
        const response = await client.post('/updateUserMobile/', { mobile_number: mobile });
        expect({ status: response.statusCode, error: errorOf(response) }).toEqual({
          status: 400,
          error: {
            code: 'BAD_REQUEST',
            message: '"mobile_number" is already the mobile number of your account. Enter a new one.',
          },
        });
      }
      expect(await rowCounts(t().db, tables)).toEqual(before);
      expect(await t().messagesTo(e164(person.mobile_number))).toHaveLength(sent);
    });

    test('a wrong code says how many tries are left; after five even the right one fails until a new code', async () => {
      const { client, person } = await member();
      const newMobile = freshMobile();
      await client.post('/updateUserMobile/', { mobile_number: newMobile });
      const code = await t().latestCode(e164(newMobile));
      const messages: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await client.post('/updateUserMobile/verify/', { code: wrongCode(code) });
        expect([wrong.statusCode, errorOf(wrong).code]).toEqual([400, 'INVALID_CODE']);
        messages.push(errorOf(wrong).message);
      }
      expect(messages).toEqual([
        'That code is not right. You have 4 tries left.',
        'That code is not right. You have 3 tries left.',
        'That code is not right. You have 2 tries left.',
        'That code is not right. You have 1 try left.',
        'That code is not right, and that was the last try for it. Please ask for a new code.',
      ]);
      const right = await client.post('/updateUserMobile/verify/', { code });
      expect([right.statusCode, errorOf(right).code]).toEqual([400, 'TOO_MANY_ATTEMPTS']);
      expect((await client.post('/getUserDetails/')).json()).toMatchObject({
        mobile_number: e164(person.mobile_number),
      });

      // A new code to the same number replaces the dead one.
      const resent = await client.post('/updateUserMobile/resend/');
      expect(resent.json()).toEqual({
        status: 'code_sent',
        next_step: 'verify_mobile_change',
        channel: 'sms',
        expires_in_seconds: 600,
        mobile_number: e164(newMobile),
        expires_at: new Date(t().clock.now().getTime() + 10 * MINUTE).toISOString(),
      });
      const fresh = await t().latestCode(e164(newMobile));
      const verified = await client.post('/updateUserMobile/verify/', { code: fresh });
      expect(verified.json()).toMatchObject({ mobile_number: e164(newMobile) });
    });

    test('a code expires after 10 minutes', async () => {
      const { client, person } = await member();
      const newMobile = freshMobile();
      await client.post('/updateUserMobile/', { mobile_number: newMobile });
      const code = await t().latestCode(e164(newMobile));
      t().clock.advance(10 * MINUTE + 1000);
      const late = await client.post('/updateUserMobile/verify/', { code });
      expect([late.statusCode, errorOf(late).code]).toEqual([400, 'CODE_EXPIRED']);
      expect((await client.post('/getUserDetails/')).json()).toMatchObject({
        mobile_number: e164(person.mobile_number),
      });
    });

    test('a number another account has: the code is sent, and entering it is a 409 that changes nothing', async () => {
      const { person: other } = await member();
      const { client, person } = await member();
      const start = await client.post('/updateUserMobile/', { mobile_number: other.mobile_number });
      expect(start.statusCode).toBe(200);
      const verify = await client.post('/updateUserMobile/verify/', {
        code: await t().latestCode(e164(other.mobile_number)),
      });
      expect({ status: verify.statusCode, error: errorOf(verify) }).toEqual({
        status: 409,
        error: {
          code: 'CONFLICT',
          message:
            'This mobile number already belongs to another StaySmart account. Enter a different number.',
        },
      });
      expect((await client.post('/getUserDetails/')).json()).toMatchObject({
        mobile_number: e164(person.mobile_number),
      });
      expect((await history(client)).map((item) => item.kind)).not.toContain('mobile_changed');
    });

    test('a code for another step, or none at all, does not change the number', async () => {
      const { client, person } = await member();
      const nothing = await client.post('/updateUserMobile/verify/', { code: '123456' });
      expect([nothing.statusCode, errorOf(nothing).code]).toEqual([400, 'NO_PENDING_CODE']);
      const resend = await client.post('/updateUserMobile/resend/');
      expect({ status: resend.statusCode, error: errorOf(resend) }).toEqual({
        status: 400,
        error: {
          code: 'NO_PENDING_CODE',
          message:
            'There is no code to send again in this browser. Please enter your new mobile number again.',
        },
      });
      // A sign-in code is not a mobile-change code.
      await client.post('/signin/', { email: person.email });
      const signinCode = await t().latestCode(person.email);
      const wrongStep = await client.post('/updateUserMobile/verify/', { code: signinCode });
      expect(errorOf(wrongStep).code).toBe('NO_PENDING_CODE');
    });

    test.each([
      ['/updateUserMobile/', { mobile_number: '0412 345 678' }],
      ['/updateUserMobile/verify/', { code: '123456' }],
      ['/updateUserMobile/resend/', {}],
    ])('%s: 401 signed out, 403 without the CSRF header, nothing stored', async (path, body) => {
      const anonymous = t().client();
      await anonymous.main();
      const before = await rowCounts(t().db, tables);
      const signedOut = await anonymous.post(path, body);
      expect([signedOut.statusCode, errorOf(signedOut).code]).toEqual([401, 'UNAUTHORIZED']);
      expect(await rowCounts(t().db, tables)).toEqual(before);
      const { client } = await member();
      const stored = await rowCounts(t().db, tables);
      expect((await client.post(path, body, { noCsrf: true })).statusCode).toBe(403);
      expect(await rowCounts(t().db, tables)).toEqual(stored);
    });
  });
});
