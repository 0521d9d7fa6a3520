/**
 * The servers the API benchmark loads, each in a child process of its own (`server-child.ts`), so
 * that neither shares an event loop with the load generator: the API as `npm run serve` starts it in
 * production, and the bare Fastify route.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../server/config/env';
import { APP_KEY } from './settings';

export type ServerRole = 'api' | 'bare';

export interface Child {
  base: string;
  /** The child's CPU time so far, in milliseconds. */
  cpuMs(): Promise<number>;
  /** SIGTERM, then the exit code once the process has closed (the database is closed by then). */
  stop(): Promise<number | null>;
}

const children = new Set<ChildProcess>();

/** Starts a server child and resolves once it listens. BENCH_CPU_PROF=<dir> profiles the API child. */
export async function startChild(role: ServerRole, env: Record<string, string>): Promise<Child> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profileDir && role === 'api' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const script = path.join(__dirname, 'server-child.ts');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, role], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => children.delete(child));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    void exited.then((code) =>
      reject(new Error(`The ${role} server exited with code ${code} before listening`)),
    );
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

/** Kills every child still running: the run is over, or has failed. */
export function killChildren(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** How the API runs in one part of the benchmark. */
export interface ApiSetup {
  label: string;
  processes: number;
  /** Where the rate-limit counters live (on the embedded database always in memory). */
  counters: 'database' | 'memory';
}

/** The folders and database of one benchmark run. */
export interface BenchContext {
  tempDir: string;
  publicDir: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Short and unique: marks the rows this run writes. */
  run: string;
}

/** REFERENCE_DATA_DIR, else the imported data/, else the server tests' reference data. */
export function referenceDataDir(): string {
  if (process.env.REFERENCE_DATA_DIR) return process.env.REFERENCE_DATA_DIR;
  const real = path.join(REPO_ROOT, 'data');
  return existsSync(path.join(real, 'providers.json'))
    ? real
    : path.join(REPO_ROOT, 'server', 'test', 'fixtures', 'reference-data');
}

/** The env of one API process: production, as `npm run serve` runs it there. */
export function apiEnv(
  context: BenchContext,
  setup: ApiSetup,
  processNumber: number,
): Record<string, string> {
  // On PostgreSQL, a folder of its own, which the server makes private (it holds its signing key).
  const dataDir = path.join(context.tempDir, `api-${processNumber}`);
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
