/**
 * `npm run bench:site`: builds the site, then prints
 * - pages built and build seconds;
 * - for one page of each template and each journey screen, the first-load JavaScript (gzipped)
 *   and its distance from an empty Gatsby 5 page built with the same packages in the same run;
 * - a Lighthouse mobile run per static template (performance, accessibility, best practices, SEO)
 *   and per journey screen (performance), each driven to its state first (./bench-site/journeys.ts),
 *   with LCP, FCP, TBT, CLS and the bytes downloaded: the median of `--runs` runs (default 1);
 * - the journeys' Interaction to Next Paint at 4x CPU slowdown (./bench-site/inp.ts), median of
 *   the same number of runs.
 * `--only static` or `--only journeys` measures one half; `--no-build` uses the site in public/.
 * Budgets (reported, not asserted): performance 0.99 or more with Largest Contentful Paint under
 * 1.2 s and no layout shift, the other three = 1.0, first-load JS within 40 KB gzipped of the
 * empty page, INP under 100 ms.
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
import { existsSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../../gatsby/html-files';
import { emptyGatsbyBaselineKb, gatsbyBuild, publicDir, root } from './bench-site/build';
import { INP_CPU_SLOWDOWN, INP_SCENARIOS, measureInp } from './bench-site/inp';
import { journeyScreens, withVisitorBrowser } from './bench-site/journeys';
import { lighthouseFresh, lighthouseInBrowser, type Figures } from './bench-site/lighthouse-run';
import { startBenchServer } from './bench-site/server';
import { cpuSlowdown } from './bench-site/slowdown';
import { staticTemplates } from './bench-site/static-templates';
import { firstLoadJsKb } from './first-load-js';
import { cpuSlowdownForBenchmarkIndex } from './lighthouse-cpu';
import { median } from './statistics';

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag === -1 ? 1 : Number(args[runsFlag + 1]) || 1;
const skipBuild = args.includes('--no-build');
const onlyFlag = args.indexOf('--only');
const only = onlyFlag === -1 ? 'all' : args[onlyFlag + 1];
if (!['all', 'static', 'journeys'].includes(only ?? ''))
  throw new Error('--only takes "static" or "journeys".');

const HEADER =
  'screen | page | first-load JS KB gz (vs empty) | performance | LCP ms | FCP ms | TBT ms | CLS | KB downloaded | accessibility | best practices | SEO | benchmark index in the runs (the slowdown it calls for)';

const parentFolder = (folder: string) => path.posix.join(path.posix.dirname(folder.replace(/\/$/, '')), '/');

/** The built HTML of a page: its own, or the nearest client-only page up its path (as the server picks). */
function builtPagePath(pagePath: string): string | null {
  if (existsSync(path.join(publicDir, pagePath, 'index.html'))) return pagePath;
  for (let folder = pagePath; folder !== '/'; folder = parentFolder(folder)) {
    const clientOnly = path.posix.join(folder, '[...]/');
    if (existsSync(path.join(publicDir, clientOnly, 'index.html'))) return clientOnly;
  }
  return null;
}

function row(name: string, pagePath: string, baselineKb: number, runsOf: Figures[]): string[] {
  const values = (key: string) => runsOf.map((figures) => figures[key]).filter((v) => v !== undefined);
  const m = (key: string, digits: number) => {
    const list = values(key) as number[];
    return list.length ? median(list).toFixed(digits) : 'n/a';
  };
  const built = builtPagePath(pagePath);
  const js = built === null ? null : firstLoadJsKb(publicDir, built);
  const jsCell =
    js === null
      ? 'n/a'
      : `${js.toFixed(1)} (+${(js - baselineKb).toFixed(1)})${js - baselineKb > 40 ? ' OVER' : ''}`;
  const index = values('benchmarkIndex') as number[];
  return [
    name,
    pagePath,
    jsCell,
    m('performance', 2),
    m('lcpMs', 0),
    m('fcpMs', 0),
    m('tbtMs', 0),
    m('cls', 3),
    m('kb', 0),
    m('accessibility', 2),
    m('best-practices', 2),
    m('seo', 2),
    index.length ? `${Math.round(median(index))} (${cpuSlowdownForBenchmarkIndex(median(index))}x)` : 'n/a',
  ];
}

async function staticRows(url: string, slowdown: number, baselineKb: number): Promise<string[][]> {
  const rows: string[][] = [];
  for (const entry of staticTemplates) {
    const pagePath = typeof entry.path === 'function' ? entry.path() : entry.path;
    const results: Figures[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await lighthouseFresh(url + pagePath, slowdown));
    rows.push(row(entry.template, pagePath, baselineKb, results));
    console.log(rows.at(-1)!.join(' | '));
  }
  return rows;
}

async function journeyRows(url: string, slowdown: number, baselineKb: number): Promise<string[][]> {
  return withVisitorBrowser(url, async (drive, port) => {
    const rows: string[][] = [];
    for (const screen of journeyScreens) {
      await drive(screen);
      const results: Figures[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await lighthouseInBrowser(url + screen.path, port, slowdown));
      rows.push(row(screen.name, screen.path, baselineKb, results));
      console.log(rows.at(-1)!.join(' | '));
    }
    return rows;
  });
}

async function main() {
  let buildSeconds: number | null = null;
  if (!skipBuild) buildSeconds = gatsbyBuild(root);
  console.log(`Pages built: ${[...htmlFiles(publicDir)].length}`);
  console.log(`Build seconds: ${buildSeconds === null ? 'skipped (--no-build)' : buildSeconds.toFixed(1)}`);

  const baseline = emptyGatsbyBaselineKb();
  console.log(`Empty Gatsby 5 page first-load JS: ${baseline.toFixed(1)} KB gzipped (budget: +40 KB)`);
  const slowdown = await cpuSlowdown(args);

  const server = await startBenchServer();
  const rows: string[][] = [];
  const inpLines: string[] = [];
  try {
    if (only !== 'journeys') rows.push(...(await staticRows(server.url, slowdown, baseline)));
    if (only !== 'static') {
      rows.push(...(await journeyRows(server.url, slowdown, baseline)));
      const inp = await measureInp(server.url, runs);
      for (const name of INP_SCENARIOS)
        inpLines.push(`${name} | ${Math.round(median(inp[name]))} | ${inp[name].map(Math.round).join(', ')}`);
    }
  } finally {
    await server.close();
  }
  console.log(`\n${HEADER}`);
  for (const line of rows) console.log(line.join(' | '));
  if (inpLines.length) {
    console.log(`\nINP at ${INP_CPU_SLOWDOWN}x CPU slowdown, 390 px | median ms | each run`);
    for (const line of inpLines) console.log(line);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
