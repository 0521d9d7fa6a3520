/**
 * The refresh end to end: a stand-in CDR Register and data holders on 127.0.0.1 in the real wire
 * format, fetched over HTTP, written as a dated snapshot and imported; then what a visitor would
 * see changed is in data/changes.json. No test reaches the internet.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChangesFile } from '../../../src/domain/changes/change-entry';
import { curated, detail, writeSnapshotFolder } from '../import/cdr-fixtures';
import type { CdrProductDetail } from '../import/cdr-types';
import { toDetailV7 } from '../import/cdr-versions';
import { importIntoData } from '../import/import-into-data';
import { serveFakeCdr, type FakeBrand, type FakeProduct } from './fake-cdr';
import { brandLine } from './progress-reporter';
import { runRefresh } from './refresh';

const NOW = Date.parse('2026-11-26T01:00:00Z');

function card(productId: string, purchaseRate: string): CdrProductDetail {
  return detail({
    productId,
    name: `Card ${productId}`,
    lastUpdated: '2026-11-20T00:00:00Z',
    fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: '59.00', additionalValue: 'P1Y' }],
    lendingRates: [{ lendingRateType: 'PURCHASE', rate: purchaseRate }],
  });
}

const served = (record: CdrProductDetail, extra: Partial<FakeProduct> = {}): FakeProduct => ({
  detail: toDetailV7(record) as FakeProduct['detail'],
  olderShape: record as unknown as Record<string, unknown>,
  ...extra,
});

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

describe('a refresh end to end over HTTP on 127.0.0.1', () => {
  let work: string;
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  test('versions 4 and 7, a 406, a time-out, a 429 and a malformed record: the data is current, what failed is kept, and a changed rate is recorded', async () => {
    work = mkdtempSync(join(tmpdir(), 'refresh-e2e-'));
    const base = join(work, 'cdr-2024-08');
    writeSnapshotFolder(base, '2024-08-12', [
      { ...BRANDS[0]!, cards: [card('a-1', '0.2099')] },
      { ...BRANDS[1]!, cards: [card('b-1', '0.1349'), card('b-2', '0.1999')] },
      { ...BRANDS[2]!, cards: [card('c-1', '0.1999')] },
      { ...BRANDS[3]!, cards: [card('d-1', '0.1899')] },
    ]);
    const dataDir = join(work, 'data');
    importIntoData(base, dataDir, { curated: inputs() });

    const holders: FakeBrand[] = [
      // Still on version 4 only.
      {
        ...BRANDS[0]!,
        host: 'alpha.example',
        maxVersion: 4,
        minVersion: 3,
        products: [served(card('a-1', '0.2099'))],
        summary: { abn: BRANDS[0]!.abn, publicBaseUri: 'https://www.alpha.example' },
      },
      // Versions 5 to 7, two pages, rate limited once, one malformed record, and a changed rate.
      {
        ...BRANDS[1]!,
        host: 'beta.example',
        minVersion: 5,
        pageSize: 1,
        rateLimited: { calls: 1, retryAfter: '1' },
        products: [
          served(card('b-1', '0.1399')),
          served(card('b-2', '0.1999')),
          served(card('b-bad', '0.1'), { malformed: { productId: 'b-bad' } }),
        ],
        summary: { abn: BRANDS[1]!.abn, publicBaseUri: 'https://www.beta.example' },
      },
      // Answers 406: it offers none of the versions asked for.
      {
        ...BRANDS[2]!,
        host: 'gamma.example',
        minVersion: 8,
        maxVersion: 8,
        products: [served(card('c-1', '0.1999'))],
        summary: { abn: BRANDS[2]!.abn },
      },
      // Down: never answers.
      { ...BRANDS[3]!, host: 'delta.example', hangs: true, products: [], summary: { abn: BRANDS[3]!.abn } },
    ];
    const world = await serveFakeCdr(holders);
    let result;
    try {
      result = await runRefresh({
        registerUrl: world.registerUrl,
        snapshotDir: join(work, 'cdr'),
        baseSnapshotDir: base,
        userAgent: 'StaySmart-product-refresh/test',
        now: () => NOW,
        timeoutMs: 300,
        retry: { maxTries: 2, baseDelayMs: 10, maxDelayMs: 20, maxRetryAfterMs: 5_000 },
      });
    } finally {
      await world.close();
    }
    const lines = result.brands.map(brandLine).join('\n');
    expect(lines).toMatch(/^Alpha Bank: fetched 1 product \(detail v4\)$/m);
    expect(lines).toMatch(/^Beta Bank: fetched 2 products \(detail v7\)\n {2}skipped b-bad: /m);
    expect(lines).toMatch(/^Gamma Bank: kept 1 product from 2024-08-12: product c-1: HTTP 406/m);
    expect(lines).toMatch(
      /^Delta Bank: kept 1 product from 2024-08-12: product list: timed out after 2 tries$/m,
    );
    expect(
      world.calls.filter((call) => call.url.includes('/beta/cds-au/v1/banking/products?')).length,
    ).toBeGreaterThanOrEqual(3);
    expect(world.calls.every((call) => new URL(call.url).hostname.endsWith('.example'))).toBe(true);

    const report = importIntoData(result.snapshotPath as string, dataDir, {
      curated: inputs(),
      previousSnapshotPath: result.previousSnapshotPath,
    });
    expect(report).toMatch(/Changes since the data before: 1$/m);
    const { changes } = JSON.parse(readFileSync(join(dataDir, 'changes.json'), 'utf8')) as ChangesFile;
    expect(changes).toEqual([
      expect.objectContaining({
        on: '2026-11-26',
        cdrProductId: 'b-1',
        field: 'purchaseRate',
        from: 0.1349,
        to: 0.1399,
      }),
    ]);
    const cards = JSON.parse(readFileSync(join(dataDir, 'products-cc.json'), 'utf8')) as {
      products: { cdrProductId: string; fetchedOn: string; lastUpdated: string }[];
    };
    expect(Object.fromEntries(cards.products.map((row) => [row.cdrProductId, row.fetchedOn]))).toEqual({
      'a-1': '2026-11-26',
      'b-1': '2026-11-26',
      'b-2': '2026-11-26',
      'c-1': '2024-08-12',
      'd-1': '2024-08-12',
    });
  }, 60_000);
});
