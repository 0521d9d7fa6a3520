/**
 * Runs statements on PGlite as named prepared statements, one protocol call each.
 *
 * PGlite's own `query()` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into
 * WebAssembly and has PostgreSQL parse and plan the text every time. Here the first run of a
 * statement text parses it under a name; later runs send only Bind, Describe, Execute and Sync, in
 * one buffer, and PostgreSQL reuses the parsed statement and (after a few runs) its plan. That is
 * two to three times less main-thread time per statement (measured on the /main/ batch statement:
 * 2.1 ms -> 0.9 ms; on SELECT 1: 0.42 ms -> 0.15 ms).
 *
 * Callers serialise access (one statement at a time on the one connection): see pglite-db.ts.
 */
import type { PGlite, protocol as pgliteProtocol, parse as pgliteParse } from '@electric-sql/pglite';
import type { SqlParam } from './db';

/** The parts of the PGlite module this needs (passed in: the module is loaded lazily). */
export interface PgliteProtocol {
  serialize: typeof pgliteProtocol.serialize;
  parseResults: typeof pgliteParse.parseResults;
}

/** Named statements kept at most; past that, statements run unnamed (parsed every time). */
const MAX_NAMED_STATEMENTS = 500;

interface BackendMessage {
  name: string;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Our parameters are strings, numbers, booleans and null: PostgreSQL reads their text form. */
const asText = (value: SqlParam): string | null => (value === null ? null : String(value));

export class PgliteStatements {
  private readonly names = new Map<string, string>();
  private counter = 0;

  constructor(
    private readonly pglite: PGlite,
    private readonly protocol: PgliteProtocol,
  ) {}

  /** Runs one parameterised statement; returns its rows and command tag (e.g. "COMMIT"). */
  async run<T>(
    sql: string,
    params: readonly SqlParam[],
  ): Promise<{ rows: T[]; command: string | undefined }> {
    const { serialize } = this.protocol;
    const known = this.names.get(sql);
    const name = known ?? (this.names.size < MAX_NAMED_STATEMENTS ? this.nextName() : '');
    const parts: Uint8Array[] = [];
    if (known === undefined) parts.push(serialize.parse({ name, text: sql, types: [] }));
    parts.push(
      serialize.bind({ statement: name, values: params.map(asText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    // Errors come back as messages, so that a statement that was parsed but failed to run (say, a
    // unique violation) is still remembered: parsing its name again would fail.
    const { messages } = await this.pglite.execProtocol(concat(parts), { throwOnError: false });
    if (
      known === undefined &&
      name &&
      messages.some((message: BackendMessage) => message.name === 'parseComplete')
    ) {
      this.names.set(sql, name);
    }
    const error = messages.find((message: BackendMessage) => message.name === 'error');
    if (error) throw error;
    const [result] = this.protocol.parseResults(messages, this.pglite.parsers);
    return { rows: (result?.rows ?? []) as T[], command: result?.command };
  }

  /** Runs a script of several statements without parameters (migrations). */
  async exec(sql: string): Promise<void> {
    await this.script(sql);
  }

  /**
   * Runs a script of several statements without parameters and returns the rows of every
   * statement, in order (a job queue's `BEGIN; ... RETURNING ...; COMMIT`). A failed script is
   * rolled back: on the one connection, a transaction left open after an error would refuse
   * every later statement.
   */
  async script<T>(sql: string): Promise<T[]> {
    // A script may change tables, and a prepared SELECT * must not see its columns change:
    // the statements prepared so far are dropped and parsed afresh when next used.
    this.names.clear();
    const { messages } = await this.pglite.execProtocol(
      this.protocol.serialize.query(`DEALLOCATE ALL; ${sql}`),
      { throwOnError: false },
    );
    const error = messages.find((message: BackendMessage) => message.name === 'error');
    if (error) {
      await this.pglite.execProtocol(this.protocol.serialize.query('ROLLBACK'), { throwOnError: false });
      throw error;
    }
    return this.protocol
      .parseResults(messages, this.pglite.parsers)
      .flatMap((result) => (result.rows ?? []) as T[]);
  }

  private nextName(): string {
    this.counter += 1;
    return `s${this.counter}`;
  }
}
