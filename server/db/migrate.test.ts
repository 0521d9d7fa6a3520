/** @jest-environment ./server/test/pglite-environment.ts */
import '../test/helpers/host-modules';
import { createTestDatabase, type TestDatabase, testDrivers } from '../test/helpers/test-database';
import { type Migration, readMigrations, runMigrations } from './migrate';

describe.each(testDrivers())('migrations on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  }, 120_000);
  afterAll(() => database.dispose(), 60_000);

  test('apply in order once, are recorded, and do nothing the second time', async () => {
    const files = readMigrations();
    expect(files.map((migration) => migration.version)).toEqual(
      [...files.map((migration) => migration.version)].sort(),
    );
    expect(await runMigrations(database.db)).toEqual(files.map((migration) => migration.version));
    expect(await runMigrations(database.db)).toEqual([]);
    const recorded = await database.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((row) => row.version)).toEqual(files.map((migration) => migration.version));
  });

  test('a failing migration leaves nothing behind', async () => {
    const broken: Migration[] = [
      ...readMigrations(),
      { version: '998', name: 'good', sql: 'CREATE TABLE migration_probe (id int);' },
      { version: '999', name: 'bad', sql: 'CREATE TABLE nonsense (;' },
    ];
    await expect(runMigrations(database.db, broken)).rejects.toMatchObject({ code: '42601' });
    const probe = await database.db.query("SELECT to_regclass('migration_probe') AS found");
    expect(probe).toEqual([{ found: null }]);
    const versions = await database.db.query<{ version: string }>(
      "SELECT version FROM schema_migrations WHERE version >= '998'",
    );
    expect(versions).toEqual([]);
  });

  test('two starts at once apply each migration once', async () => {
    const extra: Migration[] = [
      ...readMigrations(),
      { version: '900', name: 'probe', sql: 'CREATE TABLE race_probe (id int);' },
    ];
    const results = await Promise.all([runMigrations(database.db, extra), runMigrations(database.db, extra)]);
    expect(results.flat()).toEqual(['900']);
  });
});
