/** @jest-environment ./server/test/pglite-environment.ts */
import { DEFAULT_RATE_LIMITS } from '../plugins/rate-limit';
import { errorOf, useTestApp } from './helpers/test-app';

const tight = { max: 3, windowMs: 60_000 };
const loose = { max: 1000, windowMs: 60_000 };

describe('request rate limits', () => {
  const t = useTestApp('pglite', {
    rateLimits: {
      authSend: { ip: { max: 5, windowMs: 60_000 }, session: tight },
      errorReport: { ip: tight, session: loose },
      cspReport: { ip: tight, session: tight },
      write: { ip: loose, session: loose },
    },
  });

  test('one session gets 429 with Retry-After after its share of sign-in requests', async () => {
    const client = t().client({ ip: '203.0.113.10' });
    await client.main();
    for (let n = 0; n < 3; n += 1) {
      expect((await client.post('/signin/', { email: `person${n}@example.com` })).statusCode).toBe(200);
    }
    const limited = await client.post('/signin/', { email: 'person9@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(errorOf(limited).message).toMatch(
      /^Too many requests from you\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('one address gets 429 across sessions', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const client = t().client({ ip: '203.0.113.20' });
      await client.main();
      statuses.push((await client.post('/signin/', { email: `a${n}@example.com` })).statusCode);
      statuses.push((await client.post('/signin/', { email: `b${n}@example.com` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test('error reports without a session are limited per address', async () => {
    const client = t().client({ ip: '203.0.113.30' });
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push((await client.post('/errorReport/', { error_id: `e${n}`, message: 'boom' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const elsewhere = t().client({ ip: '203.0.113.31' });
    expect((await elsewhere.post('/errorReport/', { error_id: 'e9', message: 'boom' })).statusCode).toBe(200);
  });

  test('policy violation reports are limited per address, apart from error reports', async () => {
    const client = t().client({ ip: '203.0.113.40' });
    const report = {
      'csp-report': { 'document-uri': 'http://localhost/', 'effective-directive': 'img-src' },
    };
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await client.post('/cspReport/', report)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await client.post('/cspReport/', report);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect((await client.post('/errorReport/', { error_id: 'e1', message: 'boom' })).statusCode).toBe(200);
  });

  test('the defaults keep code-sending routes far tighter than ordinary writes', () => {
    expect(DEFAULT_RATE_LIMITS.authSend.session.max).toBeLessThan(DEFAULT_RATE_LIMITS.write.session.max);
    expect(DEFAULT_RATE_LIMITS.authSend.ip.windowMs).toBeGreaterThanOrEqual(
      DEFAULT_RATE_LIMITS.write.ip.windowMs,
    );
  });
});
