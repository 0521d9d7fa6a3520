/**
 * `npm start` on a machine with no route to the CDR Register: the server serves at once and, the
 * data being more than a day old, one line says within seconds that the refresh was skipped.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..', '..');

test('npm start with stale data and no network serves the snapshot and says so in one line', async () => {
  const work = mkdtempSync(join(tmpdir(), 'start-offline-'));
  // A register address that refuses connections, as one without a route fails.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const registerUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  // A built site newer than the sources, so npm start does not build.
  const publicDir = join(work, 'public');
  mkdirSync(publicDir);
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>StaySmart</title>');

  const child = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/ops/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATA_DIR: join(work, 'state'),
      PUBLIC_DIR: publicDir,
      JOB_WORKER: 'false',
      WATCH_DATA: 'false',
      DATA_REFRESH: '',
      CDR_REGISTER_URL: registerUrl,
      CDR_SNAPSHOT_DIR: join(work, 'cdr'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const servingAt = await new Promise<{ serving: number; skipped: number }>((resolve, reject) => {
      let serving = 0;
      const timer = setTimeout(() => reject(new Error(`no refresh line in:\n${output}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (serving === 0 && output.includes('StaySmart is serving')) serving = Date.now();
        if (output.includes('Data refresh')) {
          clearTimeout(timer);
          resolve({ serving, skipped: Date.now() });
        }
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
    });
    const lines = output.split('\n').filter((line) => line.includes('Data refresh'));
    expect(lines).toHaveLength(1);
    expect((JSON.parse(lines[0] as string) as { msg: string }).msg).toBe(
      `Data refresh skipped: the CDR Register at ${registerUrl} cannot be reached (the connection was refused); serving the figures published on 12 August 2024.`,
    );
    expect(servingAt.serving).toBeGreaterThan(0);
    expect(servingAt.skipped - servingAt.serving).toBeLessThan(5_000);
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('close', resolve));
    rmSync(work, { recursive: true, force: true });
  }
}, 90_000);
