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
 * The bounded load is paced by the script itself, not by autocannon (./bench-api/load-driver.ts says why).
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
 *
 * The parts (./bench-api/): `server-processes.ts` starts the servers, each in a child process
 * running `server-child.ts`; `scenarios.ts` builds each route's requests and checks its stored
 * writes; `load-driver.ts` sends the bounded and the saturation loads; `measure.ts` measures a
 * route and a set-up; `report.ts` prints the tables; `settings.ts` holds the load's size.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../server/config/env';
import { startPostgresForTests } from '../dev/postgres-for-tests';
import { type ApiMeasurements, measure, measureApi, type Result } from './bench-api/measure';
import {
  printApiMeasurements,
  printCounterCost,
  printHeading,
  printScaling,
  printSummary,
} from './bench-api/report';
import { bareScenario } from './bench-api/scenarios';
import {
  type ApiSetup,
  type BenchContext,
  killChildren,
  referenceDataDir,
  startChild,
} from './bench-api/server-processes';

/** The whole run stops itself after this, whatever happens. */
const RUN_LIMIT_MS = 10 * 60_000;

/** The ceiling: the bare route, in a child of its own, measured as the API routes are. */
async function measureBare(context: BenchContext): Promise<Result> {
  const bareChild = await startChild('bare', {});
  const bare = await measure(bareScenario(bareChild.base), context.run, bareChild, async () => {});
  await bareChild.stop();
  return bare;
}

/** On the embedded database: one process, counters in memory. Tells whether every write was stored. */
async function embeddedRun(context: BenchContext, bare: Result): Promise<boolean> {
  const api = await measureApi(context, { label: '', processes: 1, counters: 'memory' }, 1);
  printApiMeasurements(bare, api);
  printSummary(bare, api);
  return api.checks.flat().every((check) => check.ok);
}

/**
 * On PostgreSQL: the default (counters in the database), the same with counters in memory (what
 * the shared counters cost), and two processes (what a second one adds).
 */
async function postgresRuns(context: BenchContext, bare: Result): Promise<boolean> {
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
  return done.every((api) => api.checks.flat().every((check) => check.ok));
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
    printHeading(databaseUrl, path.relative(REPO_ROOT, dataDir) || dataDir);
    const bare = await measureBare(context);
    const stored = databaseUrl ? await postgresRuns(context, bare) : await embeddedRun(context, bare);
    if (!stored) process.exitCode = 1;
    console.log(`\nWhole run: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  } finally {
    killChildren();
    rmSync(tempDir, { recursive: true, force: true });
    await throwaway?.stop();
  }
}

setTimeout(() => {
  console.error(`The benchmark did not finish within ${RUN_LIMIT_MS / 60_000} minutes; stopping.`);
  killChildren();
  process.exit(1);
}, RUN_LIMIT_MS).unref();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
