import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite as PGliteInstance, Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './db';

export interface PgliteOptions {
  /** Directory for the database files; omit for an in-memory database. */
  dataDir?: string;
}

/**
 * PGlite runs each statement synchronously on the main thread, and its own lock hands over from
 * one queued statement to the next without returning to the event loop, so under load one burst
 * can hold the loop for many statements while some sockets wait seconds. Statements therefore go
 * through this queue, one at a time, each after a turn of the event loop: Node reads and answers
 * other connections in between (p99 latency in bench:api drops several-fold).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function createTurnQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(nextTurn).then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

function wrap(
  handle: PGliteInstance | Transaction,
  schedule: <T>(work: () => Promise<T>) => Promise<T>,
): Queryable {
  return {
    query<T extends object>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      return schedule(async () => (await handle.query<T>(sql, params as unknown[])).rows);
    },
    exec(sql: string): Promise<void> {
      return schedule(async () => {
        await handle.exec(sql);
      });
    },
  };
}

/** Inside a transaction, which already holds the queue, statements only wait for the next turn. */
const afterTurn = <T>(work: () => Promise<T>): Promise<T> => nextTurn().then(work);

/**
 * PGlite is one process's private database: a second server on the same directory would corrupt
 * it, so a pid file guards the directory and names the process that holds it.
 */
function claimDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another server (pid ${pid}). ` +
          'Stop that server, or give this one its own DATA_DIR, or use DATABASE_URL for a shared PostgreSQL.',
      );
    }
  }
  writeFileSync(lockFile, `${process.pid}\n`);
  return () => rmSync(lockFile, { force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function createPgliteDb(options: PgliteOptions = {}): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const release = options.dataDir ? claimDirectory(options.dataDir) : () => {};
  let pglite: PGliteInstance;
  try {
    pglite = options.dataDir
      ? await PGlite.create(path.join(options.dataDir, 'pglite'))
      : await PGlite.create();
  } catch (error) {
    release();
    throw error;
  }
  const schedule = createTurnQueue();
  const root = wrap(pglite, schedule);
  let closed = false;
  return {
    driver: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => schedule(() => pglite.transaction((tx) => fn(wrap(tx, afterTurn)))),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}
