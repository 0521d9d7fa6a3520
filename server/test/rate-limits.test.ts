/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadReferenceData } from '../data/reference-data';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../plugins/rate-limit';
import type { Queryable } from '../db/db';
import { databaseRateLimitStore, removeEndedRateLimitWindows } from '../plugins/rate-limit-store';
import { errorOf, TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const tight = { max: 3, windowMs: 60_000 };
const loose = { max: 1000, windowMs: 60_000 };

const limits: Partial<RateLimitSettings> = {
  authSend: { ip: { max: 5, windowMs: 60_000 }, session: tight },
  errorReport: { ip: tight, session: loose },
  cspReport: { ip: tight, session: tight },
  write: { ip: loose, session: loose },
  read: { ip: loose, session: tight },
  compute: { ip: loose, session: { max: 2, windowMs: 60_000 } },
};

// In memory on the embedded database; in PostgreSQL's rate_limit_counters on PostgreSQL.
describe.each(testDrivers())('request rate limits on %s', (driver) => {
  const t = useTestApp(driver, { rateLimits: limits });

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

  test('a route that names no group is limited as a read; the offers are limited tighter than writes', async () => {
    const client = t().client({ ip: '203.0.113.11' });
    await client.main();
    const reads: number[] = [];
    for (let n = 0; n < 4; n += 1) reads.push((await client.post('/myCurrentDeal/', {})).statusCode);
    expect(reads).toEqual([200, 200, 200, 429]);
    const offers: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      offers.push(
        (await client.post('/getHLOffers/', { survey_id: '00000000-0000-4000-8000-000000000000' }))
          .statusCode,
      );
    }
    // Refused for the survey (404) until the group's share is used up.
    expect(offers).toEqual([404, 404, 429]);
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

  test('an IPv6 client is counted per /64: new addresses in its network share one allowance', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const client = t().client({ ip: `2001:db8:20:1::${(n + 1).toString(16)}` });
      await client.main();
      statuses.push((await client.post('/signin/', { email: `v6a${n}@example.com` })).statusCode);
      statuses.push((await client.post('/signin/', { email: `v6b${n}@example.com` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const nextNetwork = t().client({ ip: '2001:db8:20:2::1' });
    await nextNetwork.main();
    expect((await nextNetwork.post('/signin/', { email: 'v6c@example.com' })).statusCode).toBe(200);
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

describe.each(testDrivers())('the database counters on %s', (driver) => {
  const t = useTestApp(driver);
  const incrementWith =
    (Store: ReturnType<typeof databaseRateLimitStore>) =>
    (key: string, windowMs = 60_000) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        new Store().incr(
          key,
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          windowMs,
        ),
      );
  /** Each call its own store: its own statement, as from another process. */
  const increment = (key: string, windowMs = 60_000) =>
    incrementWith(databaseRateLimitStore(t().db, t().clock.now))(key, windowMs);

  test('count a key through its window, then start afresh; keys count apart', async () => {
    expect(await increment('write:ip:a')).toEqual({ current: 1, ttl: 60_000 });
    t().clock.advance(20_000);
    expect(await increment('write:ip:a')).toEqual({ current: 2, ttl: 40_000 });
    expect(await increment('write:ip:b')).toEqual({ current: 1, ttl: 60_000 });
    t().clock.advance(40_000);
    expect(await increment('write:ip:a')).toEqual({ current: 1, ttl: 60_000 });
  });

  test('concurrent requests each get their own count', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => increment('authSend:session:x')));
    expect(counts.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  test('requests of one turn share a statement, and each key counts its own requests in order', async () => {
    let statements = 0;
    const counted: Queryable = {
      query: (sql, params) => {
        statements += 1;
        return t().db.query(sql, params);
      },
      exec: (sql) => t().db.exec(sql),
    };
    const shared = incrementWith(databaseRateLimitStore(counted, t().clock.now));
    await shared('write:ip:c');
    const keys = ['write:ip:c', 'write:ip:d', 'write:ip:c', 'write:session:c', 'write:ip:c', 'write:ip:d'];
    const counts = await Promise.all(keys.map((key) => shared(key)));
    expect(counts.map((result) => result.current)).toEqual([2, 1, 3, 1, 4, 2]);
    expect(statements).toBe(2);
    // Another store (another process) carries on from the shared count.
    expect(await increment('write:ip:c')).toMatchObject({ current: 5 });
  });

  test('a batch spanning the end of a window starts every key afresh at once', async () => {
    const shared = incrementWith(databaseRateLimitStore(t().db, t().clock.now));
    await Promise.all([shared('write:ip:e', 10_000), shared('write:ip:e', 10_000)]);
    t().clock.advance(10_000);
    const counts = await Promise.all([shared('write:ip:e', 10_000), shared('write:ip:e', 10_000)]);
    expect(counts).toEqual([
      { current: 1, ttl: 10_000 },
      { current: 2, ttl: 10_000 },
    ]);
  });

  test('stores in several processes counting one key at once hand out every count once', async () => {
    const stores = Array.from({ length: 4 }, () =>
      incrementWith(databaseRateLimitStore(t().db, t().clock.now)),
    );
    const counts = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        (stores[index % 4] as (typeof stores)[number])('authSend:ip:z'),
      ),
    );
    expect(counts.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
  });

  test('housekeeping removes only the counters whose window has ended', async () => {
    await t().db.query('DELETE FROM rate_limit_counters');
    await increment('write:ip:old', 1_000);
    await increment('write:ip:new', 60_000);
    t().clock.advance(5_000);
    expect(await removeEndedRateLimitWindows(t().db, t().clock.now())).toBe(1);
    const left = await t().db.query<{ key: string }>('SELECT key FROM rate_limit_counters');
    expect(left.map((row) => row.key)).toEqual(['write:ip:new']);
  });
});

describe.each(testDrivers().filter((driver) => driver === 'pg'))(
  'two API processes on one %s database',
  (driver) => {
    const t = useTestApp(driver, { rateLimits: limits });
    let second: FastifyInstance;
    beforeAll(async () => {
      // A second app on the same database: what a second process is to the first.
      second = await buildApp({
        config: t().config,
        db: t().db,
        referenceData: loadReferenceData(t().config.referenceDataDir),
        now: t().clock.now,
        logger: false,
        rateLimits: { ...t().app.ctx.rateLimits },
      });
      await second.ready();
    });
    afterAll(() => second.close());

    test('share one count: a session alternating between them gets 429 after its share, not twice it', async () => {
      const first = t().client({ ip: '203.0.113.50' });
      await first.main();
      const other = new TestClient(second, '203.0.113.50');
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        const client = n % 2 === 0 ? first : other;
        for (const [name, value] of first.cookies) client.cookies.set(name, value);
        statuses.push((await client.post('/signin/', { email: `shared${n}@example.com` })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  },
);
