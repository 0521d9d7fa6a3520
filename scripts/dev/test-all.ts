/**
 * `npm test`: every check and every test, in the order that fails fastest.
 * First Chromium and PostgreSQL are found, or installed where the run can (root with apt-get), or
 * the run stops with one line saying what to run. Then static checks, unit and server tests (Jest,
 * embedded and real PostgreSQL), a production build of the site, then the browser journeys against
 * the built site and the real server. Ends with one line `N passed, N failed` over all test runners.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePrerequisites, postgresLeftOut } from './test-prerequisites';

const root = path.resolve(__dirname, '..', '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

function run(step: Step): boolean {
  const started = Date.now();
  process.stdout.write(`\n=== ${step.name}\n`);
  const outcome = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = outcome.status === 0;
  process.stdout.write(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s\n`);
  return ok;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

const missing = ensurePrerequisites();
if (missing !== null) {
  console.error(missing);
  process.exit(1);
}

const failures: string[] = [];
const steps: Step[] = [
  { name: 'Type check', command: 'npx', args: ['tsc', '--noEmit'] },
  { name: 'Lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'Formatting', command: 'npx', args: ['prettier', '--check', '.'] },
  {
    name: 'Unit and server tests',
    command: 'npx',
    args: ['jest', '--ci', '--json', `--outputFile=${path.join(results, 'jest.json')}`],
  },
  { name: 'Production build', command: 'npx', args: ['gatsby', 'build'] },
  {
    name: 'Browser journeys',
    command: 'npx',
    args: ['playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json') },
  },
];

for (const step of steps) {
  if (!run(step)) {
    failures.push(step.name);
    // Journeys need the build; nothing after a failed build can pass.
    if (step.name === 'Production build') break;
  }
}

const jest = readJson<{ numPassedTests: number; numFailedTests: number }>(path.join(results, 'jest.json'));
const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
  path.join(results, 'playwright.json'),
);
const passed =
  (jest?.numPassedTests ?? 0) + (playwright ? playwright.stats.expected + playwright.stats.flaky : 0);
const failed = (jest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);

if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
const leftOut = postgresLeftOut();
if (leftOut !== null) console.log(`\n${leftOut}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
