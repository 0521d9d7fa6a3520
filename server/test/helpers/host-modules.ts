/**
 * Routes `@electric-sql/pglite`, `cookie` and `pg-boss` to the copies loaded by server/test/pglite-environment.ts
 * (see there for why). Import this before anything that loads the app.
 */
interface HostModules {
  pglite: unknown;
  cookie: unknown;
  pgBoss: unknown;
}

declare global {
  var hostModules: HostModules | undefined;
}

function hostModule(name: keyof HostModules): unknown {
  const modules = globalThis.hostModules;
  if (!modules) {
    throw new Error(
      'This test needs "@jest-environment ./server/test/pglite-environment.ts" in its file docblock.',
    );
  }
  return modules[name];
}

jest.mock('@electric-sql/pglite', () => hostModule('pglite'));
jest.mock('cookie', () => hostModule('cookie'));
jest.mock('pg-boss', () => hostModule('pgBoss'));

export {};
