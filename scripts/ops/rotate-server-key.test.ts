/** @jest-environment ./server/test/pglite-environment.ts */
import '../../server/test/helpers/host-modules';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/config/env';
import { loadReferenceData } from '../../server/data/reference-data';
import type { Db } from '../../server/db/db';
import { runMigrations } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite-db';
import type { KeyRing } from '../../server/lib/key-ring';
import { loadServerKeys, type Rotation } from '../../server/services/server-secret';
import { APP_KEY } from '../../server/test/helpers/test-app';
import { FIXTURE_DATA_DIR } from '../../server/test/helpers/paths';
import { createTestDatabase, testDrivers } from '../../server/test/helpers/test-database';
import { describeRotation, parseRotateArgs, UsageError } from './rotate-server-key';

const run = promisify(execFile);
const repoRoot = join(__dirname, '..', '..');

describe('parseRotateArgs', () => {
  test.each([
    [[], { revokeOld: false, help: false }],
    [['--revoke-old'], { revokeOld: true, help: false }],
    [['--help'], { revokeOld: false, help: true }],
  ])('%j', (args, parsed) => {
    expect(parseRotateArgs(args)).toEqual(parsed);
  });

  test.each([[['--revoke']], [['revoke-old']], [['--revoke-old', '--now']], [['--revoke-old=yes']]])(
    '%j is refused with the usage',
    (args) => {
      expect(() => parseRotateArgs(args)).toThrow(UsageError);
      expect(() => parseRotateArgs(args)).toThrow(/^Unknown argument ".+"\. Usage: npm run key:rotate/);
    },
  );
});

describe('describeRotation', () => {
  const rotatedAt = new Date('2026-03-01T00:00:00Z');
  const kept: Rotation = {
    rotatedAt,
    keptPrevious: true,
    graceUntil: new Date('2026-03-31T00:00:00Z'),
    droppedRetiredAt: null,
    expiredCodes: 0,
  };

  test('a rotation keeping the old key says what keeps working, until when, and to restart', () => {
    const text = describeRotation(kept, 'PostgreSQL (DATABASE_URL)').join('\n');
    expect(text).toContain('Rotated the server key on PostgreSQL (DATABASE_URL) at 2026-03-01T00:00:00.000Z');
    expect(text).toContain('browser cookies keep working until 2026-03-31 (30 days)');
    expect(text).toContain('unsubscribe links in e-mails already sent keep working until the next rotation');
    expect(text).toContain('Now restart every API process');
    expect(text).not.toContain('no longer kept');
  });

  test('--revoke-old says what stops working, and an earlier key dropped is named', () => {
    const revoked: Rotation = {
      ...kept,
      keptPrevious: false,
      graceUntil: null,
      droppedRetiredAt: new Date('2026-01-01T00:00:00Z'),
      expiredCodes: 3,
    };
    const text = describeRotation(revoked, 'the embedded database in /srv/data').join('\n');
    expect(text).toContain('The old key is revoked (--revoke-old)');
    expect(text).toContain('3 one-time code(s) sent but not used were expired');
    expect(text).toContain('unsubscribe links in e-mails already sent are refused');
    expect(text).toContain(
      'The key retired at 2026-01-01T00:00:00.000Z by the rotation before is no longer kept',
    );
  });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function rotate(args: string[], env: Record<string, string>): Promise<Run> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/ops/rotate-server-key.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function keysIn(db: Db): Promise<KeyRing> {
  await runMigrations(db);
  return loadServerKeys(db);
}

function expectNoKeys(result: Run, ...rings: KeyRing[]): void {
  for (const ring of rings) {
    for (const key of [ring.current, ring.previous?.key ?? ring.current]) {
      expect(result.stdout).not.toContain(key);
      expect(result.stderr).not.toContain(key);
    }
  }
}

describe('npm run key:rotate on the embedded database', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'key-rotate-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function keysOnDisk(): Promise<KeyRing> {
    const db = await createPgliteDb({ dataDir: dir });
    try {
      return await keysIn(db);
    } finally {
      await db.close();
    }
  }

  test('an unknown argument is refused with the usage, and nothing is opened', async () => {
    const result = await rotate(['--revoke'], { DATA_DIR: join(dir, 'none') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Unknown argument "--revoke". Usage: npm run key:rotate [-- --revoke-old]',
    );
  }, 60_000);

  test('a DATA_DIR without a database is refused: there is no key to rotate', async () => {
    const result = await rotate([], { DATA_DIR: join(dir, 'none') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('There is no embedded database in');
  }, 60_000);

  test('rotates, keeping the old key; refuses while the server runs; --revoke-old keeps none', async () => {
    const first = await keysOnDisk();
    const kept = await rotate([], { DATA_DIR: dir });
    expect(kept).toMatchObject({ code: 0, stderr: '' });
    expect(kept.stdout).toContain(`Rotated the server key on the embedded database in ${dir}`);
    const second = await keysOnDisk();
    expect(second.current).not.toBe(first.current);
    expect(second.previous?.key).toBe(first.current);
    expectNoKeys(kept, first, second);

    // A live process holds the database (this test runner stands in for the server).
    writeFileSync(join(dir, 'server.pid'), `${process.pid}\n`);
    const running = await rotate([], { DATA_DIR: dir });
    rmSync(join(dir, 'server.pid'));
    expect(running.code).toBe(1);
    expect(running.stderr).toContain('The server must be stopped first');
    expect(await keysOnDisk()).toEqual(second);

    const revoked = await rotate(['--revoke-old'], { DATA_DIR: dir });
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('The old key is revoked (--revoke-old)');
    const third = await keysOnDisk();
    expect(third.previous).toBeNull();
    expect([first.current, second.current]).not.toContain(third.current);
    expectNoKeys(revoked, second, third);
  }, 120_000);
});

const withPostgres = testDrivers().includes('pg') ? describe : describe.skip;

withPostgres('npm run key:rotate on PostgreSQL', () => {
  /** An API process on the database, as `npm run serve` starts one. */
  async function serverOn(db: Db): Promise<FastifyInstance> {
    const config = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: join(tmpdir(), 'unused'),
      APP_KEY,
      REFERENCE_DATA_DIR: FIXTURE_DATA_DIR,
    });
    const app = await buildApp({
      config,
      db,
      referenceData: loadReferenceData(FIXTURE_DATA_DIR),
      logger: false,
    });
    await app.ready();
    return app;
  }

  test('runs while a server is up; the server picks the new key up when it restarts', async () => {
    const database = await createTestDatabase('pg');
    const servers: FastifyInstance[] = [];
    try {
      if (!database.url) throw new Error('a PostgreSQL test database has a URL');
      servers.push(await serverOn(database.db));
      const before = servers[0]!.ctx.keys;
      const result = await rotate([], { DATABASE_URL: database.url, DATA_DIR: join(tmpdir(), 'unused') });
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toContain('Rotated the server key on PostgreSQL (DATABASE_URL)');
      expect(result.stdout).not.toContain(database.url);
      // The running server keeps the keys it started with until it restarts.
      expect(servers[0]!.ctx.keys).toEqual(before);
      servers.push(await serverOn(database.db));
      const after = servers[1]!.ctx.keys;
      expect(after.current).not.toBe(before.current);
      expect(after.previous?.key).toBe(before.current);
      expectNoKeys(result, before, after);
    } finally {
      for (const server of servers) await server.close();
      await database.dispose();
    }
  }, 120_000);
});
