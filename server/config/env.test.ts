import path from 'node:path';
import { DEFAULT_APP_KEY, EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  test('defaults: port 8000 on loopback, data in ./.data, outbox inside it, development key', () => {
    const config = loadEnv({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      logLevel: 'info',
      dataDir: '/srv/app/.data',
      outboxDir: '/srv/app/.data/outbox',
      publicDir: '/srv/app/public',
      databaseUrl: null,
      smtpUrl: null,
      appKey: DEFAULT_APP_KEY,
      appKeyIsDefault: true,
      staffEmails: [],
      trustProxy: false,
      watchReferenceData: true,
    });
    expect(config.referenceDataDir).toBe(path.resolve(__dirname, '..', '..', 'data'));
  });

  test('reads every variable', () => {
    const config = loadEnv(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: '/var/lib/staysmart',
        DATABASE_URL: 'postgres://app@db:5432/staysmart',
        SMTP_URL: 'smtps://user:pass@mail.example.com',
        APP_KEY: 'build-2025-11-03',
        STAFF_EMAILS: ' Ana@StaySmart.com.au, ben@staysmart.com.au ',
        PUBLIC_DIR: '/srv/public',
        REFERENCE_DATA_DIR: '/srv/data',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        WATCH_DATA: 'false',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'warn',
      outboxDir: '/var/lib/staysmart/outbox',
      databaseUrl: 'postgres://app@db:5432/staysmart',
      appKeyIsDefault: false,
      staffEmails: ['ana@staysmart.com.au', 'ben@staysmart.com.au'],
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      watchReferenceData: false,
    });
  });

  test('tests are quiet by default', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  test('lists every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        APP_KEY: 'a b',
        STAFF_EMAILS: 'nobody',
        NODE_ENV: 'staging',
        WATCH_DATA: 'no',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems;
    expect(problems).toHaveLength(7);
    expect((error as EnvError).message).toMatch(
      /^Invalid server configuration:\n {2}- PORT must be a whole number/,
    );
    expect(problems.join('\n')).toMatch(/WATCH_DATA must be true or false \(got "no"\)/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(problems.join('\n')).toMatch(/STAFF_EMAILS .*\(bad: nobody\)/);
  });

  test('the refinance partner: no webhook by default, a 5-second limit, and checked values', () => {
    expect(loadEnv({})).toMatchObject({
      refinanceWebhookUrl: null,
      refinanceWebhookKey: null,
      refinanceWebhookTimeoutMs: 5_000,
    });
    expect(
      loadEnv({
        REFINANCE_WEBHOOK_URL: 'https://partner.example.com/referrals',
        REFINANCE_WEBHOOK_KEY: 'k3y-with-symbols!',
        REFINANCE_WEBHOOK_TIMEOUT_MS: '250',
      }),
    ).toMatchObject({
      refinanceWebhookUrl: 'https://partner.example.com/referrals',
      refinanceWebhookKey: 'k3y-with-symbols!',
      refinanceWebhookTimeoutMs: 250,
    });
    let error: unknown;
    try {
      loadEnv({
        REFINANCE_WEBHOOK_URL: 'ftp://partner.example.com/',
        REFINANCE_WEBHOOK_KEY: 'has a space',
        REFINANCE_WEBHOOK_TIMEOUT_MS: '5s',
      });
    } catch (caught) {
      error = caught;
    }
    expect((error as EnvError).problems).toEqual([
      'REFINANCE_WEBHOOK_URL must be an http:// or https:// URL without a user name or password.',
      'REFINANCE_WEBHOOK_KEY must be 8 to 512 printable characters without spaces.',
      'REFINANCE_WEBHOOK_TIMEOUT_MS must be a whole number from 1 to 60000 (got "5s").',
    ]);
    expect(() => loadEnv({ REFINANCE_WEBHOOK_URL: 'https://user:secret@partner.example.com/' })).toThrow(
      /REFINANCE_WEBHOOK_URL/,
    );
  });

  test('the refinance partner’s legal name and credit licence: none by default, both or neither, checked', () => {
    expect(loadEnv({}).refinancePartner).toBeNull();
    expect(
      loadEnv({ REFINANCE_PARTNER_NAME: 'Example Broking Pty Ltd', REFINANCE_PARTNER_LICENCE: '123456' })
        .refinancePartner,
    ).toEqual({ legalName: 'Example Broking Pty Ltd', creditLicence: '123456' });
    const problemsOf = (env: Record<string, string>): string[] => {
      try {
        loadEnv(env);
        return [];
      } catch (caught) {
        return (caught as EnvError).problems;
      }
    };
    expect(problemsOf({ REFINANCE_PARTNER_NAME: 'Example Broking Pty Ltd' })).toEqual([
      expect.stringMatching(/^REFINANCE_PARTNER_LICENCE must be the partner’s six-digit/),
    ]);
    expect(problemsOf({ REFINANCE_PARTNER_LICENCE: '123456' })).toEqual([
      expect.stringMatching(/^REFINANCE_PARTNER_NAME must be the partner’s legal name/),
    ]);
    expect(
      problemsOf({ REFINANCE_PARTNER_NAME: '<b>Broker</b>', REFINANCE_PARTNER_LICENCE: 'ACL 123456' }),
    ).toHaveLength(2);
  });

  test('the metrics token: none by default (no /metrics), else 24 or more printable characters', () => {
    expect(loadEnv({}).metricsToken).toBeNull();
    const token = 'a-long-random-metrics-token-0123';
    expect(loadEnv({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const bad of ['short-token', 'a token with spaces in it 0123456']) {
      expect(() => loadEnv({ METRICS_TOKEN: bad })).toThrow(
        'METRICS_TOKEN must be 24 to 512 printable characters without spaces.',
      );
    }
  });

  test('follow-ups: the site address for e-mail links, the worker, and the SMS provider', () => {
    expect(loadEnv({ PORT: '8123' })).toMatchObject({
      siteUrl: 'http://localhost:8123',
      jobWorker: true,
      sms: { provider: 'outbox' },
    });
    expect(
      loadEnv({
        SITE_URL: 'https://staysmart.com.au/',
        JOB_WORKER: 'false',
        SMS_PROVIDER: 'messagemedia',
        SMS_ACCOUNT: 'key',
        SMS_TOKEN: 'secret',
      }),
    ).toMatchObject({
      siteUrl: 'https://staysmart.com.au',
      jobWorker: false,
      sms: {
        provider: 'messagemedia',
        baseUrl: 'https://api.messagemedia.com',
        account: 'key',
        token: 'secret',
        from: null,
      },
    });
    let error: unknown;
    try {
      loadEnv({ SITE_URL: 'staysmart.com.au', JOB_WORKER: 'yes', SMS_PROVIDER: 'twilio' });
    } catch (caught) {
      error = caught;
    }
    expect((error as EnvError).problems).toEqual([
      'SITE_URL must be an http:// or https:// address, such as https://staysmart.com.au.',
      'JOB_WORKER must be true or false (got "yes").',
      'SMS_PROVIDER=twilio needs SMS_ACCOUNT and SMS_TOKEN (the account SID and auth token).',
      'SMS_PROVIDER=twilio needs SMS_FROM, the number or sender id to send from.',
    ]);
    expect(() => loadEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(
      /SMS_PROVIDER must be outbox, twilio or messagemedia/,
    );
  });
});
