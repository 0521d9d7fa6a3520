/** @jest-environment ./server/test/pglite-environment.ts */
import { SECURITY } from '../config/security';
import { e164, newPerson, signUp } from './helpers/auth-flows';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

/** A code that is not the one sent: the sent one with its last digit changed. */
function wrongCode(code: string): string {
  return `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
}

describe.each(testDrivers())('sign-in codes guessed or sent by someone else on %s', (driver) => {
  const t = useTestApp(driver);

  async function owner() {
    const person = newPerson('Olive', 'Owner');
    const client = t().client({ ip: '198.51.100.7' });
    await signUp(t(), client, person);
    await client.post('/signout/');
    return person;
  }

  /** Asks for a sign-in code for `to` and enters a wrong one `tries` times; answers the last reply. */
  async function guess(client: TestClient, to: { email: string } | { mobile_number: string }, tries: number) {
    const sent = await client.post('/signin/', to);
    expect(sent.statusCode).toBe(200);
    const code = await t().latestCode('email' in to ? to.email : e164(to.mobile_number));
    let last = sent;
    for (let n = 0; n < tries; n += 1)
      last = await client.post('/signin/verify-otp/', { code: wrongCode(code) });
    return { last, code };
  }

  test('wrong codes are capped per account across e-mail and mobile; the owner is told and can sign in after the pause', async () => {
    const person = await owner();
    const attacker = t().client({ ip: '203.0.113.50' });
    await attacker.main();
    const mailsBefore = (await t().messagesTo(person.email)).length;

    const byEmail = await guess(attacker, { email: person.email }, 5);
    expect(errorOf(byEmail.last).code).toBe('INVALID_CODE');
    const byMobile = await guess(
      attacker,
      { mobile_number: person.mobile_number },
      SECURITY.wrongCodesPerDay - 5,
    );
    expect(byMobile.last.statusCode).toBe(429);
    expect(errorOf(byMobile.last)).toEqual({
      code: 'RATE_LIMITED',
      message:
        'Too many wrong codes for this account today, so its codes are paused. Please try again in 60 minutes.',
    });
    // The attacker's codes went to the owner too; then one notice.
    const notice = (await t().messagesTo(person.email))
      .slice(mailsBefore)
      .filter((mail) => mail.includes('paused'));
    expect(notice).toHaveLength(1);
    expect(notice[0]).toContain('Someone entered too many wrong codes for your StaySmart account today,');
    expect(notice[0]).toMatch(/paused until \d{1,2}:\d{2} [ap]m \(Sydney time\)/);

    // While paused, even the right code does not work, from anywhere.
    const ownerClient = t().client({ ip: '198.51.100.7' });
    await ownerClient.main();
    await ownerClient.post('/signin/', { email: person.email });
    const right = await t().latestCode(person.email);
    expect((await ownerClient.post('/signin/verify-otp/', { code: right })).statusCode).toBe(429);

    t().clock.advance(SECURITY.codeLockMs);
    await ownerClient.post('/signin/', { email: person.email });
    const after = await ownerClient.post('/signin/verify-otp/', { code: await t().latestCode(person.email) });
    expect(after.statusCode).toBe(200);
  });

  test('an address without an account is paused the same way, so the answers tell nothing', async () => {
    const attacker = t().client({ ip: '203.0.113.51' });
    await attacker.main();
    const nobody = { email: 'nobody.here@example.com' };
    const first = await attacker.post('/signin/', nobody);
    expect(first.statusCode).toBe(200);
    const replies: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      if (round > 0) await attacker.post('/signin/', nobody);
      for (let n = 0; n < 5; n += 1) {
        replies.push((await attacker.post('/signin/verify-otp/', { code: '000000' })).statusCode);
      }
    }
    expect(replies).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 429]);
    expect(await t().messagesTo(nobody.email)).toEqual([]);
  });

  test('codes sent from another network never use up the owner’s: only many networks together reach the cap', async () => {
    const person = await owner();
    // The sign-up's own code is out of the window.
    t().clock.advance(SECURITY.codeSendWindowMs);
    const statuses = async (ip: string, times: number) => {
      const client = t().client({ ip });
      await client.main();
      const answers: number[] = [];
      for (let n = 0; n < times; n += 1)
        answers.push((await client.post('/signin/', { email: person.email })).statusCode);
      return answers;
    };
    // One network gets its five, then 429.
    expect(await statuses('203.0.113.60', 6)).toEqual([200, 200, 200, 200, 200, 429]);
    // The owner, elsewhere, still gets a code.
    expect(await statuses('198.51.100.7', 1)).toEqual([200]);
    // Three networks' worth reach the address's cap for the window; the next window is open again.
    expect(await statuses('2001:db8:60::1', 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses('192.0.2.61', 5)).toEqual([200, 200, 200, 200, 429]);
    t().clock.advance(SECURITY.codeSendWindowMs);
    expect(await statuses('192.0.2.61', 1)).toEqual([200]);
  });
});
