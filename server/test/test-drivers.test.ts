import { INSTALL_HINT, startPostgresForTests } from '../../scripts/dev/postgres-for-tests';
import { testDrivers } from './helpers/test-database';

describe('which databases the tests run on', () => {
  test.each([
    { case: 'PostgreSQL found', env: {}, available: true, drivers: ['pglite', 'pg'] },
    {
      case: 'PostgreSQL missing: its variant stays in and fails',
      env: {},
      available: false,
      drivers: ['pglite', 'pg'],
    },
    { case: 'missing on CI', env: { CI: 'true' }, available: false, drivers: ['pglite', 'pg'] },
    {
      case: 'missing, left out on purpose',
      env: { TEST_POSTGRES: 'skip' },
      available: false,
      drivers: ['pglite'],
    },
    {
      case: 'found, so the opt-out changes nothing',
      env: { TEST_POSTGRES: 'skip' },
      available: true,
      drivers: ['pglite', 'pg'],
    },
    {
      case: 'any other value is no opt-out',
      env: { TEST_POSTGRES: 'no' },
      available: false,
      drivers: ['pglite', 'pg'],
    },
  ])('$case', ({ env, available, drivers }) => {
    expect(testDrivers(env, available)).toEqual(drivers);
  });

  test('a missing server fails with one line that says what to run', async () => {
    const failure = startPostgresForTests({ postgresRoot: '/nonexistent/postgresql', env: {} });
    await expect(failure).rejects.toThrow(
      'PostgreSQL was not found under /nonexistent/postgresql: run apt-get install -y postgresql, or set TEST_DATABASE_URL to a server, or TEST_POSTGRES=skip to leave its tests out.',
    );
    expect(INSTALL_HINT).not.toContain('\n');
  });
});
