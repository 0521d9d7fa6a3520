/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { DEAD_LETTER_QUEUE, FOLLOW_UPS } from '../jobs/queues';
import { errorOf, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

const TOKEN = 'metrics-token-for-the-tests-0001';
const tight = { max: 2, windowMs: 60_000 };

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when the line is missing. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDrivers())('GET /metrics on %s', (driver) => {
  const t = useTestApp(driver, {
    env: { METRICS_TOKEN: TOKEN },
    rateLimits: { errorReport: { ip: tight, session: tight } },
  });
  const scrape = (authorization?: string) =>
    t().app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  test('is refused without the token, or with another, in the API error shape', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`, TOKEN]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(errorOf(refused).code).toBe('UNAUTHORIZED');
      expect(refused.body).not.toContain('staysmart_');
    }
  });

  test('counts requests and their latency per route pattern and status class', async () => {
    const client = t().client({ ip: '203.0.113.70' });
    await client.main();
    await client.post('/status/', {});
    await client.post('/status/', {});
    await t().app.inject({ method: 'GET', url: '/no-such-page-12345/' });
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = answer.body;
    expect(
      sample(
        text,
        'staysmart_http_request_duration_seconds_count{method="POST",route="/api/v1/status/",status="2xx"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'staysmart_http_request_duration_seconds_count{method="POST",route="/api/v1/main/",status="2xx"}',
      ),
    ).toBe(1);
    expect(text).toContain(
      'staysmart_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/v1/status/",status="2xx"}',
    );
    // The address asked for never becomes a label.
    expect(text).not.toContain('no-such-page-12345');
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });

  test('counts rate-limit refusals by group', async () => {
    const client = t().client({ ip: '203.0.113.71' });
    const report = { error_id: 'e1', message: 'boom' };
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await client.post('/errorReport/', report)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'staysmart_rate_limit_refusals_total{group="errorReport"}')).toBe(2);
  });

  test('reads the job queue (depth by state, dead letters) and the age of the product data', async () => {
    const boss = await t().app.ctx.jobQueue();
    const queue = FOLLOW_UPS[0]!.queue;
    await boss.send(queue, { test: true }, { startAfter: 3600 });
    await boss.send(DEAD_LETTER_QUEUE, { test: true });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'staysmart_job_queue_readable')).toBe(1);
    expect(sample(text, `staysmart_jobs{queue="${queue}",state="waiting"}`)).toBe(1);
    expect(sample(text, `staysmart_jobs{queue="${queue}",state="failed"}`)).toBe(0);
    expect(sample(text, 'staysmart_job_dead_letters')).toBe(1);

    const data = t().app.ctx.referenceData;
    const fetched = new Date(data.fetchedBetween?.to ?? data.snapshotDate).getTime();
    const age = sample(text, 'staysmart_reference_data_age_seconds');
    expect(age).toBe((t().clock.now().getTime() - fetched) / 1000);
    t().clock.advance(86_400_000);
    const later = sample((await scrape(`Bearer ${TOKEN}`)).body, 'staysmart_reference_data_age_seconds');
    expect(later).toBe((age ?? 0) + 86_400);
  });
});

describe.each(testDrivers().slice(0, 1))('without METRICS_TOKEN on %s', (driver) => {
  const t = useTestApp(driver);

  test('there is no metrics route at all: /metrics is answered as any unknown address', async () => {
    const get = (url: string) =>
      t().app.inject({ method: 'GET', url, headers: { authorization: 'Bearer anything-at-all-000000000' } });
    const answer = await get('/metrics');
    const unknown = await get('/no-such-address');
    expect(answer.statusCode).toBe(unknown.statusCode);
    expect(answer.statusCode).not.toBe(200);
    expect(answer.body).not.toContain('staysmart_');
  });
});
