import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite as PGliteInstance } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './db';
import { PgliteStatements } from './pglite-statements';

export interface PgliteOptions {
  /** Directory for the database files; omit for an in-memory database. */
  dataDir?: string;
}

/** The embedded database's directory is held by another live process (its pid file says which). */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another server (pid ${pid}). ` +
        'Stop that server, or give this one its own DATA_DIR, or use DATABASE_URL for a shared PostgreSQL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

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
      throw new DatabaseInUseError(dataDir, pid);
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

/**
 * One operation at a time on PGlite's single connection: a statement, or a whole transaction
 * (whose statements run inside it without queueing). A plain FIFO without pauses: the busy routes
 * batch their work (db/batcher.ts), so few statements queue, and Node reads the next requests
 * between batches.
 */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

export async function createPgliteDb(options: PgliteOptions = {}): Promise<Db> {
  const { PGlite, protocol, parse } = await import('@electric-sql/pglite');
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
  const statements = new PgliteStatements(pglite, {
    serialize: protocol.serialize,
    parseResults: parse.parseResults,
  });
  const direct: Queryable = {
    query: async <T extends object>(sql: string, params: readonly SqlParam[] = []) =>
      (await statements.run<T>(sql, params)).rows,
    exec: (sql) => statements.exec(sql),
  };
  const queue = createQueue();
  let closed = false;
  return {
    driver: 'pglite',
    query: (sql, params) => queue(() => direct.query(sql, params)),
    exec: (sql) => queue(() => direct.exec(sql)),
    script: <T extends object>(sql: string) => queue(() => statements.script<T>(sql)),
    queryValues: <T extends object>(sql: string, params: readonly unknown[]) =>
      queue(async () => (await pglite.query<T>(sql, [...params])).rows),
    transaction: (fn) =>
      queue(async () => {
        let open = true;
        const ensureOpen = () => {
          if (!open) throw new Error('The transaction has ended; use the database handle instead.');
        };
        const tx: Queryable = {
          query: async <T extends object>(sql: string, params?: readonly SqlParam[]) => {
            ensureOpen();
            return direct.query<T>(sql, params);
          },
          exec: async (sql) => {
            ensureOpen();
            return direct.exec(sql);
          },
        };
        await statements.run('BEGIN', []);
        try {
          const result = await fn(tx);
          open = false;
          const { command } = await statements.run('COMMIT', []);
          // COMMIT of a transaction that hit an error (one the callback caught) rolls back instead.
          if (command === 'ROLLBACK')
            throw new Error('The transaction was rolled back after an error inside it.');
          return result;
        } catch (error) {
          open = false;
          await statements.run('ROLLBACK', []).catch(() => undefined);
          throw error;
        }
      }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        // Waits for the statements already queued.
        await queue(() => pglite.close());
      } finally {
        release();
      }
    },
  };
}
