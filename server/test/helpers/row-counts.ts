/** Rows in every table of the test database, to show that a refused request stored nothing. */
import type { Db } from '../../db/db';

/**
 * The tables a request may store data in. Rate-limit counters are left out: every request counts
 * there, refused or not (the limit is checked before the body), which is their purpose. So are
 * code locks: a refused wrong code is counted, and the one that reaches the day's cap locks the
 * account's codes, which is theirs.
 */
export async function tableNames(db: Db): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_limit_counters', 'code_locks')
     ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Table name -> rows, counted in one statement. */
export async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const columns = tables.map((table) => `(SELECT count(*) FROM "${table}")::int AS "${table}"`).join(', ');
  const [row] = await db.query<Record<string, number>>(`SELECT ${columns}`);
  return row ?? {};
}

/** Tables holding a row with U+FFFD anywhere in it: text the driver could not encode as sent. */
export async function tablesWithReplacementCharacters(db: Db, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "${table}" AS t WHERE t::text LIKE '%' || chr(65533) || '%'`,
    );
    if (row && row.count > 0) found.push(`${table}: ${row.count}`);
  }
  return found;
}
