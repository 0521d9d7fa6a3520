/** @jest-environment ./server/test/pglite-environment.ts */
import '../test/helpers/host-modules';
import type { Db, Queryable } from './db';
import { createPgliteDb } from './pglite-db';

describe('the PGlite driver', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteDb();
    await db.exec('CREATE TABLE probe (id text PRIMARY KEY, n bigint, flag boolean, note text)');
  }, 120_000);
  afterAll(() => db.close());

  test('parameters of every kind round-trip, bigint as a number', async () => {
    await db.query('INSERT INTO probe VALUES ($1, $2, $3, $4)', ['a', 2 ** 40, true, null]);
    expect(await db.query('SELECT * FROM probe WHERE id = $1', ['a'])).toEqual([
      { id: 'a', n: 2 ** 40, flag: true, note: null },
    ]);
  });

  test('a prepared statement that fails to run (unique violation) can run again', async () => {
    const insert = 'INSERT INTO probe (id) VALUES ($1)';
    await db.query(insert, ['dup']);
    await expect(db.query(insert, ['dup'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query(insert, ['dup'])).rejects.toMatchObject({ code: '23505' });
    await db.query(insert, ['dup-2']);
    expect(await db.query('SELECT id FROM probe WHERE id LIKE $1 ORDER BY id', ['dup%'])).toEqual([
      { id: 'dup' },
      { id: 'dup-2' },
    ]);
  });

  test('a statement that does not parse is refused with its code, and the next one works', async () => {
    await expect(db.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  test('after a script changes a table, SELECT * shows the change', async () => {
    await db.exec('CREATE TABLE widened (id int)');
    await db.query('INSERT INTO widened VALUES ($1)', [1]);
    expect(await db.query('SELECT * FROM widened')).toEqual([{ id: 1 }]);
    await db.exec('ALTER TABLE widened ADD COLUMN label text');
    expect(await db.query('SELECT * FROM widened')).toEqual([{ id: 1, label: null }]);
  });

  test('a transaction commits as a whole, and other statements wait for it', async () => {
    let inside: Queryable | null = null;
    const transaction = db.transaction(async (tx) => {
      inside = tx;
      await tx.query('INSERT INTO probe (id) VALUES ($1)', ['tx-1']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('INSERT INTO probe (id) VALUES ($1)', ['tx-2']);
      return 'done';
    });
    const outside = db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM probe WHERE id LIKE 'tx-%'",
    );
    expect(await transaction).toBe('done');
    expect(await outside).toEqual([{ count: 2 }]);
    await expect((inside as unknown as Queryable).query('SELECT 1')).rejects.toThrow(
      'The transaction has ended',
    );
  });

  test('an error inside a transaction rolls all of it back, even when the callback catches it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (id) VALUES ($1)', ['rolled-1']);
        await tx.query('INSERT INTO probe (id) VALUES ($1)', ['dup']).catch(() => undefined);
      }),
    ).rejects.toThrow('The transaction was rolled back after an error inside it.');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (id) VALUES ($1)', ['rolled-2']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query("SELECT id FROM probe WHERE id LIKE 'rolled-%'")).toEqual([]);
  });
});
