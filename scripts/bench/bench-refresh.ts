/**
 * `npm run bench:refresh`: a full refresh rehearsed on this machine. Every product of the 2024
 * snapshot is served in version 7 by a stand-in of the register and the banks (real HTTP on
 * 127.0.0.1, a few milliseconds per answer), fetched by the refresh, written as a dated snapshot and
 * imported into a scratch copy of `data/`. Prints the time each step took and how the imported data
 * compares with `data/`: apart from the fetch dates, a version 7 refresh of the same products must
 * give the same site records.
 *
 *   npm run bench:refresh [-- --snapshot ../shared/data/cdr-2024-08] [--keep]
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LATER_CATEGORIES, SNAPSHOT_CATEGORIES, type CdrProductDetail } from '../pipeline/import/cdr-types';
import { toDetailV7 } from '../pipeline/import/cdr-versions';
import { importIntoData } from '../pipeline/import/import-into-data';
import { serveFakeCdr, type FakeBrand } from '../pipeline/refresh/fake-cdr';
import { silentReporter } from '../pipeline/refresh/progress-reporter';
import { runRefresh } from '../pipeline/refresh/refresh';

const repoRoot = resolve(__dirname, '..', '..');
/** The refresh is run as on the snapshot's day, so products in effect then are the ones kept. */
const SNAPSHOT_NOON = '2024-08-12T02:00:00Z';
const args = process.argv.slice(2);
const snapshotFlag = args.indexOf('--snapshot');
const snapshotPath = resolve(
  repoRoot,
  (snapshotFlag === -1 ? undefined : args[snapshotFlag + 1]) ?? '../shared/data/cdr-2024-08',
);

interface BaseBrand {
  dataHolderBrandId?: string;
  interimId?: string;
  brandName: string;
  [field: string]: unknown;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function worldOf(folder: string): FakeBrand[] {
  const brands = new Map<string, FakeBrand>();
  for (const brand of readJson<BaseBrand[]>(join(folder, 'brands.json'))) {
    const id = brand.dataHolderBrandId ?? brand.interimId;
    if (id === undefined) continue;
    brands.set(id, {
      id,
      name: brand.brandName,
      host: `holder-${brands.size % 40}.example`,
      pageSize: 25,
      products: [],
      summary: Object.fromEntries(
        Object.entries(brand).filter(([field]) => !['productCounts', 'lastChangedInSource'].includes(field)),
      ),
    });
  }
  for (const category of SNAPSHOT_CATEGORIES) {
    const path = join(folder, 'products', `${category}.json`);
    if (LATER_CATEGORIES.includes(category) && !existsSync(path)) continue;
    const file = readJson<{ products: { dataHolderBrandId: string; detail: CdrProductDetail }[] }>(path);
    for (const entry of file.products) {
      brands.get(entry.dataHolderBrandId)?.products.push({
        detail: toDetailV7(entry.detail) as FakeBrand['products'][number]['detail'],
      });
    }
  }
  return [...brands.values()].filter((brand) => brand.products.length > 0);
}

/** A data file with every `fetchedOn` taken out, for comparing two imports of different days. */
function withoutFetchDates(text: string): string {
  return text
    .replace(/,"fetchedOn":"\d{4}-\d{2}-\d{2}"/g, '')
    .replace(/,\n\s*"fetchedOn": "\d{4}-\d{2}-\d{2}"/g, '');
}

async function main(): Promise<void> {
  let started = performance.now();
  const brands = worldOf(snapshotPath);
  const productCount = brands.reduce((sum, brand) => sum + brand.products.length, 0);
  console.log(
    `Stand-in holders: ${brands.length} brands, ${productCount} products in version 7 (${((performance.now() - started) / 1000).toFixed(1)} s to convert)`,
  );

  const scratch = mkdtempSync(join(tmpdir(), 'bench-refresh-'));
  const world = await serveFakeCdr(brands);
  try {
    started = performance.now();
    const result = await runRefresh({
      registerUrl: world.registerUrl,
      snapshotDir: join(scratch, 'cdr'),
      baseSnapshotDir: null,
      userAgent: 'StaySmart-product-refresh/bench',
      reporter: silentReporter,
      now: () => Date.parse(SNAPSHOT_NOON),
    });
    const fetchSeconds = (performance.now() - started) / 1000;
    const fetched = result.brands.filter((brand) => brand.outcome === 'fetched').length;
    console.log(
      `Refresh: ${fetched} of ${result.brands.length} brands, ${result.products} products, ${world.calls.length} requests, ` +
        `${result.errors} errors in ${fetchSeconds.toFixed(1)} s (${(world.calls.length / fetchSeconds).toFixed(0)} requests/s)`,
    );
    if (result.snapshotPath === null) throw new Error('no snapshot written');

    // The command itself, in a process of its own, so its time and memory are its own.
    const command = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/pipeline/data-refresh.ts', '--no-import'],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          CDR_REGISTER_URL: world.registerUrl,
          CDR_SNAPSHOT_DIR: join(scratch, 'cdr-command'),
          CDR_BASE_SNAPSHOT_DIR: join(scratch, 'no-base'),
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const summary = /^\d+ of \d+ brands refreshed.*$/m.exec(command.stdout)?.[0] ?? '(no summary printed)';
    console.log(`npm run data:refresh (its own process, today's date): ${summary}`);

    const dataDir = join(scratch, 'data');
    cpSync(join(repoRoot, 'data'), dataDir, { recursive: true });
    started = performance.now();
    importIntoData(result.snapshotPath, dataDir);
    console.log(`Import: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(
      `Peak memory of this process (stand-in holders, refresh and import together): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (target: refresh under 2 minutes and 500 MB)`,
    );

    const files = readdirSync(join(repoRoot, 'data')).filter(
      (name) => name.endsWith('.json') && name !== 'meta.json',
    );
    const differing = files.filter(
      (name) =>
        withoutFetchDates(readFileSync(join(dataDir, name), 'utf8')) !==
        withoutFetchDates(readFileSync(join(repoRoot, 'data', name), 'utf8')),
    );
    console.log(
      `Same site records as data/ (fetch dates aside): ${files.length - differing.length} of ${files.length} files` +
        (differing.length > 0 ? `; differing: ${differing.join(', ')}` : ''),
    );
    if (differing.length > 0) process.exitCode = 1;
  } finally {
    await world.close();
    if (args.includes('--keep')) console.log(`Kept for inspection: ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

void main();
