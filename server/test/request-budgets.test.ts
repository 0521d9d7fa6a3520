/** @jest-environment ./server/test/pglite-environment.ts */
import { DEFAULT_BODY_LIMIT } from '../routes/define-route';
import { errorOf, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

describe.each(testDrivers())('request budgets on %s', (driver) => {
  const t = useTestApp(driver);

  test('a slow or silent client cannot hold a connection open', () => {
    const server = t().app.server;
    expect(server.requestTimeout).toBe(30_000);
    expect(server.timeout).toBe(60_000);
  });

  test.each([
    // route, a body just over its limit
    ['/signin/', DEFAULT_BODY_LIMIT],
    ['/updateHLSurveyInput/', DEFAULT_BODY_LIMIT],
    ['/main/', 32 * 1024],
    ['/errorReport/', 128 * 1024],
  ])('%s refuses a body over %d bytes with 413 before reading it as JSON', async (path, limit) => {
    const client = t().client();
    await client.main();
    const padding = 'x'.repeat(limit);
    const response = await client.post(path, undefined, { raw: `{"padding":"${padding}"}` });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a route whose schema allows more takes it: a batch of tracked actions over 100 KB', async () => {
    const client = t().client();
    await client.main();
    const actions = Array.from({ length: 20 }, (_, n) => ({
      action: 'page-view',
      sequence_id: n,
      data: { note: 'y'.repeat(6_000) },
    }));
    const response = await client.post('/updateEvents/', { dc_id: 'dc-budget-1', actions });
    expect(JSON.stringify({ actions }).length).toBeGreaterThan(100 * 1024);
    expect(response.statusCode).toBe(200);
  });
});
