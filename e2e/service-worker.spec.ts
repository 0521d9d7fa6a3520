/**
 * A new deploy must reach visitors who already have the service worker: the test serves a copy of
 * the current build, lets the service worker install and take control, builds the site again with a
 * different version label (which changes the build's compilation hash), swaps the served files the
 * way a deploy would, and checks that the very next page load is the new build. Service workers only run over HTTPS or on
 * "localhost", so this test talks to its own server at localhost.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.E2E_SW_PORT ?? 8766);
const ORIGIN = `http://localhost:${PORT}`;
const SKIPPED = new Set([
  'node_modules',
  'public',
  '.cache',
  '.data',
  '.git',
  'test-results',
  'playwright-report',
  '.bench',
]);

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-4000)}`)),
    );
  });
}

async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The deploy server did not start at ${url}`);
}

test.describe('service worker and deploys', () => {
  let server: ChildProcess | null = null;
  let workDir = '';

  test.afterAll(() => {
    // The server runs in its own process group (npx, tsx, node): end that group, by its id.
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test('after a new deploy, the next page load shows the new version, not the cached one', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    expect(existsSync(path.join(ROOT, 'public', 'sw.js')), 'build the site first: npx gatsby build').toBe(
      true,
    );
    workDir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-deploy-'));
    const site = path.join(workDir, 'site');
    cpSync(path.join(ROOT, 'public'), site, { recursive: true });

    server = spawn('npx', ['tsx', 'server/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_DIR: site,
        DATA_DIR: path.join(workDir, 'data'),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
      detached: true,
    });
    await waitForServer(`${ORIGIN}/`);

    // Deploy A: the service worker installs and takes control of the page.
    await page.goto(`${ORIGIN}/user/sign-in/`);
    // Each build names itself in its pages (Gatsby's compilation hash); B's label changes its bundle.
    const buildA = await page.evaluate(
      () => (window as { ___webpackCompilationHash?: string }).___webpackCompilationHash,
    );
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.evaluate(() => caches.keys())).not.toEqual([]);

    // Deploy B: the same sources built with another version label, swapped in as one directory.
    const labelB = `deploy-${Date.now()}`;
    const project = path.join(workDir, 'project');
    mkdirSync(project);
    cpSync(ROOT, project, {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.basename(source)) || path.dirname(source) !== ROOT,
    });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'));
    await run('npx', ['gatsby', 'build'], {
      cwd: project,
      env: { ...process.env, GATSBY_BUILD_LABEL: labelB, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    renameSync(site, path.join(workDir, 'site-a'));
    renameSync(path.join(project, 'public'), site);
    const buildB = /webpackCompilationHash="([^"]+)"/.exec(
      readFileSync(path.join(site, 'index.html'), 'utf8'),
    )?.[1];
    expect(buildB).toBeTruthy();
    expect(buildB).not.toBe(buildA);

    // The next load (still under deploy A's service worker) gets deploy B's page at once.
    const response = await page.reload();
    expect(await response?.text()).toContain(`webpackCompilationHash="${buildB}"`);
    await expect
      .poll(() =>
        page.evaluate(() => (window as { ___webpackCompilationHash?: string }).___webpackCompilationHash),
      )
      .toBe(buildB);
  });
});
