/** @jest-environment ./server/test/pglite-environment.ts */
import { APP_KEY, errorOf, useTestApp } from './helpers/test-app';

describe('the app key in production', () => {
  const t = useTestApp('pglite', {
    env: { NODE_ENV: 'production', SITE_URL: 'https://www.staysmart.example.com' },
  });
  const withKey = { headers: { 'x-app-key': APP_KEY } };

  test("refuses a call of the site's without the key, in the header or the body", async () => {
    const client = t().client();
    const missing = await client.post('/main/', {});
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing)).toEqual({
      code: 'APP_KEY',
      message:
        'This call did not say which StaySmart site made it. Reload the page to get the current version.',
    });
    expect((await client.post('/main/', {}, withKey)).statusCode).toBe(200);
    // A keepalive upload that cannot set a header carries the key in its body.
    const inBody = await client.post('/updateEvents/', { actions: [], dc_id: 'dc-key-1', app_key: APP_KEY });
    expect(inBody.statusCode).toBe(200);
    const without = await client.post('/updateEvents/', { actions: [], dc_id: 'dc-key-2' });
    expect(without.statusCode).toBe(403);
  });

  test('still refuses a wrong key', async () => {
    const client = t().client();
    const wrong = await client.post('/main/', {}, { headers: { 'x-app-key': 'other-build-key' } });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).message).toMatch(/built for a different StaySmart server/);
  });

  test('monitors and browsers reach the routes they call without a key', async () => {
    const status = await t().client().post('/status/');
    expect(status.statusCode).toBe(200);
    const report = await t()
      .client()
      .post('/cspReport/', undefined, {
        raw: JSON.stringify({
          'csp-report': {
            'document-uri': 'https://www.staysmart.example.com/',
            'effective-directive': 'script-src-elem',
            'violated-directive': 'script-src-elem',
            'blocked-uri': 'inline',
            disposition: 'enforce',
          },
        }),
        contentType: 'application/csp-report',
      });
    expect(report.statusCode).toBeLessThan(300);
  });
});
