import { INSTALL_HINT, startPostgresForTests } from '../../scripts/postgres-for-tests';
import { testDrivers } from './helpers/test-database';

describe('which databases the tests run on', () => {
  test('PGlite always, PostgreSQL when available', () => {
    expect(testDrivers({}, true)).toEqual(['pglite', 'pg']);
    expect(testDrivers({}, false)).toEqual(['pglite']);
  });

  test('on CI the PostgreSQL variant stays in, so a missing server fails instead of skipping', async () => {
    expect(testDrivers({ CI: 'true' }, false)).toEqual(['pglite', 'pg']);
    await expect(startPostgresForTests({ postgresRoot: '/nonexistent/postgresql', env: {} })).rejects.toThrow(
      INSTALL_HINT,
    );
    expect(INSTALL_HINT).toBe('install postgresql: apt-get install -y postgresql');
  });
});
