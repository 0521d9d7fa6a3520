/**
 * The one database interface the server uses. Both drivers speak PostgreSQL with `$1` parameters,
 * so every query and migration runs unchanged on the embedded PGlite and on a real server.
 *
 * Conventions that keep the two drivers identical:
 * - pass timestamps as ISO strings and JSON as `JSON.stringify(...)` with an explicit `::jsonb` cast;
 * - bigint columns come back as JS numbers (ids and counts stay far below 2^53);
 * - inside `transaction`, use only the `tx` handed to the callback (PGlite has one connection, so
 *   calling the outer `db` there would wait for the transaction forever).
 */
export type SqlParam = string | number | boolean | null;

export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'pg';
  /**
   * Runs a script of several statements without parameters and returns the rows of every
   * statement in order; a script that fails is rolled back (the job queue's locked sections).
   */
  script<T extends object = Record<string, unknown>>(sql: string): Promise<T[]>;
  /**
   * One statement whose parameters may be any value the driver can write (arrays, objects, dates),
   * through the driver's own serialisation: for a library that brings its own SQL (the job queue).
   */
  queryValues<T extends object = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[],
  ): Promise<T[]>;
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** PostgreSQL error codes we handle (errors cross driver and realm boundaries, so match on the code). */
export const PG_UNIQUE_VIOLATION = '23505';

export function isPgError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
