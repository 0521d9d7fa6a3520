/**
 * Databases for tests: in-memory PGlite, or a fresh database with a random name on a real
 * PostgreSQL server (TEST_DATABASE_URL, or a throwaway cluster started for the test file and
 * stopped after it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  POSTGRES_SKIP_SETTING,
  postgresAvailable,
  postgresSkipped,
  startPostgresForTests,
  type ThrowawayPostgres,
} from '../../../scripts/dev/postgres-for-tests';
import type { Db } from '../../db/db';
import { createPgDb } from '../../db/pg-db';
import { createPgliteDb } from '../../db/pglite-db';

export type TestDriver = 'pglite' | 'pg';

/**
 * The drivers a database test runs on: in-memory PGlite and PostgreSQL, always. A machine without
 * PostgreSQL fails the PostgreSQL variant with the command that installs it, unless the run says
 * `TEST_POSTGRES=skip`, which leaves it out and says so once.
 */
export function testDrivers(
  env: Record<string, string | undefined> = process.env,
  available: boolean = postgresAvailable(),
): TestDriver[] {
  if (available || !postgresSkipped(env)) return ['pglite', 'pg'];
  if (!warned && env === process.env) {
    warned = true;
    console.warn(
      `PostgreSQL tests skipped (${POSTGRES_SKIP_SETTING}): no TEST_DATABASE_URL and no PostgreSQL found.`,
    );
  }
  return ['pglite'];
}
let warned = false;

let server: Promise<ThrowawayPostgres> | null = null;
let users = 0;

async function postgresServer(): Promise<ThrowawayPostgres> {
  server ??= startPostgresForTests().catch((error: unknown) => {
    server = null;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not start PostgreSQL for the tests. ${reason}`);
  });
  return server;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export interface TestDatabase {
  db: Db;
  /** Its connection URL on PostgreSQL, for other processes to share it; null on the embedded database. */
  url: string | null;
  /** Closes the connection and drops the database (PostgreSQL). */
  dispose(): Promise<void>;
}

export async function createTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const db = await createPgliteDb();
    return { db, url: null, dispose: () => db.close() };
  }

  const running = await postgresServer();
  users += 1;
  const name = `staysmart_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: running.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(running.url, name);
  const db = await createPgDb({ connectionString: url, max: 5 });
  return {
    db,
    url,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: running.url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
      users -= 1;
      if (users === 0 && server) {
        server = null;
        await running.stop();
      }
    },
  };
}
