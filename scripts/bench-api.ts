/**
 * `npm run bench:api`: load test of the API on loopback, in this process, with a fresh embedded
 * database in a temporary folder (or BENCH_DATABASE_URL for a real PostgreSQL).
 *
 * Runs autocannon with 200 connections for BENCH_SECONDS (default 10) on each of: a bare Fastify
 * route (the ceiling on this machine), /main/ (first visits: new browser, visit and session each),
 * /updateEvents/ (unique sequence ids, then a check that every 2xx answer's actions were stored)
 * and /productRedirect/. Prints requests/s, p50/p99 latency, the ratio to the bare route, and
 * errors and non-2xx counts. Rate limits are lifted: this measures the work, not the limiter.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadEnv, REPO_ROOT } from '../server/config/env';
import { loadReferenceData } from '../server/data/reference-data';
import type { Db } from '../server/db/db';
import { createPgDb } from '../server/db/pg-db';
import { createPgliteDb } from '../server/db/pglite-db';
import type { RateLimitSettings } from '../server/plugins/rate-limit';

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACTIONS_PER_BATCH = 5;

const unlimited = { max: 1e9, windowMs: 60_000 };
const NO_LIMITS: RateLimitSettings = {
  authSend: { ip: unlimited, session: unlimited },
  authVerify: { ip: unlimited, session: unlimited },
  write: { ip: unlimited, session: unlimited },
  errorReport: { ip: unlimited, session: unlimited },
};

interface Row {
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  note?: string;
}

async function run(
  url: string,
  request: Parameters<typeof autocannon>[0]['requests'],
): Promise<Awaited<ReturnType<typeof autocannon>>> {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 30, requests: request });
}

function row(route: string, result: Awaited<ReturnType<typeof autocannon>>, note?: string): Row {
  return {
    route,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    note,
  };
}

function referenceDataDir(): string {
  if (process.env.REFERENCE_DATA_DIR) return process.env.REFERENCE_DATA_DIR;
  const real = path.join(REPO_ROOT, 'data');
  return existsSync(path.join(real, 'providers.json'))
    ? real
    : path.join(REPO_ROOT, 'server', 'test', 'fixtures', 'reference-data');
}

async function startSession(base: string): Promise<{ cookie: string; xsrf: string; visitId: string }> {
  const response = await fetch(`${base}/api/v1/main/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ browser_id: `bench-${randomUUID()}` }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const { visit_id: visitId } = (await response.json()) as { visit_id: string };
  return { cookie: cookies.join('; '), xsrf, visitId };
}

async function main(): Promise<void> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-bench-'));
  const dataDir = referenceDataDir();
  const config = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: tempDir,
    REFERENCE_DATA_DIR: dataDir,
    PUBLIC_DIR: path.join(tempDir, 'public'),
  });
  const db: Db = process.env.BENCH_DATABASE_URL
    ? await createPgDb({ connectionString: process.env.BENCH_DATABASE_URL, max: 20 })
    : await createPgliteDb({ dataDir: tempDir });
  const app = await buildApp({
    config,
    db,
    referenceData: loadReferenceData(dataDir),
    logger: false,
    rateLimits: NO_LIMITS,
    closeDbOnClose: true,
  });
  // Autocannon stops at its deadline while the server still works through what it accepted; each
  // run starts only when the server has been quiet for a moment, so runs do not overlap.
  let answered = 0;
  app.addHook('onResponse', async () => {
    answered += 1;
  });
  const drained = async () => {
    for (let waited = 0, last = -1; answered !== last && waited < 30_000; waited += 300) {
      last = answered;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };
  const bare = Fastify({ logger: false });
  bare.post('/bench/bare', async () => ({ ok: true }));

  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
    console.log(
      `Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per route, ${db.driver} database, reference data from ${path.relative(REPO_ROOT, dataDir) || dataDir}`,
    );

    const json = { 'content-type': 'application/json' };
    const rows: Row[] = [];

    rows.push(
      row(
        'POST /bench/bare (plain Fastify)',
        await run(`${bareBase}/bench/bare`, [{ method: 'POST', headers: json, body: '{"visit_id":null}' }]),
      ),
    );

    const mainResult = await run(`${base}/api/v1/main/`, [
      {
        method: 'POST',
        headers: { ...json, 'accept-encoding': 'gzip, deflate, br' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            client_info: {
              build: 'bench',
              screen: { width: 1280, height: 800 },
              ua: { browser: 'autocannon' },
            },
            ga_id: null,
            cookies: true,
            browser_id: `bench-${randomUUID()}`,
            referrer: '',
            visit_id: null,
            app: 'credit-cards',
            frontend: 'gatsby',
            flags: {},
          }),
        }),
      },
    ]);
    rows.push(row('POST /api/v1/main/ (new visit, gzip)', mainResult));
    await drained();

    const session = await startSession(base);
    const withSession = { ...json, cookie: session.cookie, 'x-xsrf-token': session.xsrf };
    const dcId = `bench-${randomUUID()}`;
    let batch = 0;
    // The batch numbers whose 2xx answer reached the client (a connection sends one request at a time).
    const acknowledged = new Set<number>();
    const eventsResult = await run(`${base}/api/v1/updateEvents/`, [
      {
        method: 'POST',
        headers: withSession,
        setupRequest: (request, context) => {
          const first = batch * ACTIONS_PER_BATCH;
          context.batch = batch;
          batch += 1;
          const actions = Array.from({ length: ACTIONS_PER_BATCH }, (_, index) => ({
            action: 'content browsing',
            data: { batch, index },
            url: 'L2NyZWRpdC1jYXJkcy8=',
            timestamp: Date.now(),
            sequence_id: first + index,
            start_timestamp: Date.now(),
          }));
          return {
            ...request,
            body: JSON.stringify({ actions, visit_id: session.visitId, dc_id: dcId, app: 'bench' }),
          };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300) acknowledged.add(context.batch as number);
        },
      },
    ]);
    await drained();
    // Every acknowledged batch must be stored whole. Batches whose answer came after the deadline may
    // be stored too (the client would resend them and the duplicates would be ignored).
    const batches = await db.query<{ batch: number; actions: number }>(
      `SELECT (sequence_id / ${ACTIONS_PER_BATCH})::int AS batch, count(*)::int AS actions FROM events WHERE dc_id = $1 GROUP BY 1`,
      [dcId],
    );
    const whole = new Set(
      batches.filter((entry) => entry.actions === ACTIONS_PER_BATCH).map((entry) => entry.batch),
    );
    const storedActions = batches.reduce((sum, entry) => sum + entry.actions, 0);
    const lost = [...acknowledged].filter((entry) => !whole.has(entry)).length;
    const partial = batches.length - whole.size;
    const acknowledgedActions = acknowledged.size * ACTIONS_PER_BATCH;
    rows.push(
      row(
        `POST /api/v1/updateEvents/ (${ACTIONS_PER_BATCH} actions)`,
        eventsResult,
        `${lost === 0 && partial === 0 ? 'no lost events' : `LOST ${lost} BATCHES, ${partial} PARTIAL`}: ` +
          `${acknowledged.size} 2xx answers x ${ACTIONS_PER_BATCH} = ${acknowledgedActions} actions, all stored; ` +
          `${storedActions - acknowledgedActions} more stored from requests answered after the deadline`,
      ),
    );

    const [offer] = await db.query<{ id: string }>(
      "SELECT id FROM offers WHERE offer_type = 'Switch' ORDER BY id LIMIT 1",
    );
    const redirectBody = JSON.stringify({
      offer_id: offer?.id ?? 'missing',
      offer_type: 'Switch',
      webpage_url: 'L2NyZWRpdC1jYXJkcy9vZmZlcnMv',
      visit_id: session.visitId,
    });
    rows.push(
      row(
        'POST /api/v1/productRedirect/',
        await run(`${base}/api/v1/productRedirect/`, [
          { method: 'POST', headers: withSession, body: redirectBody },
        ]),
      ),
    );
    await drained();

    const bareRate = rows[0]?.requestsPerSecond || 1;
    console.log('');
    console.log(
      [
        'route'.padEnd(44),
        'req/s'.padStart(9),
        'p50 ms'.padStart(8),
        'p99 ms'.padStart(8),
        'vs bare'.padStart(8),
        '2xx'.padStart(8),
        'non-2xx'.padStart(8),
        'errors'.padStart(7),
      ].join(' '),
    );
    for (const result of rows) {
      console.log(
        [
          result.route.padEnd(44),
          result.requestsPerSecond.toFixed(0).padStart(9),
          String(result.p50).padStart(8),
          String(result.p99).padStart(8),
          `${((result.requestsPerSecond / bareRate) * 100).toFixed(1)}%`.padStart(8),
          String(result.ok).padStart(8),
          String(result.non2xx).padStart(8),
          String(result.errors).padStart(7),
        ].join(' '),
      );
      if (result.note) console.log(`  ${result.note}`);
    }
    if (rows.some((result) => result.note?.includes('LOST'))) process.exitCode = 1;
  } finally {
    await bare.close();
    await app.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
