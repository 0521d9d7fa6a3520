import { productionProblems } from './production-checks';

const safe = {
  nodeEnv: 'production' as const,
  appKeyIsDefault: false,
  siteUrl: 'https://staysmart.com.au',
  trustProxy: true,
  smtpUrl: 'smtps://mail.example.com',
  sms: {
    provider: 'twilio' as const,
    baseUrl: 'https://api.twilio.com',
    account: 'a',
    token: 't',
    from: null,
  },
  refinanceWebhookUrl: 'https://partner.example.com/hook',
  refinancePartner: { legalName: 'Example Broking Pty Ltd', creditLicence: '123456' },
};

describe('what a production server refuses', () => {
  it('starts with a safe configuration', () => {
    expect(productionProblems(safe)).toEqual([]);
  });

  it.each([
    ['the development APP_KEY', { appKeyIsDefault: true }, /APP_KEY is the development key/],
    ['an http SITE_URL', { siteUrl: 'http://staysmart.com.au' }, /SITE_URL must be the https:\/\//],
    ['no proxy in front', { trustProxy: false }, /TRUST_PROXY is not set/],
    ['e-mail to the outbox', { smtpUrl: null }, /SMTP_URL is not set/],
    ['texts to the outbox', { sms: { provider: 'outbox' as const } }, /SMS_PROVIDER is not set/],
    ['referrals to the outbox', { refinanceWebhookUrl: null }, /REFINANCE_WEBHOOK_URL is not set/],
    [
      'a refinance partner without its name and licence',
      { refinancePartner: null },
      /REFINANCE_PARTNER_NAME and REFINANCE_PARTNER_LICENCE are not set/,
    ],
  ])('refuses %s', (_what, change, message) => {
    const problems = productionProblems({ ...safe, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it.each(['development', 'test'] as const)('checks nothing in %s', (nodeEnv) => {
    expect(
      productionProblems({
        ...safe,
        nodeEnv,
        appKeyIsDefault: true,
        siteUrl: 'http://localhost:8000',
        trustProxy: false,
      }),
    ).toEqual([]);
  });
});
