/**
 * `npm run bench:site`: builds the site, then prints
 * - pages built and build seconds;
 * - for one page of each template, the first-load JavaScript (gzipped) and its distance from an
 *   empty Gatsby 5 page built with the same packages in the same run;
 * - a Lighthouse mobile run per template (performance, accessibility, best practices, SEO),
 *   the median of `--runs` runs (default 1).
 * Budgets (reported, not asserted): performance 1.0 with Largest Contentful Paint under 1.2 s, the
 * other three = 1.0, first-load JS within 40 KB gzipped of the empty page.
 *
 * Lighthouse's simulated throttling scales the CPU time it observes by a multiplier, 4x by default,
 * chosen for a fast desktop host (benchmark index about 1,500); on a slower or busier host it
 * emulates a slower phone than it means to. Beside the scores the script prints the host's
 * benchmark index as each Lighthouse run measured it, with the multiplier Lighthouse's calculator
 * gives for it (./lighthouse-cpu.ts). `--cpu-slowdown <n>` runs with another multiplier, and
 * `--cpu-slowdown calibrate` with the one the calculator gives for the index measured just
 * before the runs, as Lighthouse's throttling guide suggests for a host unlike its reference.
 * On a shared host the index swings by a factor of two or more within minutes, so the default
 * stays Lighthouse's own.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { htmlFiles } from '../gatsby/html-files';
import { firstBuiltPage } from './built-pages';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { firstLoadJsKb } from './first-load-js';
import { median } from './median';
import {
  cpuSlowdownForBenchmarkIndex,
  LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN,
  measureBenchmarkIndex,
} from './lighthouse-cpu';

const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');
const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag === -1 ? 1 : Number(args[runsFlag + 1]) || 1;
const skipBuild = args.includes('--no-build');
const slowdownFlag = args.indexOf('--cpu-slowdown');
const slowdownArg = slowdownFlag === -1 ? String(LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN) : args[slowdownFlag + 1];
const calibrate = slowdownArg === 'calibrate';
const fixedSlowdown = calibrate ? null : Number(slowdownArg);
if (fixedSlowdown !== null && !(fixedSlowdown >= 1))
  throw new Error('--cpu-slowdown takes a multiplier of 1 or more (Lighthouse uses 4), or "calibrate".');

const templates: { template: string; path: string | (() => string) }[] = [
  { template: 'home (index)', path: '/' },
  { template: 'category: credit cards', path: '/credit-cards/' },
  { template: 'category: home loans', path: '/home-loans/' },
  { template: 'category: term deposits', path: '/term-deposits/' },
  { template: 'card', path: () => firstBuiltPage(publicDir, 'credit-cards', 3) },
  { template: 'home-loan', path: () => firstBuiltPage(publicDir, 'home-loans', 3) },
  { template: 'personal-loan', path: () => firstBuiltPage(publicDir, 'personal-loans', 3) },
  { template: 'term-deposit', path: () => firstBuiltPage(publicDir, 'term-deposits', 3) },
  { template: 'savings-account', path: () => firstBuiltPage(publicDir, 'savings-accounts', 3) },
  { template: 'transaction-account', path: () => firstBuiltPage(publicDir, 'bank-accounts', 3) },
  { template: 'bnpl', path: () => firstBuiltPage(publicDir, 'buy-now-pay-later', 2) },
  { template: 'provider', path: () => firstBuiltPage(publicDir, 'credit-cards', 2) },
  { template: 'provider-overview', path: () => firstBuiltPage(publicDir, 'providers', 2) },
  { template: 'article', path: () => firstBuiltPage(publicDir, 'news-and-guides', 2) },
  { template: 'search', path: '/search/' },
  { template: 'information (about)', path: '/about/' },
  { template: '404', path: '/404/' },
];

function gatsbyBuild(cwd: string): number {
  const started = Date.now();
  const result = spawnSync('npx', ['gatsby', 'build'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`gatsby build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return (Date.now() - started) / 1000;
}

/** An empty Gatsby 5 page with the same packages: the floor the budget is measured from. */
function emptyGatsbyBaselineKb(): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'empty-gatsby-'));
  try {
    mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const dependencies = Object.fromEntries(
      ['gatsby', 'react', 'react-dom'].map((name) => [name, own.dependencies[name] ?? '*']),
    );
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'empty', private: true, dependencies }),
    );
    writeFileSync(
      path.join(dir, 'src', 'pages', 'index.js'),
      'export default function Index() { return null; }\n',
    );
    gatsbyBuild(dir);
    return firstLoadJsKb(path.join(dir, 'public'), '/');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const { startServer: start } = await import('../server/server');
  const { loadEnv } = await import('../server/config/env');
  const app = await start(loadEnv({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' }));
  const { port } = app.server.address() as AddressInfo;
  return {
    // localhost, not 127.0.0.1: browsers allow service workers on plain HTTP only there.
    url: `http://localhost:${port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const execFileAsync = promisify(execFile);

const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine; such a run is
 * tried again rather than ending the benchmark, and said so on stderr.
 */
async function lighthouse(url: string, cpuSlowdown: number): Promise<Record<string, number>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, cpuSlowdown);
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      const reason = /Runtime error encountered: ([^\n]*)/.exec(
        String((error as { stderr?: string }).stderr),
      )?.[1];
      console.error(`Lighthouse run ${attempt} of ${url} failed (${reason ?? 'see above'}); trying again.`);
    }
  }
}

/** Asynchronous on purpose: the server under test runs in this process and must keep answering. */
async function lighthouseOnce(url: string, cpuSlowdown: number): Promise<Record<string, number>> {
  const { stdout } = await execFileAsync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8',
      timeout: 180_000,
    },
  );
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    environment: { benchmarkIndex: number };
  };
  const milliseconds = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    ...Object.fromEntries(Object.entries(report.categories).map(([key, value]) => [key, value.score ?? 0])),
    lcpMs: milliseconds('largest-contentful-paint'),
    fcpMs: milliseconds('first-contentful-paint'),
    tbtMs: milliseconds('total-blocking-time'),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/** The host's benchmark index (median of 15 samples over about 15 s) and the slowdown it calls for. */
async function calibratedSlowdown(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const benchmarkIndex = await measureBenchmarkIndex(browser, 15);
    const slowdown = cpuSlowdownForBenchmarkIndex(benchmarkIndex);
    console.log(
      `Lighthouse CPU slowdown: ${slowdown}x, calibrated to this host's benchmark index of ${Math.round(benchmarkIndex)} ` +
        `(Lighthouse's calculator: 1,533 -> ${LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN}x, its default; 1,300 -> 3x; 800 -> 2x)`,
    );
    return slowdown;
  } finally {
    await browser.close();
  }
}

async function main() {
  let buildSeconds: number | null = null;
  if (!skipBuild) buildSeconds = gatsbyBuild(root);
  console.log(`Pages built: ${[...htmlFiles(publicDir)].length}`);
  console.log(`Build seconds: ${buildSeconds === null ? 'skipped (--no-build)' : buildSeconds.toFixed(1)}`);

  const baseline = emptyGatsbyBaselineKb();
  console.log(`Empty Gatsby 5 page first-load JS: ${baseline.toFixed(1)} KB gzipped (budget: +40 KB)`);

  if (fixedSlowdown !== null)
    console.log(
      `Lighthouse CPU slowdown: ${fixedSlowdown}x` +
        (fixedSlowdown === LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN ? " (Lighthouse's default)" : ' (--cpu-slowdown)'),
    );
  const cpuSlowdown = fixedSlowdown ?? (await calibratedSlowdown());
  const server = await startServer();
  const rows: string[][] = [];
  try {
    for (const entry of templates) {
      const pagePath = typeof entry.path === 'function' ? entry.path() : entry.path;
      const js = firstLoadJsKb(publicDir, pagePath);
      const scores: Record<string, number[]> = {};
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(server.url + pagePath, cpuSlowdown);
        for (const [key, score] of Object.entries(result)) {
          (scores[key] ??= []).push(score);
        }
      }
      const m = (key: string) => (scores[key] ? median(scores[key]!).toFixed(2) : 'n/a');
      const ms = (key: string) => (scores[key] ? `${Math.round(median(scores[key]!))}` : 'n/a');
      const overBudget = js - baseline > 40 ? ' OVER' : '';
      rows.push([
        entry.template,
        pagePath,
        `${js.toFixed(1)} (+${(js - baseline).toFixed(1)})${overBudget}`,
        m('performance'),
        ms('lcpMs'),
        ms('fcpMs'),
        ms('tbtMs'),
        m('accessibility'),
        m('best-practices'),
        m('seo'),
        `${ms('benchmarkIndex')} (${scores.benchmarkIndex ? cpuSlowdownForBenchmarkIndex(median(scores.benchmarkIndex)) : 'n/a'}x)`,
      ]);
      console.log(rows.at(-1)!.join(' | '));
    }
  } finally {
    await server.close();
  }
  console.log(
    '\ntemplate | page | first-load JS KB gz (vs empty) | performance | LCP ms | FCP ms | TBT ms | accessibility | best practices | SEO | benchmark index in the runs (the slowdown it calls for)',
  );
  for (const row of rows) console.log(row.join(' | '));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
