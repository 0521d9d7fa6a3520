/**
 * One route measured (`measure`: the bounded run, then the saturation run, with the server's CPU
 * time per request), and the API measured as one set-up says (`measureApi`: start the processes,
 * measure every route, stop them, check the stored writes).
 */
import http from 'node:http';
import type { Queryable } from '../../../server/db/db';
import { createPgDb } from '../../../server/db/pg-db';
import { createPgliteDb } from '../../../server/db/pglite-db';
import { firstOffer, settle, startSession, type Session } from './api-client';
import { type Measurement, pacedRun, saturationRun } from './load-driver';
import { eventsScenario, mainScenario, redirectScenario, type Scenario, type WriteCheck } from './scenarios';
import { apiEnv, type ApiSetup, type BenchContext, type Child, startChild } from './server-processes';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './settings';

/** BENCH_ROUTES=main,events (any of main, events, redirect) measures only those routes. */
const ONLY = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());

export interface Result {
  bounded: Measurement;
  saturation: Measurement;
  /** The stored-write checks, run once the server has stopped. */
  checks: ((db: Queryable) => Promise<WriteCheck>)[];
}

export interface ApiMeasurements {
  setup: ApiSetup;
  results: Result[];
  checks: WriteCheck[][];
}

/** The bounded run (after a warm-up that opens the 200 connections), then the saturation run. */
export async function measure(
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

/** The load's sessions (one a connection) and the offer its clicks go to, from the first process. */
async function prepareScenarios(bases: string[]): Promise<Record<string, Scenario>> {
  const base = bases[0] as string;
  const sessions: Session[] = [];
  while (sessions.length < CONNECTIONS) {
    sessions.push(...(await Promise.all(Array.from({ length: 20 }, () => startSession(base)))));
  }
  const offerId = await firstOffer(base, await startSession(base));
  return {
    main: mainScenario(bases),
    events: eventsScenario(bases, sessions),
    redirect: redirectScenario(bases, sessions, offerId),
  };
}

/** Reads the stored writes after the server has closed its database: what a restarted server would find. */
async function checkStoredWrites(context: BenchContext, results: Result[]): Promise<WriteCheck[][]> {
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
  return checks;
}

/**
 * Starts the API as `setup` says, measures every route, stops it, then checks the stored writes
 * in its database.
 */
export async function measureApi(
  context: BenchContext,
  setup: ApiSetup,
  part: number,
): Promise<ApiMeasurements> {
  const servers: Child[] = [];
  for (let n = 1; n <= setup.processes; n += 1)
    servers.push(await startChild('api', apiEnv(context, setup, n)));
  const bases = servers.map((server) => server.base);
  const everyServer: Pick<Child, 'cpuMs'> = {
    cpuMs: async () =>
      (await Promise.all(servers.map((server) => server.cpuMs()))).reduce((a, b) => a + b, 0),
  };
  const settleAll = async () => {
    await Promise.all(bases.map((base) => settle(base)));
  };
  const results: Result[] = [];
  for (const [name, scenario] of Object.entries(await prepareScenarios(bases))) {
    if (ONLY && !ONLY.includes(name)) continue;
    results.push(await measure(scenario, `${context.run}${part}`, everyServer, settleAll));
  }
  const exitCodes = await Promise.all(servers.map((server) => server.stop()));
  if (exitCodes.some((code) => code !== 0))
    throw new Error(`An API process exited with ${exitCodes.join(', ')}.`);
  return { setup, results, checks: await checkStoredWrites(context, results) };
}
