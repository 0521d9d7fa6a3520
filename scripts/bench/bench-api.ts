/**
 * `npm run bench:api`: load test of the API on loopback. The server runs in a child process
 * (`startServer`, the path `npm run serve` takes, on a fresh embedded database in a temporary
 * folder, or on BENCH_DATABASE_URL), a bare Fastify route runs in a second child process, and the
 * load generator runs here, so that no two of them share an event loop.
 *
 * For the bare route, /main/ (first visits: new browser, visit and session each), /updateEvents/
 * (5 actions per batch) and /productRedirect/ it measures, with 200 keep-alive connections:
 * - bounded load: BENCH_RATE requests/s (default 1,000) offered evenly over the 200 connections
 *   (each connection sends one request every 200 ms; latency counts from the moment a request
 *   was due, so a server that falls behind cannot hide the queue it builds);
 * - saturation: autocannon with no rate limit (each connection sends as soon as it has its answer).
 * The bounded load is paced here rather than with autocannon's `overallRate`, which sends each
 * connection's quota back to back at the top of every second (200 requests at once) and corrects
 * latencies as if the interval were 1/rate milliseconds.
 * Each measurement lasts BENCH_SECONDS (default 10) after a 2-second warm-up. It prints requests/s,
 * p50/p99/max latency, the median of the per-second p99s, the server's CPU time per request (the
 * figure least moved by other work on a shared machine), non-2xx and errors, the ratio to the bare
 * route, and then, after stopping the server, checks in its database that every acknowledged write
 * was stored: events (acknowledged batches x 5 actions), visits and redirect clicks; a lost write
 * makes the exit code 1. Rate limits are lifted in the server child: this measures the work, not
 * the limiter.
 *
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server child into <dir>; BENCH_ROUTES=main,events
 * (any of main, events, redirect) measures only those routes, beside the bare one.
 *
 * On PostgreSQL (`npm run bench:api -- --postgres`, which starts a throwaway cluster, or
 * BENCH_DATABASE_URL) it measures three set-ups in turn: one process with the rate-limit counters in
 * the database (the default there), one with them in memory, and two processes on the one database
 * with the load spread over both, as a balancer would. It then prints what the shared counters add
 * at the bounded load, and the saturation throughput of one and of two processes side by side.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadEnv, REPO_ROOT } from '../../server/config/env';
import type { Queryable } from '../../server/db/db';
import { createPgDb } from '../../server/db/pg-db';
import { createPgliteDb } from '../../server/db/pglite-db';
import type { RateLimitSettings } from '../../server/plugins/rate-limit';
import { closeOnSignals, startServer } from '../../server/server';
import { startPostgresForTests } from '../dev/postgres-for-tests';

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/**
 * 1,000 requests/s per route is about 5,000 visitors active at the same moment, each loading a page
 * or sending a tracking batch every 5 seconds: several times the busiest minute we expect for one
 * server process, yet below saturation, so the figure shows the cost of a request rather than the
 * length of a queue.
 */
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const ACTIONS_PER_BATCH = 5;
const ONLY = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
const P99_TARGET_MS = 20;
const SERVE_API = '--serve-api';
const SERVE_BARE = '--serve-bare';
/** The whole run stops itself after this, whatever happens. */
const RUN_LIMIT_MS = 10 * 60_000;

const unlimited = { max: 1e9, windowMs: 60_000 };
const NO_LIMITS: RateLimitSettings = {
  authSend: { ip: unlimited, session: unlimited },
  authVerify: { ip: unlimited, session: unlimited },
  write: { ip: unlimited, session: unlimited },
  compute: { ip: unlimited, session: unlimited },
  read: { ip: unlimited, session: unlimited },
  errorReport: { ip: unlimited, session: unlimited },
  cspReport: { ip: unlimited, session: unlimited },
};

// ---------------------------------------------------------------------------------------------
// Child processes

/** The API server child: the real start-up path with the limits lifted; tells the parent its port. */
async function serveApi(): Promise<void> {
  const app = await startServer(loadEnv(), {
    rateLimits: NO_LIMITS,
    ...(process.env.BENCH_RATE_LIMIT_COUNTERS === 'memory' ? { rateLimitCounters: 'memory' as const } : {}),
  });
  closeOnSignals(app);
  answerCpuQueries();
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

/** The bare route child: Fastify with one JSON route and nothing else, the ceiling on this machine. */
async function serveBare(): Promise<void> {
  const bare = Fastify({ logger: false });
  bare.post('/bench/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
  answerCpuQueries();
  process.send?.({ port: (bare.server.address() as AddressInfo).port });
}

/**
 * The parent asks a child for its CPU time (user + system) before and after each measurement:
 * CPU per request is the figure least moved by other work on a shared machine.
 */
function answerCpuQueries(): void {
  process.on('message', (message) => {
    if (message !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
  });
}

interface Child {
  base: string;
  /** The child's CPU time so far, in milliseconds. */
  cpuMs(): Promise<number>;
  /** SIGTERM, then the exit code once the process has closed (the database is closed by then). */
  stop(): Promise<number | null>;
}

const children = new Set<ChildProcess>();

async function startChild(role: string, env: Record<string, string>): Promise<Child> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profileDir && role === SERVE_API ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', __filename, role], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => children.delete(child));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    void exited.then((code) => reject(new Error(`${role} exited with code ${code} before listening`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    cpuMs: () =>
      new Promise<number>((resolve) => {
        child.once('message', (message) => resolve((message as { cpuMs: number }).cpuMs));
        child.send('cpu');
      }),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Load generation

interface RequestSpec {
  body: string;
  headers: Record<string, string>;
}

interface Load {
  /** One address per API process; connection c sends to urls[c mod urls.length], as a balancer would. */
  urls: string[];
  /** Builds request number `index`, sent on connection `connection`. */
  request(index: number, connection: number): RequestSpec;
  /** Told the number of every request that got a 2xx answer. */
  acknowledged?(index: number): void;
}

interface Measurement {
  route: string;
  /** Answers per second (bounded: over the whole run; saturation: median of the 1-second samples). */
  rate: number;
  p50: number;
  p99: number;
  /** Bounded runs: the median of the p99 of each second (one noisy second moves it little). */
  p99Median: number | null;
  max: number;
  /** Server CPU time per answered request, in microseconds. */
  cpuPerRequest: number;
  ok: number;
  non2xx: number;
  /** Status codes of the non-2xx answers, e.g. "400 x 12". */
  statuses: string;
  errors: number;
  /** Requests whose answer never arrived (autocannon stops at its deadline without reading them). */
  unanswered: number;
}

const isOk = (status: number) => status >= 200 && status < 300;
const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

function describeStatuses(counts: Map<number, number>): string {
  return [...counts].map(([status, count]) => `${status} x ${count}`).join(', ');
}

/**
 * Open-loop load: request k is due at start + k / RATE and goes to connection k mod 200, so every
 * connection sends evenly spaced requests. A request that has to wait (its connection is still
 * busy, or this process was late) counts that wait in its latency. Waits for every answer at the end.
 */
async function pacedRun(
  load: Load,
  agents: http.Agent[],
  seconds: number,
  route: string,
): Promise<Measurement> {
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const latencies = new Float64Array(total);
  const urls = load.urls.map((address) => new URL(address));
  const statuses = new Map<number, number>();
  let ok = 0;
  let errors = 0;
  const pending: Promise<void>[] = [];

  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const connection = index % agents.length;
      const spec = load.request(index, connection);
      const url = urls[connection % urls.length] as URL;
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent: agents[connection],
          headers: { ...spec.headers, 'content-length': Buffer.byteLength(spec.body) },
          timeout: 30_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies[index] = performance.now() - due;
            const status = response.statusCode ?? 0;
            if (isOk(status)) {
              ok += 1;
              load.acknowledged?.(index);
            } else statuses.set(status, (statuses.get(status) ?? 0) + 1);
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        latencies[index] = performance.now() - due;
        errors += 1;
        resolve();
      });
      request.end(spec.body);
    });

  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      for (; sent < due; sent += 1) pending.push(send(sent, start + sent * interval));
      if (sent === total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  // Request k was due in second floor(k / RATE).
  const secondP99s: number[] = [];
  for (let first = 0; first < total; first += RATE) {
    secondP99s.push(percentile(latencies.slice(first, first + RATE).sort(), 0.99));
  }
  secondP99s.sort((a, b) => a - b);
  latencies.sort();
  const non2xx = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  return {
    route,
    rate: (ok + non2xx) / Math.max(elapsed, seconds),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    p99Median: round(secondP99s[Math.floor(secondP99s.length / 2)] ?? 0),
    max: round(latencies[latencies.length - 1] ?? 0),
    cpuPerRequest: 0,
    ok,
    non2xx,
    statuses: describeStatuses(statuses),
    errors,
    unanswered: 0,
  };
}

type CannonResult = Awaited<ReturnType<typeof autocannon>>;

/**
 * Closed loop with autocannon: 200 connections, each sending its next request on the last answer.
 * With several processes, one autocannon per process with its share of the connections, at once;
 * req/s is then the sum of their medians, p50 their mean and p99 and max the worst of them.
 */
async function saturationRun(load: Load, route: string): Promise<Measurement> {
  let index = 0;
  let answered = 0;
  const runs = await Promise.all(
    load.urls.map((url) =>
      autocannon({
        url,
        connections: Math.round(CONNECTIONS / load.urls.length),
        duration: SECONDS,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              context.index = index;
              const spec = load.request(index, index % CONNECTIONS);
              index += 1;
              // A copy: autocannon writes Content-Length into the headers object it is given.
              return { ...request, headers: { ...spec.headers }, body: spec.body };
            },
            onResponse: (status, _body, context) => {
              answered += 1;
              if (isOk(status)) load.acknowledged?.(context.index as number);
            },
          },
        ],
      }),
    ),
  );
  const statuses = new Map<number, number>();
  for (const result of runs) {
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
      if (!isOk(Number(status))) statuses.set(Number(status), (statuses.get(Number(status)) ?? 0) + count);
    }
  }
  const sum = (of: (result: CannonResult) => number) => runs.reduce((total, run) => total + of(run), 0);
  const worst = (of: (result: CannonResult) => number) => Math.max(...runs.map(of));
  return {
    route,
    rate: sum((result) => result.requests.p50),
    p50: round(sum((result) => result.latency.p50) / runs.length),
    p99: worst((result) => result.latency.p99),
    p99Median: null,
    max: worst((result) => result.latency.max),
    cpuPerRequest: 0,
    ok: sum((result) => result['2xx']),
    non2xx: sum((result) => result.non2xx),
    statuses: describeStatuses(statuses),
    errors: sum((result) => result.errors),
    unanswered: index - answered,
  };
}

// ---------------------------------------------------------------------------------------------
// What is measured

interface WriteCheck {
  label: string;
  ok: boolean;
  detail: string;
}

/**
 * A route under load. `load(tag)` builds the load of one run; the tag (short, unique per run)
 * marks the rows that run writes, so that `check` can compare them with the run's 2xx answers.
 */
interface Scenario {
  route: string;
  load(tag: string): Load;
  check?(db: Queryable, tag: string, measurement: Measurement): Promise<WriteCheck>;
}

/** The key the API processes are started with; production refuses a site call that names none. */
const APP_KEY = 'staysmart-bench-key';
const JSON_HEADERS = { 'content-type': 'application/json', 'x-app-key': APP_KEY };

interface Session {
  headers: Record<string, string>;
  visitId: string;
}

async function post(
  base: string,
  route: string,
  body: unknown,
  headers: Record<string, string> = JSON_HEADERS,
): Promise<Response> {
  return fetch(`${base}/api/v1${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** One browser's session from /main/: its cookies and the X-XSRF-TOKEN header that must echo one. */
async function startSession(base: string): Promise<Session> {
  const response = await post(base, '/main/', {});
  if (!response.ok) throw new Error(`/main/ answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const { visit_id: visitId } = (await response.json()) as { visit_id: string };
  return { headers: { ...JSON_HEADERS, cookie: cookies.join('; '), 'x-xsrf-token': xsrf }, visitId };
}

/** An offer id that exists: the first product in /main/'s list that /productRedirect/ knows. */
async function firstOffer(base: string, session: Session): Promise<string> {
  const response = await post(base, '/main/', {});
  const { providers } = (await response.json()) as { providers: { products: { id: string }[] }[] };
  for (const product of providers.flatMap((provider) => provider.products)) {
    const body = {
      offer_id: product.id,
      offer_type: 'Switch',
      webpage_url: 'Lw==',
      survey_id: 'bench-probe',
    };
    if ((await post(base, '/productRedirect/', body, session.headers)).ok) return product.id;
  }
  throw new Error('No product in the reference data has an offer to redirect to.');
}

/** Waits until /status/ (one SELECT 1) answers promptly, so one run's backlog stays out of the next. */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline;) {
    const started = performance.now();
    await post(base, '/status/', {}).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Counts a run's rows: as many as 2xx answers, plus at most the answers never read. */
async function checkCount(
  db: Queryable,
  label: string,
  sql: string,
  param: string,
  measurement: Measurement,
): Promise<WriteCheck> {
  const [row] = await db.query<{ count: number }>(sql, [param]);
  const stored = row?.count ?? 0;
  const extra = stored - measurement.ok;
  return {
    label,
    ok: extra >= 0 && extra <= measurement.unanswered,
    detail:
      `${measurement.ok} acknowledged, ${stored} stored` +
      (extra > 0 ? ` (+${extra} whose answer was still in flight at the deadline)` : '') +
      (extra < 0 ? `; LOST ${-extra}` : ''),
  };
}

/**
 * First visits: no cookies, so each call makes a browser, visit and session; the run's tag goes in
 * ga_id, which the server stores with the visit.
 */
function mainScenario(bases: string[]): Scenario {
  const headers = { ...JSON_HEADERS, 'accept-encoding': 'gzip, deflate, br' };
  return {
    route: 'POST /api/v1/main/ (gzip)',
    load: (tag) => ({
      urls: bases.map((base) => `${base}/api/v1/main/`),
      request: () => ({
        headers,
        body: JSON.stringify({
          client_info: { build: 'bench', screen: { width: 1280, height: 800 }, ua: { browser: 'bench' } },
          ga_id: `bench-${tag}`,
          cookies: true,
          referrer: '',
          visit_id: null,
          app: 'credit-cards',
          frontend: 'gatsby',
          flags: {},
        }),
      }),
    }),
    check: (db, tag, measurement) =>
      checkCount(
        db,
        'visits',
        'SELECT count(*)::int AS count FROM visits WHERE ga_id = $1',
        `bench-${tag}`,
        measurement,
      ),
  };
}

/**
 * Batch k of a run carries sequence ids 5k .. 5k+4 under the run's dc_id and comes from session
 * k mod 200. The check: every acknowledged batch stored whole, none partial, none never sent.
 */
function eventsScenario(bases: string[], sessions: Session[]): Scenario {
  const acknowledgedByTag = new Map<string, Set<number>>();
  return {
    route: `POST /api/v1/updateEvents/ (x${ACTIONS_PER_BATCH})`,
    load: (tag) => {
      const acknowledged = new Set<number>();
      acknowledgedByTag.set(tag, acknowledged);
      return {
        urls: bases.map((base) => `${base}/api/v1/updateEvents/`),
        request: (index, connection) => {
          const session = sessions[connection % sessions.length] as Session;
          const now = Date.now();
          const actions = Array.from({ length: ACTIONS_PER_BATCH }, (_, offset) => ({
            action: 'content browsing',
            data: { batch: index, offset },
            url: 'L2NyZWRpdC1jYXJkcy8=',
            timestamp: now,
            sequence_id: index * ACTIONS_PER_BATCH + offset,
            start_timestamp: now,
          }));
          return {
            headers: session.headers,
            body: JSON.stringify({ actions, visit_id: session.visitId, dc_id: `bench-${tag}`, app: 'bench' }),
          };
        },
        acknowledged: (index) => acknowledged.add(index),
      };
    },
    check: async (db, tag, measurement) => {
      const acknowledged = acknowledgedByTag.get(tag) ?? new Set<number>();
      const batches = await db.query<{ batch: number; actions: number }>(
        `SELECT (sequence_id / ${ACTIONS_PER_BATCH})::int AS batch, count(*)::int AS actions
         FROM events WHERE dc_id = $1 GROUP BY 1`,
        [`bench-${tag}`],
      );
      const whole = new Set(
        batches.filter((row) => row.actions === ACTIONS_PER_BATCH).map((row) => row.batch),
      );
      const stored = batches.reduce((sum, row) => sum + row.actions, 0);
      const lost = [...acknowledged].filter((batch) => !whole.has(batch)).length;
      const partial = batches.length - whole.size;
      const extra = whole.size - (acknowledged.size - lost);
      return {
        label: 'events',
        ok: lost === 0 && partial === 0 && extra <= measurement.unanswered,
        detail:
          `${acknowledged.size} acknowledged batches x ${ACTIONS_PER_BATCH} = ` +
          `${acknowledged.size * ACTIONS_PER_BATCH} actions, ${stored} stored` +
          (extra > 0 ? ` (+${extra} batches whose answer was still in flight at the deadline)` : '') +
          (lost || partial ? `; LOST ${lost} batches, ${partial} partial` : ''),
      };
    },
  };
}

/** A click on one offer; the run's tag goes in survey_id, which the server logs with the click. */
function redirectScenario(bases: string[], sessions: Session[], offerId: string): Scenario {
  return {
    route: 'POST /api/v1/productRedirect/',
    load: (tag) => ({
      urls: bases.map((base) => `${base}/api/v1/productRedirect/`),
      request: (_index, connection) => {
        const session = sessions[connection % sessions.length] as Session;
        return {
          headers: session.headers,
          body: JSON.stringify({
            offer_id: offerId,
            offer_type: 'Switch',
            webpage_url: 'L2NyZWRpdC1jYXJkcy9vZmZlcnMv',
            visit_id: session.visitId,
            survey_id: `bench-${tag}`,
          }),
        };
      },
    }),
    check: (db, tag, measurement) =>
      checkCount(
        db,
        'clicks',
        'SELECT count(*)::int AS count FROM redirects WHERE survey_id = $1',
        `bench-${tag}`,
        measurement,
      ),
  };
}

interface Result {
  bounded: Measurement;
  saturation: Measurement;
  /** The stored-write checks, run once the server has stopped. */
  checks: ((db: Queryable) => Promise<WriteCheck>)[];
}

/** The bounded run (after a warm-up that opens the 200 connections), then the saturation run. */
async function measure(
  scenario: Scenario,
  run: string,
  server: Pick<Child, 'cpuMs'>,
  settleServer: () => Promise<void>,
): Promise<Result> {
  const withCpu = async (measurement: () => Promise<Measurement>): Promise<Measurement> => {
    const before = await server.cpuMs();
    const result = await measurement();
    const answered = Math.max(1, result.ok + result.non2xx);
    return { ...result, cpuPerRequest: Math.round((((await server.cpuMs()) - before) * 1000) / answered) };
  };
  const agents = Array.from(
    { length: CONNECTIONS },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  let boundedResult: Measurement;
  try {
    await pacedRun(scenario.load(`${run}w`), agents, WARMUP_SECONDS, scenario.route);
    boundedResult = await withCpu(() => pacedRun(scenario.load(`${run}b`), agents, SECONDS, scenario.route));
  } finally {
    for (const agent of agents) agent.destroy();
  }
  await settleServer();
  const saturationResult = await withCpu(() => saturationRun(scenario.load(`${run}s`), scenario.route));
  await settleServer();
  const checks: Result['checks'] = [];
  const { check } = scenario;
  if (check) {
    checks.push(
      (db) => check(db, `${run}b`, boundedResult).then((c) => ({ ...c, label: `${c.label}, bounded` })),
      (db) => check(db, `${run}s`, saturationResult).then((c) => ({ ...c, label: `${c.label}, saturation` })),
    );
  }
  return { bounded: boundedResult, saturation: saturationResult, checks };
}

// ---------------------------------------------------------------------------------------------
// Output

function printTable(title: string, header: string[], widths: number[], rows: (string | number)[][]): void {
  console.log(`\n${title}`);
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[0] ?? 0) : String(cell).padStart(widths[i] ?? 0),
      )
      .join(' ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

function printMeasurements(
  title: string,
  rows: Measurement[],
  ratio: string,
  ratioOf: (m: Measurement) => string,
) {
  printTable(
    title,
    [
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      'p99 1s-med',
      'max ms',
      ratio,
      'CPU us/req',
      '2xx',
      'non-2xx',
      'errors',
    ],
    [32, 7, 7, 8, 10, 8, 8, 10, 7, 7, 6],
    rows.map((m) => [
      m.route,
      m.rate.toFixed(0),
      m.p50,
      m.p99,
      m.p99Median ?? '-',
      m.max,
      ratioOf(m),
      m.cpuPerRequest,
      m.ok,
      m.non2xx,
      m.errors,
    ]),
  );
  for (const m of rows.filter((row) => row.non2xx > 0)) console.log(`  ${m.route}: non-2xx ${m.statuses}`);
}

// ---------------------------------------------------------------------------------------------

function referenceDataDir(): string {
  if (process.env.REFERENCE_DATA_DIR) return process.env.REFERENCE_DATA_DIR;
  const real = path.join(REPO_ROOT, 'data');
  return existsSync(path.join(real, 'providers.json'))
    ? real
    : path.join(REPO_ROOT, 'server', 'test', 'fixtures', 'reference-data');
}

/** How the API runs in one part of the benchmark. */
interface ApiSetup {
  label: string;
  processes: number;
  /** Where the rate-limit counters live (on the embedded database always in memory). */
  counters: 'database' | 'memory';
}

interface ApiMeasurements {
  setup: ApiSetup;
  results: Result[];
  checks: WriteCheck[][];
}

interface BenchContext {
  tempDir: string;
  publicDir: string;
  dataDir: string;
  databaseUrl: string | null;
  run: string;
}

/** The env of one API process: production, as `npm run serve` runs it there. */
function apiEnv(context: BenchContext, setup: ApiSetup, processNumber: number): Record<string, string> {
  const dataDir = path.join(context.tempDir, `api-${processNumber}`);
  mkdirSync(dataDir, { recursive: true });
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    // The embedded database lives in the first process's folder; on PostgreSQL each has its own.
    DATA_DIR: context.databaseUrl ? dataDir : context.tempDir,
    PUBLIC_DIR: context.publicDir,
    REFERENCE_DATA_DIR: context.dataDir,
    APP_KEY,
    // What production start-up requires (config/production-checks.ts); nothing is sent to these
    // addresses, as the measured calls send no mail, texts or referrals.
    SITE_URL: 'https://bench.staysmart.example',
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_PROVIDER: 'twilio',
    SMS_API_URL: 'http://127.0.0.1:9',
    SMS_ACCOUNT: 'bench',
    SMS_TOKEN: 'bench',
    SMS_FROM: '+61400000000',
    REFINANCE_WEBHOOK_URL: 'http://127.0.0.1:9/referrals',
    REFINANCE_PARTNER_NAME: 'Bench Broking Pty Ltd',
    REFINANCE_PARTNER_LICENCE: '100001',
    BENCH_RATE_LIMIT_COUNTERS: setup.counters,
    ...(context.databaseUrl ? { DATABASE_URL: context.databaseUrl } : {}),
  };
}

/**
 * Starts the API as `setup` says, measures every route, stops it, then checks the stored writes
 * in its database.
 */
async function measureApi(context: BenchContext, setup: ApiSetup, part: number): Promise<ApiMeasurements> {
  const servers: Child[] = [];
  for (let n = 1; n <= setup.processes; n += 1)
    servers.push(await startChild(SERVE_API, apiEnv(context, setup, n)));
  const bases = servers.map((server) => server.base);
  const everyServer: Pick<Child, 'cpuMs'> = {
    cpuMs: async () =>
      (await Promise.all(servers.map((server) => server.cpuMs()))).reduce((a, b) => a + b, 0),
  };
  const settleAll = async () => {
    await Promise.all(bases.map((base) => settle(base)));
  };
  const base = bases[0] as string;
  const sessions: Session[] = [];
  while (sessions.length < CONNECTIONS) {
    sessions.push(...(await Promise.all(Array.from({ length: 20 }, () => startSession(base)))));
  }
  const offerId = await firstOffer(base, await startSession(base));
  const scenarios = {
    main: mainScenario(bases),
    events: eventsScenario(bases, sessions),
    redirect: redirectScenario(bases, sessions, offerId),
  };
  const results: Result[] = [];
  for (const [name, scenario] of Object.entries(scenarios)) {
    if (ONLY && !ONLY.includes(name)) continue;
    results.push(await measure(scenario, `${context.run}${part}`, everyServer, settleAll));
  }
  const exitCodes = await Promise.all(servers.map((server) => server.stop()));
  if (exitCodes.some((code) => code !== 0))
    throw new Error(`An API process exited with ${exitCodes.join(', ')}.`);

  // Read after the server has closed its database: what a restarted server would find.
  const db = context.databaseUrl
    ? await createPgDb({ connectionString: context.databaseUrl, max: 1 })
    : await createPgliteDb({ dataDir: context.tempDir });
  const checks: WriteCheck[][] = [];
  try {
    for (const result of results) {
      const done: WriteCheck[] = [];
      for (const check of result.checks) done.push(await check(db));
      checks.push(done);
    }
  } finally {
    await db.close();
  }
  return { setup, results, checks };
}

function printApiMeasurements(bare: Result, api: ApiMeasurements): void {
  const title = (text: string) => (api.setup.label ? `${text} [${api.setup.label}]` : text);
  printMeasurements(
    title(
      `Bounded load: ${RATE} req/s offered, evenly paced over ${CONNECTIONS} connections ` +
        '(latency counted from when each request was due)',
    ),
    [bare.bounded, ...api.results.map((result) => result.bounded)],
    'p99/bare',
    (m) => `${(m.p99 / Math.max(bare.bounded.p99, 0.1)).toFixed(1)}x`,
  );
  printMeasurements(
    title(
      `Saturation: autocannon, ${CONNECTIONS} connections, no rate limit (req/s = median of 1-second samples)`,
    ),
    [bare.saturation, ...api.results.map((result) => result.saturation)],
    'vs bare',
    (m) => `${((m.rate / bare.saturation.rate) * 100).toFixed(1)}%`,
  );
  console.log(title('\nStored writes (database opened after the server stopped)'));
  for (const [i, result] of api.results.entries()) {
    for (const check of api.checks[i] ?? []) {
      console.log(
        `  ${check.ok ? 'ok  ' : 'FAIL'} ${`${result.bounded.route}, ${check.label}`.padEnd(52)} ${check.detail}`,
      );
    }
  }
}

function printSummary(bare: Result, api: ApiMeasurements): void {
  printTable(
    `Summary${api.setup.label ? ` [${api.setup.label}]` : ''} (target: p99 < ${P99_TARGET_MS} ms at ${RATE} ` +
      `req/s over ${CONNECTIONS} connections, no errors, no lost writes; CPU = server CPU time per request at that load)`,
    [
      'route',
      'p99 ms',
      'p99 1s-med',
      'target',
      'p99/bare',
      'CPU us/req',
      'max req/s',
      'vs bare',
      'failed',
      'writes',
    ],
    [32, 8, 10, 7, 8, 10, 9, 7, 6, 6],
    [bare, ...api.results].map(({ bounded: b, saturation: s }, i) => [
      b.route,
      b.p99,
      b.p99Median ?? '-',
      b.p99 < P99_TARGET_MS ? 'met' : 'MISSED',
      `${(b.p99 / Math.max(bare.bounded.p99, 0.1)).toFixed(1)}x`,
      b.cpuPerRequest,
      s.rate.toFixed(0),
      `${((s.rate / bare.saturation.rate) * 100).toFixed(1)}%`,
      b.non2xx + b.errors + s.non2xx + s.errors,
      i === 0 ? '-' : (api.checks[i - 1] ?? []).every((check) => check.ok) ? 'ok' : 'LOST',
    ]),
  );
}

/** What counting the rate limits in PostgreSQL adds at the bounded load, against counting in memory. */
function printCounterCost(memory: ApiMeasurements, shared: ApiMeasurements): void {
  printTable(
    `Rate-limit counters at ${RATE} req/s, 1 process: in memory vs in PostgreSQL (shared by every process)`,
    [
      'route',
      'p50 mem',
      'p50 pg',
      'p99 1s-med mem',
      'p99 1s-med pg',
      'added p50 ms',
      'CPU us mem',
      'CPU us pg',
    ],
    [32, 7, 7, 14, 13, 12, 10, 9],
    shared.results.map((result, i) => {
      const pg = result.bounded;
      const mem = (memory.results[i] as Result).bounded;
      return [
        pg.route,
        mem.p50,
        pg.p50,
        mem.p99Median ?? '-',
        pg.p99Median ?? '-',
        round(pg.p50 - mem.p50),
        mem.cpuPerRequest,
        pg.cpuPerRequest,
      ];
    }),
  );
}

/** Throughput of one and of two API processes on one PostgreSQL, side by side. */
function printScaling(bare: Result, one: ApiMeasurements, two: ApiMeasurements): void {
  printTable(
    `Scaling on one PostgreSQL: saturation req/s of 1 and 2 API processes (load generator, processes and ` +
      `PostgreSQL share ${os.cpus().length} CPUs)`,
    ['route', '1 process', '2 processes', '2 vs 1', '1 vs bare', '2 vs bare', 'writes'],
    [32, 9, 11, 6, 9, 9, 6],
    one.results.map((result, i) => {
      const single = result.saturation.rate;
      const double = (two.results[i] as Result).saturation.rate;
      const stored = [...(one.checks[i] ?? []), ...(two.checks[i] ?? [])].every((check) => check.ok);
      return [
        result.saturation.route,
        single.toFixed(0),
        double.toFixed(0),
        `${(double / Math.max(single, 1)).toFixed(2)}x`,
        `${((single / bare.saturation.rate) * 100).toFixed(1)}%`,
        `${((double / bare.saturation.rate) * 100).toFixed(1)}%`,
        stored ? 'ok' : 'LOST',
      ];
    }),
  );
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-bench-'));
  const publicDir = path.join(tempDir, 'public');
  mkdirSync(publicDir);
  const dataDir = referenceDataDir();
  const givenDatabase = process.env.BENCH_DATABASE_URL || null;
  const wantsPostgres = process.argv.includes('--postgres') || givenDatabase !== null;
  const throwaway =
    wantsPostgres && !givenDatabase
      ? await startPostgresForTests({ env: { TEST_DATABASE_URL: undefined } })
      : null;
  const databaseUrl = givenDatabase ?? throwaway?.url ?? null;
  const context: BenchContext = { tempDir, publicDir, dataDir, databaseUrl, run: randomUUID().slice(0, 8) };

  try {
    console.log(
      `Benchmark: ${CONNECTIONS} connections; bounded load ${RATE} req/s offered; saturation without a rate ` +
        `limit; ${SECONDS} s per measurement after ${WARMUP_SECONDS} s warm-up; ` +
        `${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'} database; reference data from ` +
        `${path.relative(REPO_ROOT, dataDir) || dataDir}; ${os.cpus().length} CPUs`,
    );

    const bareChild = await startChild(SERVE_BARE, {});
    const bare = await measure(
      {
        route: 'POST /bench/bare (plain Fastify)',
        load: () => ({
          urls: [`${bareChild.base}/bench/bare`],
          request: () => ({ headers: JSON_HEADERS, body: '{"visit_id":null}' }),
        }),
      },
      context.run,
      bareChild,
      async () => {},
    );
    await bareChild.stop();

    if (!databaseUrl) {
      const api = await measureApi(context, { label: '', processes: 1, counters: 'memory' }, 1);
      printApiMeasurements(bare, api);
      printSummary(bare, api);
      if (api.checks.flat().some((check) => !check.ok)) process.exitCode = 1;
    } else {
      // On PostgreSQL: the default (counters in the database), the same with counters in memory
      // (what the shared counters cost), and two processes (what a second one adds).
      const parts: ApiSetup[] = [
        { label: '1 process, shared counters', processes: 1, counters: 'database' },
        { label: '1 process, counters in memory', processes: 1, counters: 'memory' },
        { label: '2 processes, shared counters', processes: 2, counters: 'database' },
      ];
      const done: ApiMeasurements[] = [];
      for (const [i, setup] of parts.entries()) done.push(await measureApi(context, setup, i + 1));
      for (const api of done) printApiMeasurements(bare, api);
      const [shared, memory, two] = done as [ApiMeasurements, ApiMeasurements, ApiMeasurements];
      printSummary(bare, shared);
      printCounterCost(memory, shared);
      printScaling(bare, shared, two);
      if (done.some((api) => api.checks.flat().some((check) => !check.ok))) process.exitCode = 1;
    }
    console.log(`\nWhole run: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  } finally {
    for (const child of children) child.kill('SIGKILL');
    rmSync(tempDir, { recursive: true, force: true });
    await throwaway?.stop();
  }
}

if (process.argv[2] === SERVE_API || process.argv[2] === SERVE_BARE) {
  (process.argv[2] === SERVE_API ? serveApi() : serveBare()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  setTimeout(() => {
    console.error(`The benchmark did not finish within ${RUN_LIMIT_MS / 60_000} minutes; stopping.`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, RUN_LIMIT_MS).unref();
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
