/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { openSealedText, openText, sealText } from '../jobs/sms-retries';
import { createHttpSmsProvider } from '../plugins/sms-http';
import { type SmsStandIn, startSmsStandIn } from '../testing/sms-provider-stand-in';
import { e164, newPerson } from './helpers/auth-flows';
import { reportFor, useAppWithJobs } from './helpers/jobs';
import { testDrivers } from './helpers/test-database';

let stand: SmsStandIn;
beforeAll(async () => {
  stand = await startSmsStandIn();
});
afterAll(async () => stand.close());
beforeEach(() => {
  stand.failNext = 0;
});

describe('the SMS providers’ HTTP APIs', () => {
  test.each([
    [
      'twilio',
      '/2010-04-01/Accounts/AC-stand-in/Messages.json',
      'application/x-www-form-urlencoded',
      '+61400000001',
    ],
    ['messagemedia', '/v1/messages', 'application/json', null],
  ] as const)('%s: the message, the Basic credentials and the sender', async (provider, path, type, from) => {
    const sms = createHttpSmsProvider({
      provider,
      baseUrl: stand.url,
      account: stand.account,
      token: stand.token,
      from,
    });
    await sms.send('+61412345678', 'StaySmart: 123456 is your code.');
    expect(stand.received.at(-1)).toMatchObject({
      path,
      contentType: expect.stringContaining(type),
      authorization: `Basic ${Buffer.from('AC-stand-in:stand-in-token').toString('base64')}`,
      to: '+61412345678',
      body: 'StaySmart: 123456 is your code.',
      from,
    });
  });

  test('an error answer or wrong credentials is an error naming the provider and the status', async () => {
    stand.failNext = 1;
    const sms = createHttpSmsProvider({
      provider: 'twilio',
      baseUrl: stand.url,
      account: 'AC-stand-in',
      token: 'stand-in-token',
      from: 'StaySmart',
    });
    await expect(sms.send('+61412345678', 'x')).rejects.toThrow(/^twilio answered HTTP 503/);
    const wrong = createHttpSmsProvider({
      provider: 'twilio',
      baseUrl: stand.url,
      account: 'AC-stand-in',
      token: 'nope',
      from: 'StaySmart',
    });
    await expect(wrong.send('+61412345678', 'x')).rejects.toThrow(/^twilio answered HTTP 401/);
  });

  test('sealed text opens only with the same key, and is not readable as it is stored', () => {
    const sealed = sealText('key-one', 'StaySmart: 654321 is your code.');
    expect(sealed).not.toContain('654321');
    expect(openText('key-one', sealed)).toBe('StaySmart: 654321 is your code.');
    expect(() => openText('key-two', sealed)).toThrow();
  });

  test('sealed text opens with the previous key after a rotation, and not once that key is dropped', () => {
    const sealed = sealText('key-one', 'StaySmart: 654321 is your code.');
    expect(openSealedText(['key-two', 'key-one'], sealed)).toBe('StaySmart: 654321 is your code.');
    expect(openSealedText(['key-two'], sealed)).toBeNull();
  });
});

describe.each(testDrivers())('a code SMS the provider refuses, on %s', (driver) => {
  const { t, run } = useAppWithJobs(driver, () => ({
    env: {
      SMS_PROVIDER: 'twilio',
      SMS_API_URL: stand.url,
      SMS_ACCOUNT: stand.account,
      SMS_TOKEN: stand.token,
      SMS_FROM: 'StaySmart',
    },
  }));

  test('is queued sealed and delivered by the next pass; an expired one is dropped', async () => {
    const app = t();
    const client = app.client();
    await client.main();
    const person = newPerson('Tex', 'Message');
    expect((await client.post('/signup/', person)).statusCode).toBe(200);
    stand.failNext = 1;
    const verified = await client.post('/signup/verify-email/', { code: await app.latestCode(person.email) });
    expect(verified.statusCode).toBe(200);
    await app.app.ctx.delivery.idle();
    const to = e164(person.mobile_number);
    expect(stand.received.filter((sms) => sms.to === to)).toHaveLength(0);

    // Queued, and the code is nowhere in the job.
    const [job] = await app.db.query<{ data: string }>(
      "SELECT data::text AS data FROM pgboss.job WHERE name = 'retry-sms' AND state = 'created'",
    );
    expect(job?.data).toContain(to);
    expect(job?.data).not.toMatch(/\b\d{6}\b/);

    const pass = await run(app.clock.now());
    expect(reportFor(pass, 'text messages retried')).toMatchObject({ sent: 1 });
    const delivered = stand.received.filter((sms) => sms.to === to);
    expect(delivered).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(delivered[0]!.body)?.[1];
    expect((await client.post('/signup/verify-mobile/', { code })).statusCode).toBe(200);

    // Another that fails, found only after its code has expired: not sent.
    const late = app.client();
    await late.main();
    const other = newPerson('Late', 'Text');
    await late.post('/signup/', other);
    stand.failNext = 1;
    await late.post('/signup/verify-email/', { code: await app.latestCode(other.email) });
    await app.app.ctx.delivery.idle();
    const expired = await run(new Date(app.clock.now().getTime() + 11 * 60_000));
    expect(reportFor(expired, 'text messages retried')).toMatchObject({
      sent: 0,
      skipped: 1,
    });
    expect(stand.received.filter((sms) => sms.to === e164(other.mobile_number))).toHaveLength(0);
  }, 60_000);
});
