import pg from 'pg';
import type { Db, Queryable, SqlParam } from './db';

const INT8_OID = 20;

/** bigint as a JS number, like PGlite returns it (our ids and counts stay far below 2^53). */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

export interface PgOptions {
  connectionString: string;
  /** Pool size; PostgreSQL's default max_connections is 100, shared by all server processes. */
  max?: number;
}

export async function createPgDb(options: PgOptions): Promise<Db> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10, types });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const root = wrap(pool);
  let closed = false;
  return {
    driver: 'pg',
    query: root.query,
    exec: root.exec,
    async queryValues<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
      return (await pool.query(sql, [...params])).rows as T[];
    },
    async script<T extends object>(sql: string): Promise<T[]> {
      // One client of its own, so a transaction the script leaves open after an error is rolled
      // back before the client goes back to the pool.
      const client = await pool.connect();
      try {
        const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
        return (Array.isArray(result) ? result : [result]).flatMap((each) => (each.rows ?? []) as T[]);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
