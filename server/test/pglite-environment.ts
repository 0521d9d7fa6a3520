/**
 * Jest's Node environment plus two packages loaded by Node itself, outside Jest's module sandbox,
 * which cannot load them on its own (it would need Node's --experimental-vm-modules):
 * - PGlite, whose CommonJS build loads Node built-ins with dynamic import();
 * - `cookie` 2, an ES module that light-my-request (Fastify's `inject`) loads with require();
 * - pg-boss, which ships only ES modules (Node's own require loads them).
 * test/helpers/host-modules.ts hands these copies to the code under test through jest.mock.
 * Test files that use the app name this environment in their docblock.
 */
import { TestEnvironment } from 'jest-environment-node';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

// Jest loads a test environment through its default export.
// eslint-disable-next-line no-restricted-syntax
export default class PgliteEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.global.hostModules = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      pglite: require('@electric-sql/pglite'),
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      cookie: require('cookie'),
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      pgBoss: require('pg-boss'),
    };
  }
}
