/**
 * Two API processes on one PostgreSQL, as a deployment runs them: each `npm run serve` with its own
 * DATA_DIR and port, one DATABASE_URL and one outbox, and a visitor whose calls alternate between
 * them. Sign-up, sign-in and the lock-out, the rate limits, tracked actions sent to both, and a
 * follow-up sent by two `jobs:run-due` runs at once all behave as with one process.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { messageBody, outboxMessagesTo } from '../../server/test/helpers/outbox';
import { createTestDatabase, type TestDatabase, testDrivers } from '../../server/test/helpers/test-database';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';

const run = promisify(execFile);
const repoRoot = join(__dirname, '..', '..');
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const APP_KEY = 'two-processes-test-key';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A browser's cookies and CSRF header, over plain HTTP to whichever process it is given. */
class Visitor {
  readonly cookies = new Map<string, string>();

  async post(
    base: string,
    path: string,
    body: object = {},
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    const response = await fetch(`${base}/api/v1${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }
}

const hasPostgres = testDrivers().includes('pg');
const METRICS_TOKEN = 'two-processes-metrics-token-0001';
(hasPostgres ? describe : describe.skip)('two API processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dir: string;
  let outbox: string;
  const servers: ChildProcess[] = [];
  const bases: string[] = [];

  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url ?? '',
    OUTBOX_DIR: outbox,
    REFERENCE_DATA_DIR: DATA_DIR,
    APP_KEY,
    SITE_URL: 'https://staysmart.example',
    LOG_LEVEL: 'silent',
    // Follow-ups run from jobs:run-due below, so the test decides when.
    JOB_WORKER: 'false',
    METRICS_TOKEN,
    ...extra,
  });

  /** One process's figures: sample lines `name{labels} value` by series. */
  async function scrape(base: string): Promise<Map<string, number>> {
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const samples = new Map<string, number>();
    for (const line of (await response.text()).split('\n')) {
      const at = line.lastIndexOf(' ');
      if (line && !line.startsWith('#') && at > 0) samples.set(line.slice(0, at), Number(line.slice(at + 1)));
    }
    return samples;
  }

  /** What was sent to `to` (e-mails' bodies and texts), oldest first. */
  const messagesTo = (to: string): string[] => outboxMessagesTo(outbox, to).map(messageBody);

  async function codeFor(to: string): Promise<string> {
    for (let tries = 0; tries < 100; tries += 1) {
      const code = messagesTo(to)
        .at(-1)
        ?.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No code was sent to ${to}.`);
  }

  /** The token of the link in the e-mail asking `to` to confirm the address for reminders. */
  async function confirmationTokenFor(to: string): Promise<string> {
    for (let tries = 0; tries < 100; tries += 1) {
      const link = messagesTo(to)
        .at(-1)
        ?.match(/https:\/\/staysmart\.example\/confirm-email\/\?token=\S+/)?.[0];
      if (link) return new URL(link).searchParams.get('token') ?? '';
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No confirmation link was sent to ${to}.`);
  }

  beforeAll(async () => {
    database = await createTestDatabase('pg');
    dir = mkdtempSync(join(tmpdir(), 'two-processes-'));
    outbox = join(dir, 'outbox');
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const server = spawn(tsx, ['server/server.ts'], {
        cwd: repoRoot,
        env: env({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dir, name),
          // The API alone: the built site is not needed (and may not be built yet).
          PUBLIC_DIR: join(dir, 'public'),
        }),
        stdio: 'ignore',
      });
      servers.push(server);
      bases.push(`http://127.0.0.1:${port}`);
    }
    const deadline = Date.now() + 90_000;
    for (const base of bases) {
      for (;;) {
        const up = await fetch(`${base}/api/v1/status/`, { method: 'POST' }).then(
          (response) => response.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() > deadline) throw new Error(`${base} did not start in 90 s.`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            if (server.exitCode !== null) return resolve(null);
            server.once('exit', resolve);
            server.kill('SIGTERM');
          }),
      ),
    );
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Process A for even steps, B for odd ones. */
  const at = (step: number) => bases[step % 2] as string;

  test('sign-up and sign-in across both; five wrong codes lock the code out on both', async () => {
    const visitor = new Visitor();
    const stamp = Date.now().toString().slice(-8);
    const person = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: `two.${stamp}@example.com`,
      // 041x is a mobile range in every numbering plan; not every 04xx is.
      mobile_number: `+6141${stamp.slice(-7)}`,
    };
    expect((await visitor.post(at(0), '/main/', { browser_id: `b-${stamp}` })).status).toBe(200);
    expect((await visitor.post(at(1), '/signup/', person)).status).toBe(200);
    const email = await visitor.post(at(0), '/signup/verify-email/', { code: await codeFor(person.email) });
    expect(email.status).toBe(200);
    const mobile = await visitor.post(at(1), '/signup/verify-mobile/', {
      code: await codeFor(person.mobile_number),
    });
    expect(mobile.status).toBe(200);
    expect((await visitor.post(at(0), '/getUserDetails/')).json).toMatchObject({ email: person.email });

    expect((await visitor.post(at(1), '/signout/')).status).toBe(200);
    expect((await visitor.post(at(0), '/signin/', { email: person.email })).status).toBe(200);
    const right = await codeFor(person.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let step = 0; step < 5; step += 1)
      statuses.push((await visitor.post(at(step), '/signin/verify-otp/', { code: wrong })).status);
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    // Both processes count the same tries: after five wrong ones even the right code is refused.
    const locked = await visitor.post(at(1), '/signin/verify-otp/', { code: right });
    expect(locked.status).toBeGreaterThanOrEqual(400);
    expect(locked.status).toBeLessThan(500);
    expect((await visitor.post(at(0), '/getUserDetails/')).json).not.toMatchObject({ email: person.email });
  }, 60_000);

  test('the rate limit counts requests to both: the 16th sign-in of a session is refused, not the 31st', async () => {
    const visitor = new Visitor();
    await visitor.post(at(0), '/main/', { browser_id: `b-${randomUUID()}` });
    const statuses: number[] = [];
    for (let step = 0; step < 16; step += 1)
      statuses.push((await visitor.post(at(step), '/signin/', { email: `limit${step}@example.com` })).status);
    expect(statuses.slice(0, 15)).toEqual(Array.from({ length: 15 }, () => 200));
    expect(statuses[15]).toBe(429);
  }, 60_000);

  test('tracked actions sent to both are stored once', async () => {
    const visitor = new Visitor();
    await visitor.post(at(0), '/main/', { browser_id: `b-${randomUUID()}` });
    const dcId = `dc-${randomUUID()}`;
    const actions = [1, 2, 3].map((sequence) => ({ action: 'initial', sequence_id: sequence, data: {} }));
    const answers = await Promise.all(
      bases.map((base) => visitor.post(base, '/updateEvents/', { actions, dc_id: dcId })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [row] = await database.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM events WHERE dc_id = $1',
      [dcId],
    );
    expect(row?.count).toBe(3);
  }, 60_000);

  test('a reminder due is sent once, though two job runs go at the same time', async () => {
    const visitor = new Visitor();
    const browserId = `b-${randomUUID()}`;
    await visitor.post(at(0), '/main/', { browser_id: browserId });
    const started = await visitor.post(at(1), '/survey/start/', { browser_id: browserId, frontend: 'test' });
    expect(started.status).toBe(200);
    const surveyId = started.json.survey_id as string;
    const estimate = await visitor.post(at(0), '/survey/estimate/', {
      survey_id: surveyId,
      cards: [
        {
          product_id: '10034-CC00001',
          // Its bank does not publish the earn rate: the visitor says they don't know it.
          earn_rate: null,
          monthly_spend: 1500,
          monthly_repayment: 1000,
          balance_remaining: 3000,
        },
      ],
    });
    expect(estimate.status).toBe(200);
    const email = `reminded.${randomUUID()}@example.com`;
    const nudge = await visitor.post(at(1), '/submitNudge/', {
      survey_id: surveyId,
      email,
      remind_in_days: 30,
    });
    expect(nudge.json).toMatchObject({ confirmation: 'email_sent' });
    // The address gets a link first; the other process confirms it.
    const confirmed = await visitor.post(at(0), '/confirmFollowUps/', {
      token: await confirmationTokenFor(email),
    });
    expect(confirmed.json).toMatchObject({ confirmed: true });

    const later = new Date(Date.now() + 32 * 24 * 60 * 60 * 1000).toISOString();
    const runs = await Promise.all(
      ['a', 'b'].map((name) =>
        run(tsx, ['scripts/ops/jobs-run-due.ts', '--now', later], {
          cwd: repoRoot,
          env: env({ DATA_DIR: join(dir, name) }),
        }),
      ),
    );
    // A run that finds the reminder already taken by the other says so after the count it sent
    // ("0 sent, 1 no longer due"); the two counts together must be exactly one.
    const sent = runs.map((result) =>
      Number(/^reminders: \d+ due, (\d+) sent\b/m.exec(result.stdout)?.[1] ?? NaN),
    );
    expect({ sent: sent.reduce((sum, count) => sum + count, 0), outputs: runs.map((r) => r.stdout) }).toEqual(
      {
        sent: 1,
        outputs: expect.any(Array),
      },
    );
    expect(messagesTo(email).filter((text) => !text.includes('/confirm-email/'))).toHaveLength(1);
    const [row] = await database.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM sent_messages WHERE recipient = $1 AND status = 'sent'",
      [email],
    );
    expect(row?.count).toBe(1);
  }, 120_000);

  test('each process reports its own requests and refusals, and both the same job queue', async () => {
    const [a, b] = await Promise.all(bases.map((base) => scrape(base)));
    const signIns = '{method="POST",route="/api/v1/signin/",status="2xx"}';
    const served = [a, b].map(
      (samples) => samples?.get(`staysmart_http_request_duration_seconds_count${signIns}`) ?? 0,
    );
    // The sign-ins above alternated between the processes: each answered its own share.
    expect(served[0]).toBeGreaterThan(0);
    expect(served[1]).toBeGreaterThan(0);
    const refusals = [a, b].map(
      (samples) => samples?.get('staysmart_rate_limit_refusals_total{group="authSend"}') ?? 0,
    );
    expect((refusals[0] ?? 0) + (refusals[1] ?? 0)).toBe(1);
    for (const series of ['staysmart_job_dead_letters', 'staysmart_reference_data_age_seconds']) {
      expect(a?.get(series)).toBeDefined();
      expect(Math.abs((a?.get(series) ?? 0) - (b?.get(series) ?? Number.NaN))).toBeLessThan(5);
    }
    expect(a?.get('staysmart_job_queue_readable')).toBe(1);
    expect(b?.get('staysmart_job_queue_readable')).toBe(1);
  }, 60_000);
});
