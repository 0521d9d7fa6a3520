/**
 * A throwaway PostgreSQL server for tests and benchmarks.
 *
 * `TEST_DATABASE_URL` wins when set. Otherwise this finds Debian's PostgreSQL binaries
 * (/usr/lib/postgresql/<version>/bin), creates a cluster in a temporary directory and starts it on a
 * free loopback port. PostgreSQL refuses to run as root, so when we are root the cluster belongs to
 * the `postgres` user and every command goes through `runuser`.
 *
 * `tsx scripts/dev/postgres-for-tests.ts` starts one, prints its URL and keeps it running until Ctrl-C.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** What to do when PostgreSQL is missing, in one line. */
export const INSTALL_HINT =
  'run apt-get install -y postgresql, or set TEST_DATABASE_URL to a server, or TEST_POSTGRES=skip to leave its tests out';

/** The explicit opt-out: with it, tests run on PGlite alone when no PostgreSQL is found. */
export const POSTGRES_SKIP_SETTING = 'TEST_POSTGRES=skip';

/** True when the run asked to go without PostgreSQL (`TEST_POSTGRES=skip`). */
export function postgresSkipped(env: Record<string, string | undefined> = process.env): boolean {
  return env.TEST_POSTGRES?.trim() === 'skip';
}

export interface ThrowawayPostgres {
  /** Connection URL of the server (database `postgres`). */
  url: string;
  /** Stops the server and removes its files; a no-op for a server given by TEST_DATABASE_URL. */
  stop(): Promise<void>;
}

/** Where Debian installs PostgreSQL, one folder per major version. */
export const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL `bin` directory, or null when none is installed. */
export function findPostgresBinaries(base: string = DEBIAN_POSTGRES_ROOT): string | null {
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** True when tests can use PostgreSQL: a URL is given or the binaries are installed. */
export function postgresAvailable(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.TEST_DATABASE_URL) || findPostgresBinaries() !== null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function run(asPostgres: boolean, command: string, args: string[]): void {
  const [file, fullArgs] = asPostgres
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(
      `${path.basename(command)} failed (exit ${String(result.status)}): ${output || result.error}`,
    );
  }
}

/** Starts a fresh cluster (or returns the TEST_DATABASE_URL server). */
export async function startPostgresForTests(
  options: { postgresRoot?: string; env?: Record<string, string | undefined> } = {},
): Promise<ThrowawayPostgres> {
  const given = (options.env ?? process.env).TEST_DATABASE_URL;
  if (given) return { url: given, stop: async () => {} };

  const root = options.postgresRoot ?? DEBIAN_POSTGRES_ROOT;
  const bin = findPostgresBinaries(root);
  if (!bin) throw new Error(`PostgreSQL was not found under ${root}: ${INSTALL_HINT}.`);

  const owner = postgresUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-pg-'));
  const dataDir = path.join(dir, 'data');
  if (owner) {
    execFileSync('chown', [`${owner.uid}:${owner.gid}`, dir]);
    chmodSync(dir, 0o700);
  }
  const asPostgres = owner !== null;
  const port = await freePort();
  try {
    run(asPostgres, path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    // Durability settings are off: the cluster lives for one test run.
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run(asPostgres, path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      serverOptions,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      try {
        run(asPostgres, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (require.main === module) {
  startPostgresForTests().then(
    (server) => {
      console.log(server.url);
      const shutdown = () => {
        void server.stop().then(() => process.exit(0));
      };
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
      // Keep the process alive until a signal arrives.
      setInterval(() => {}, 1 << 30);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
