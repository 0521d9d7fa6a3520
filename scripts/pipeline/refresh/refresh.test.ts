import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detail, writeSnapshotFolder } from '../import/cdr-fixtures';
import type { CdrProductDetail } from '../import/cdr-types';
import { toDetailV7 } from '../import/cdr-versions';
import { loadSnapshot } from '../import/load-snapshot';
import { fakeCdr, type FakeBrand, type FakeProduct } from './fake-cdr';
import { brandLine, type BrandReport, type RefreshReporter } from './progress-reporter';
import { runRefresh, type RefreshOptions } from './refresh';

const NOW = Date.parse('2026-11-26T01:00:00Z'); // 12 pm in Sydney on 26 November 2026

function card(productId: string, name: string, annualFee = '59.00'): CdrProductDetail {
  return detail({
    productId,
    name,
    lastUpdated: '2026-11-20T00:00:00Z',
    fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: annualFee, additionalValue: 'P1Y' }],
    lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.1349' }],
  });
}

function live(record: CdrProductDetail, extra: Partial<FakeProduct> = {}): FakeProduct {
  return {
    detail: toDetailV7(record) as FakeProduct['detail'],
    olderShape: record as unknown as Record<string, unknown>,
    ...extra,
  };
}

function recordingReporter(): RefreshReporter & {
  lines: string[];
  reports: BrandReport[];
  records: string[];
} {
  const lines: string[] = [];
  const reports: BrandReport[] = [];
  const records: string[] = [];
  return {
    lines,
    reports,
    records,
    start: (total) => lines.push(`start ${total}`),
    record: (outcome) => records.push(outcome),
    brand: (report) => {
      reports.push(report);
      lines.push(brandLine(report));
    },
    line: (text) => lines.push(text),
    finish: () => lines.push('finish'),
  };
}

describe('runRefresh against holders that fail in every way', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'refresh-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  const healthy: FakeBrand = {
    id: 'alpha',
    name: 'Alpha Bank',
    host: 'alpha.example',
    pageSize: 2,
    products: [
      live(card('a-1', 'Low Rate Card')),
      live(card('a-2', 'Rewards Card', '149.00')),
      live(card('a-3', 'Platinum Card', '249.00')),
      live(card('a-biz', 'Business Card')),
      live(card('a-gone', 'Withdrawn Card'), { vanishes: true }),
      live(card('a-bad', 'Broken Card'), { malformed: { productId: 'a-bad', name: 'Broken Card' } }),
    ],
  };
  const olderVersions: FakeBrand = {
    id: 'beta',
    name: 'Beta Bank',
    host: 'shared-host.example',
    maxVersion: 5,
    minVersion: 3,
    rateLimited: { calls: 2, retryAfter: '3' },
    products: [live(card('b-1', 'Everyday Card', '0.00'))],
  };
  const down: FakeBrand = {
    id: 'gamma',
    name: 'Gamma Credit Union',
    host: 'shared-host.example',
    failWith: 503,
    products: [],
  };
  const tooNew: FakeBrand = {
    id: 'delta',
    name: 'Delta Mutual',
    host: 'delta.example',
    minVersion: 8,
    maxVersion: 8,
    products: [live(card('d-1', 'Delta Card'))],
  };

  async function refresh(brands: FakeBrand[], extra: Partial<RefreshOptions> = {}) {
    const base = join(work, 'base');
    writeSnapshotFolder(base, '2024-08-12', [
      { id: 'gamma', name: 'Gamma Credit Union', cards: [card('g-1', 'Gamma Visa')] },
      { id: 'epsilon', name: 'Epsilon Bank', cards: [card('e-1', 'Epsilon Card')] },
      { id: 'delta', name: 'Delta Mutual', cards: [card('d-1', 'Delta Card')] },
    ]);
    const world = fakeCdr(brands);
    const waits: number[] = [];
    const reporter = recordingReporter();
    const result = await runRefresh({
      registerUrl: world.registerUrl,
      snapshotDir: join(work, 'cdr'),
      baseSnapshotDir: base,
      userAgent: 'StaySmart product refresh (+https://staysmart.com.au/about/)',
      now: () => NOW,
      fetch: world.fetch,
      sleep: async (ms) => {
        waits.push(ms);
      },
      reporter,
      ...extra,
    });
    return { result, world, waits, reporter };
  }

  test('writes a dated snapshot the import reads, keeping brands that failed from the newest snapshot that has them', async () => {
    const { result, reporter } = await refresh([healthy, olderVersions, down, tooNew]);
    expect(result.snapshotPath).toBe(join(work, 'cdr', '2026-11-26'));

    const snapshot = loadSnapshot(result.snapshotPath as string);
    expect(snapshot.snapshotDate).toBe('2026-11-26');
    expect(snapshot.rejected).toEqual([]);
    const held = snapshot.products.map((p) => [p.brandName, p.detail.productId, p.fetchedOn]);
    expect(held).toEqual(
      expect.arrayContaining([
        ['Alpha Bank', 'a-1', '2026-11-26'],
        ['Alpha Bank', 'a-2', '2026-11-26'],
        ['Alpha Bank', 'a-3', '2026-11-26'],
        ['Beta Bank', 'b-1', '2026-11-26'],
        ['Gamma Credit Union', 'g-1', '2024-08-12'],
        ['Delta Mutual', 'd-1', '2024-08-12'],
        ['Epsilon Bank', 'e-1', '2024-08-12'],
      ]),
    );
    expect(held).toHaveLength(7);
    // The version 7 records are read into the same fees as the 2024 ones.
    const alphaCard = snapshot.products.find((p) => p.detail.productId === 'a-2');
    expect(alphaCard?.detail.fees?.[0]).toMatchObject({ amount: '149.00' });

    const lines = reporter.lines.join('\n');
    expect(lines).toMatch(/^Alpha Bank: fetched 3 products \(detail v7\)\n {2}skipped a-bad: /m);
    expect(lines).toMatch(/^ {2}note: product a-gone was listed but is no longer offered$/m);
    expect(lines).toMatch(/^Beta Bank: fetched 1 product \(detail v5\)$/m);
    expect(lines).toMatch(
      /^Gamma Credit Union: kept 1 product from 2024-08-12: product list: HTTP 503 after 4 tries$/m,
    );
    expect(lines).toMatch(
      /^Delta Mutual: kept 1 product from 2024-08-12: product d-1: HTTP 406: the holder offers none of versions 3 to 7$/m,
    );
    expect(lines).toMatch(
      /^Epsilon Bank: kept 1 product from 2024-08-12: no longer listed by the CDR Register$/m,
    );
    expect(reporter.lines[0]).toBe('start 5');
    expect(result.errors).toBe(3); // the skipped record, and two listed brands not refreshed

    const brands = JSON.parse(readFileSync(join(result.snapshotPath as string, 'brands.json'), 'utf8')) as {
      brandName: string;
      refresh: unknown;
    }[];
    expect(brands.find((b) => b.brandName === 'Gamma Credit Union')?.refresh).toEqual({
      outcome: 'kept',
      keptFrom: '2024-08-12',
      reason: 'product list: HTTP 503 after 4 tries',
    });
  });

  test('is a good citizen: versions negotiated, named User-Agent, Retry-After honoured, few calls at once per host', async () => {
    const { world, waits } = await refresh([healthy, olderVersions, down]);
    const detailCall = world.calls.find((call) => call.url.endsWith('/products/a-1'));
    expect(detailCall?.headers).toMatchObject({
      'x-v': '7',
      'x-min-v': '3',
      'user-agent': expect.stringMatching(/^StaySmart/),
    });
    const listCall = world.calls.find((call) => call.url.includes('/alpha/cds-au/v1/banking/products?'));
    expect(listCall?.headers).toMatchObject({ 'x-v': '5', 'x-min-v': '3' });
    expect(world.calls.find((call) => call.url.includes('/cdr-register/'))?.headers).toMatchObject({
      'x-v': '2',
    });
    // Beta's two 429s asked for 3 s each.
    expect(waits.filter((ms) => ms === 3000)).toHaveLength(2);
    expect(Math.max(...world.calls.map((call) => call.inFlightAtHost))).toBeLessThanOrEqual(4);
    // All three list pages of Alpha were followed.
    expect(world.calls.filter((call) => call.url.includes('/alpha/cds-au/v1/banking/products?')).length).toBe(
      3,
    );
  });

  test('a record is skipped, never half-written, and the refresh goes on', async () => {
    const { result } = await refresh([healthy]);
    const alpha = result.brands.find((b) => b.brandName === 'Alpha Bank');
    expect(alpha?.skipped.map((s) => s.productId)).toEqual(['a-bad']);
    const text = readFileSync(
      join(result.snapshotPath as string, 'products', 'CRED_AND_CHRG_CARDS.json'),
      'utf8',
    );
    expect(text).not.toContain('a-bad');
    expect(text).not.toContain('a-biz');
    expect(text).not.toContain('a-gone');
  });

  test('a refresh in which no brand answers writes nothing and says so', async () => {
    const { result } = await refresh([down, { ...tooNew }]);
    expect(result.snapshotPath).toBeNull();
    expect(result.brands.every((b) => b.outcome !== 'fetched')).toBe(true);
  });

  test('a second refresh on the same day replaces the first only once complete, and later refreshes keep from it', async () => {
    await refresh([healthy, olderVersions]);
    const again = await refresh([{ ...healthy, failWith: 500 }, olderVersions], {
      now: () => NOW + 86_400_000,
    });
    expect(again.result.snapshotPath).toBe(join(work, 'cdr', '2026-11-27'));
    const lines = again.reporter.lines.join('\n');
    expect(lines).toMatch(
      /^Alpha Bank: kept 3 products from 2026-11-26: product list: HTTP 500 after 4 tries$/m,
    );
    const snapshot = loadSnapshot(again.result.snapshotPath as string);
    expect(snapshot.products.filter((p) => p.brandName === 'Alpha Bank').map((p) => p.fetchedOn)).toEqual([
      '2026-11-26',
      '2026-11-26',
      '2026-11-26',
    ]);
  });
});
