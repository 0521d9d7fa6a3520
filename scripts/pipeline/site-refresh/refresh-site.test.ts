/**
 * The background refresh end to end against a stand-in CDR Register and holders on 127.0.0.1: the
 * live site and data keep serving until the new data has imported and the new pages are whole,
 * then both go live together; whatever fails says so in one line and leaves both as they were. The
 * build is a stand-in that writes a tiny site from the build root's data (a real `gatsby build`
 * takes minutes).
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { curated, detail, writeSnapshotFolder } from '../import/cdr-fixtures';
import type { CdrProductDetail } from '../import/cdr-types';
import { toDetailV7 } from '../import/cdr-versions';
import { importIntoData } from '../import/import-into-data';
import { serveFakeCdr, type FakeBrand, type FakeProduct } from '../refresh/fake-cdr';
import { refreshSite, type SiteRefreshOptions } from './refresh-site';

const NOW = Date.parse('2026-11-26T01:00:00Z');
const BRANDS = [
  { id: 'alpha', name: 'Alpha Bank', abn: '11111111111' },
  { id: 'beta', name: 'Beta Bank', abn: '22222222222' },
  { id: 'gamma', name: 'Gamma Bank', abn: '33333333333' },
  { id: 'delta', name: 'Delta Bank', abn: '44444444444' },
];
const inputs = () => {
  const facts = curated();
  return curated({ providerFacts: { ...facts.providerFacts, big4: BRANDS.map((b) => b.name) } });
};

function card(productId: string, purchaseRate: string): CdrProductDetail {
  return detail({
    productId,
    name: `Card ${productId}`,
    lastUpdated: '2026-11-20T00:00:00Z',
    fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: '59.00', additionalValue: 'P1Y' }],
    lendingRates: [{ lendingRateType: 'PURCHASE', rate: purchaseRate }],
  });
}

const served = (record: CdrProductDetail): FakeProduct => ({
  detail: toDetailV7(record) as FakeProduct['detail'],
  olderShape: record as unknown as Record<string, unknown>,
});

const HOLDERS: FakeBrand[] = [
  { ...BRANDS[0]!, host: 'alpha.example', products: [served(card('a-1', '0.2199'))] },
  {
    ...BRANDS[1]!,
    host: 'beta.example',
    products: [served(card('b-1', '0.1349')), served(card('b-2', '0.1999'))],
  },
  { ...BRANDS[2]!, host: 'gamma.example', products: [served(card('c-1', '0.1999'))] },
  // Down: its products are kept from the snapshot before.
  { ...BRANDS[3]!, host: 'delta.example', failWith: 503, products: [] },
];

function writeSite(dir: string, text: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of ['index.html', '404.html', '.page-hashes.json']) writeFileSync(join(dir, name), text);
}

const read = (file: string) => readFileSync(file, 'utf8');
const snapshotDateIn = (dataDir: string) =>
  (JSON.parse(read(join(dataDir, 'meta.json'))) as { snapshotDate: string }).snapshotDate;

describe('refreshing the data and the pages in the background', () => {
  let work: string;
  let repoRoot: string;
  let dataDir: string;
  let publicDir: string;
  let baseSnapshot: string;

  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'site-refresh-'));
    // A small stand-in for the repository: the sources the build root copies, and node_modules.
    repoRoot = join(work, 'repo');
    mkdirSync(join(repoRoot, 'src', 'pages'), { recursive: true });
    mkdirSync(join(repoRoot, 'node_modules'), { recursive: true });
    writeFileSync(join(repoRoot, 'src', 'pages', 'index.tsx'), 'export default () => null;');
    writeFileSync(join(repoRoot, 'gatsby-config.ts'), 'export default {};');
    baseSnapshot = join(work, 'cdr-2024-08');
    writeSnapshotFolder(baseSnapshot, '2024-08-12', [
      { ...BRANDS[0]!, cards: [card('a-1', '0.2099')] },
      { ...BRANDS[1]!, cards: [card('b-1', '0.1349'), card('b-2', '0.1999')] },
      { ...BRANDS[2]!, cards: [card('c-1', '0.1999')] },
      { ...BRANDS[3]!, cards: [card('d-1', '0.1899')] },
    ]);
    dataDir = join(work, 'data');
    importIntoData(baseSnapshot, dataDir, { curated: inputs() });
    publicDir = join(work, 'public');
    writeSite(publicDir, 'old site');
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  async function refreshWith(
    registerUrl: string,
    overrides: Partial<SiteRefreshOptions> = {},
  ): Promise<Awaited<ReturnType<typeof refreshSite>>> {
    return refreshSite({
      repoRoot,
      settings: {
        registerUrl,
        snapshotDir: join(work, 'cdr'),
        baseSnapshotDir: baseSnapshot,
        userAgent: 'StaySmart-product-refresh/test',
      },
      dataDir,
      publicDir,
      workDir: join(work, 'state'),
      importSnapshot: (snapshot, into, previous) =>
        Promise.resolve(
          importIntoData(snapshot, into, { curated: inputs(), previousSnapshotPath: previous }),
        ),
      refresh: {
        now: () => NOW,
        timeoutMs: 2_000,
        retry: { maxTries: 1, baseDelayMs: 10, maxDelayMs: 20, maxRetryAfterMs: 100 },
      },
      ...overrides,
    });
  }

  test('the new data imports and the pages build beside the live ones, then both go live together', async () => {
    const world = await serveFakeCdr(HOLDERS);
    const reload = jest.fn(() => Promise.resolve(true));
    const seenWhileBuilding: string[] = [];
    let outcome;
    try {
      outcome = await refreshWith(world.registerUrl, {
        reload,
        build: (root) => {
          // While the pages build, the live site and data are the old ones, whole.
          seenWhileBuilding.push(read(join(publicDir, 'index.html')), snapshotDateIn(dataDir));
          writeSite(join(root, 'public'), `site of ${snapshotDateIn(join(root, 'data'))}`);
          return Promise.resolve();
        },
      });
    } finally {
      await world.close();
    }

    expect(outcome.status).toBe('refreshed');
    expect(outcome.line).toMatch(
      /^Data refreshed: 3 of 4 brands, 5 products; pages rebuilt and swapped in \(\d+ s\)\.$/,
    );
    expect(seenWhileBuilding).toEqual(['old site', '2024-08-12']);
    expect(read(join(publicDir, 'index.html'))).toBe('site of 2026-11-26');
    expect(snapshotDateIn(dataDir)).toBe('2026-11-26');
    const cards = JSON.parse(read(join(dataDir, 'products-cc.json'))) as {
      products: { cdrProductId: string; fetchedOn: string }[];
    };
    expect(Object.fromEntries(cards.products.map((row) => [row.cdrProductId, row.fetchedOn]))).toEqual({
      'a-1': '2026-11-26',
      'b-1': '2026-11-26',
      'b-2': '2026-11-26',
      'c-1': '2026-11-26',
      'd-1': '2024-08-12',
    });
    expect(reload).toHaveBeenCalledTimes(1);
    // The build root holds copies of the sources, its own data and a link to node_modules.
    const root = join(work, 'state', 'site-build');
    expect(read(join(root, 'src', 'pages', 'index.tsx'))).toBe('export default () => null;');
    expect(lstatSync(join(root, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]);
  }, 60_000);

  test('a failed build leaves the live site and data as they were, and says so in one line', async () => {
    const world = await serveFakeCdr(HOLDERS);
    const reload = jest.fn(() => Promise.resolve(true));
    let outcome;
    try {
      outcome = await refreshWith(world.registerUrl, {
        reload,
        build: (root) => {
          writeFileSync(join(root, 'half-written.html'), 'x');
          return Promise.reject(new Error('Building static HTML failed for path "/credit-cards/"'));
        },
      });
    } finally {
      await world.close();
    }
    expect(outcome).toEqual({
      status: 'failed',
      line: 'Data refresh failed: the new data imported but the pages could not be rebuilt (Building static HTML failed for path "/credit-cards/"); still serving the figures published on 12 August 2024.',
    });
    expect(read(join(publicDir, 'index.html'))).toBe('old site');
    expect(snapshotDateIn(dataDir)).toBe('2024-08-12');
    expect(reload).not.toHaveBeenCalled();
  }, 60_000);

  test('a build that stops before its last step is not swapped in', async () => {
    const world = await serveFakeCdr(HOLDERS);
    let outcome;
    try {
      outcome = await refreshWith(world.registerUrl, {
        build: (root) => {
          mkdirSync(join(root, 'public'), { recursive: true });
          writeFileSync(join(root, 'public', 'index.html'), 'half a site');
          return Promise.resolve();
        },
      });
    } finally {
      await world.close();
    }
    expect(outcome.status).toBe('failed');
    expect(outcome.line).toMatch(
      /^Data refresh failed: the new data imported but the pages could not be rebuilt \(the new site in .+ is not whole/,
    );
    expect(read(join(publicDir, 'index.html'))).toBe('old site');
    expect(snapshotDateIn(dataDir)).toBe('2024-08-12');
  }, 60_000);

  test('a failed import (in its own process) leaves everything as it was and builds nothing', async () => {
    const world = await serveFakeCdr(HOLDERS);
    const build = jest.fn(() => Promise.resolve());
    let outcome;
    try {
      // The default import reads the curated files from the data folder, and this one has none.
      outcome = await refreshWith(world.registerUrl, {
        build,
        importSnapshot: undefined,
        repoRoot: join(__dirname, '..', '..', '..'),
      });
    } finally {
      await world.close();
    }
    expect(outcome.status).toBe('failed');
    expect(outcome.line).toMatch(
      /^Data refresh failed: the import stopped, so the pages were not rebuilt \(.*curated.*\); still serving the figures published on 12 August 2024\.$/,
    );
    expect(build).not.toHaveBeenCalled();
    expect(read(join(publicDir, 'index.html'))).toBe('old site');
    expect(snapshotDateIn(dataDir)).toBe('2024-08-12');
  }, 120_000);

  test('without a route to the register it gives up within a few seconds and serves the snapshot', async () => {
    // A register that accepts the connection and never answers, as a blackholed route does.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const build = jest.fn(() => Promise.resolve());
    const started = Date.now();
    let outcome;
    try {
      outcome = await refreshWith(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, {
        build,
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(outcome.status).toBe('skipped');
    expect(outcome.line).toMatch(
      /^Data refresh skipped: the CDR Register at http:\/\/127\.0\.0\.1:\d+ cannot be reached \(no answer within 4 s\); serving the figures published on 12 August 2024\.$/,
    );
    expect(build).not.toHaveBeenCalled();
    expect(existsSync(join(work, 'state'))).toBe(false);
    expect(read(join(publicDir, 'index.html'))).toBe('old site');
  }, 20_000);

  test('asked again while a refresh runs, it answers with that refresh', async () => {
    const world = await serveFakeCdr(HOLDERS);
    let builds = 0;
    try {
      const build = (root: string) => {
        builds += 1;
        writeSite(join(root, 'public'), 'new site');
        return Promise.resolve();
      };
      const [first, second] = await Promise.all([
        refreshWith(world.registerUrl, { build }),
        refreshWith(world.registerUrl, { build }),
      ]);
      expect(second).toBe(first);
    } finally {
      await world.close();
    }
    expect(builds).toBe(1);
  }, 60_000);
});
