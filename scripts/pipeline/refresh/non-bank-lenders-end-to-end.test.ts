/**
 * Non-bank lenders and buy now pay later end to end: the stand-in register lists banks under
 * `banking` and made-up non-bank lenders under `non-bank-lending` (one brand under both), their
 * holders serve version 7 records written by hand from the 1.36.0 schemas, and the refresh and the
 * import put them in the site's data with the right industry, `bank` flag and category. No test
 * reaches the internet.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChangesFile } from '../../../src/domain/changes/change-entry';
import type { RawBnplProvider, RawProvider } from '../../../src/domain/data/raw-types';
import { curated, detail, writeSnapshotFolder } from '../import/cdr-fixtures';
import type { CdrProductDetail } from '../import/cdr-types';
import { readProductDetail, toDetailV7 } from '../import/cdr-versions';
import type { CuratedBnplEntry } from '../import/curated';
import { importIntoData } from '../import/import-into-data';
import { serveFakeCdr, type FakeBrand, type FakeProduct } from './fake-cdr';
import { brandLine } from './progress-reporter';
import { runRefresh } from './refresh';

const NOW = Date.parse('2026-11-26T01:00:00Z');

interface MadeUpBrand {
  id: string;
  name: string;
  industries: ('banking' | 'non-bank-lending')[];
  abn: string;
  host: string;
  products: FakeProduct['detail'][];
}
const madeUp = JSON.parse(
  readFileSync(join(__dirname, 'test-fixtures/made-up-non-bank-lenders.json'), 'utf8'),
) as {
  madeUp: string;
  brands: MadeUpBrand[];
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

const BANKS = [
  { id: 'alpha', name: 'Alpha Bank', abn: '11111111111', rate: '0.2099' },
  { id: 'beta', name: 'Beta Bank', abn: '22222222222', rate: '0.1349' },
  { id: 'gamma', name: 'Gamma Bank', abn: '33333333333', rate: '0.1999' },
  { id: 'delta', name: 'Delta Bank', abn: '44444444444', rate: '0.1899' },
];

function handCollected(name: string): CuratedBnplEntry {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return {
    id: slug,
    name,
    urlSlug: slug,
    minLimit: 50,
    maxLimit: 1500,
    instalments: 4,
    interval: 'fortnightly',
    accountFeeMonthly: 0,
    latePaymentFee: 10,
    maxLateFees: 40,
    interestRate: 0,
    creditCheck: 'light',
    licensed: true,
    url: `https://${slug}.example`,
    source: 'the provider’s help pages',
    checkedOn: '2026-11-22',
  };
}

const inputs = () => {
  const facts = curated();
  return curated({
    providerFacts: { ...facts.providerFacts, big4: BANKS.map((b) => b.name) },
    bnpl: [handCollected('Koala Pay'), handCollected('Wombat Pay')],
  });
};

function readData<T>(dataDir: string, file: string): T {
  return JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as T;
}

describe('non-bank lenders and buy now pay later, refreshed and imported over HTTP on 127.0.0.1', () => {
  let work: string;
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  test('the made-up records are valid version 7 records and say they are made up', () => {
    work = mkdtempSync(join(tmpdir(), 'made-up-'));
    expect(madeUp.madeUp).toMatch(/^Every brand, product, address and figure in this file is made up/);
    const records = madeUp.brands.flatMap((brand) => brand.products);
    expect(records.map((record) => [record.productId, readProductDetail(record, 7).ok])).toEqual(
      records.map((record) => [record.productId, true]),
    );
    // The check is real: a version 7 lending rate without its loan purpose fails it.
    const wattle = records.find((record) => record.productId === 'wattle-variable') as FakeProduct['detail'];
    const rates = wattle.lendingRates as Record<string, unknown>[];
    const { loanPurpose: _dropped, ...rate } = rates[0] as Record<string, unknown>;
    expect(readProductDetail({ ...wattle, lendingRates: [rate] }, 7).ok).toBe(false);
  });

  test('both industries are read, a brand in both once, and each provider is a bank or a lender by the register', async () => {
    work = mkdtempSync(join(tmpdir(), 'refresh-nbl-'));
    const base = join(work, 'cdr-2024-08');
    writeSnapshotFolder(
      base,
      '2024-08-12',
      BANKS.map((bank) => ({ ...bank, cards: [card(`${bank.id}-1`, bank.rate)] })),
    );
    const dataDir = join(work, 'data');
    importIntoData(base, dataDir, { curated: inputs() });

    const holders: FakeBrand[] = [
      ...BANKS.map((bank) => ({
        id: bank.id,
        name: bank.name,
        host: `${bank.id}.example`,
        products: [{ detail: toDetailV7(card(`${bank.id}-1`, bank.rate)) as FakeProduct['detail'] }],
        summary: { abn: bank.abn, publicBaseUri: `https://www.${bank.id}.example` },
      })),
      ...madeUp.brands.map((brand) => ({
        id: brand.id,
        name: brand.name,
        host: brand.host,
        industries: brand.industries,
        products: brand.products.map((record) => ({ detail: record })),
        summary: { abn: brand.abn, publicBaseUri: `https://www.${brand.host}`, industries: brand.industries },
      })),
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
        timeoutMs: 2_000,
        retry: { maxTries: 2, baseDelayMs: 10, maxDelayMs: 20, maxRetryAfterMs: 1_000 },
      });
    } finally {
      await world.close();
    }

    // Five brands under banking (four banks and Gum Tree Bank), four under non-bank lending.
    expect(result.brandsPerIndustry).toEqual({ banking: 5, 'non-bank-lending': 4 });
    expect(result.brands).toHaveLength(8);
    const lines = result.brands.map(brandLine).join('\n');
    expect(lines).toMatch(/^Wattle Home Lending: fetched 1 product \(detail v7\)$/m);
    expect(lines).toMatch(/^Koala Pay: fetched 1 product \(detail v7\)$/m);
    expect(lines).toMatch(/^Gum Tree Bank: fetched 2 products \(detail v7\)$/m);
    const gumTreeLists = world.calls.filter((call) =>
      call.url.includes('/made-up-gum-tree-bank/cds-au/v1/banking/products?'),
    );
    expect(gumTreeLists).toHaveLength(1);
    const registerPaths = world.calls
      .filter((call) => call.url.includes('/cdr-register/'))
      .map((call) => new URL(call.url).pathname.replace(/^\/register\.example/, ''));
    expect(registerPaths).toEqual([
      '/cdr-register/v1/banking/data-holders/brands/summary',
      '/cdr-register/v1/non-bank-lending/data-holders/brands/summary',
    ]);

    const report = importIntoData(result.snapshotPath as string, dataDir, {
      curated: inputs(),
      previousSnapshotPath: result.previousSnapshotPath,
    });
    expect(report).toMatch(/Koala Pay: by Koala Pay in 4/);
    expect(report).toMatch(/^Provider added: Wattle Home Lending \(non-bank lender\)$/m);

    const providers = readData<RawProvider[]>(dataDir, 'providers.json');
    const byName = (name: string) => providers.find((provider) => provider.name === name);
    expect(
      ['Alpha Bank', 'Wattle Home Lending', 'Banksia Personal Finance', 'Gum Tree Bank'].map((name) => {
        const provider = byName(name);
        return [name, provider?.bank, provider?.industries];
      }),
    ).toEqual([
      ['Alpha Bank', true, ['banking']],
      ['Wattle Home Lending', false, ['non-bank-lending']],
      ['Banksia Personal Finance', false, ['non-bank-lending']],
      ['Gum Tree Bank', true, ['banking', 'non-bank-lending']],
    ]);
    expect(byName('Wattle Home Lending')).toMatchObject({ hasHomeLoans: true, hasBankAccounts: false });
    expect(byName('Banksia Personal Finance')).toMatchObject({ hasPersonalLoans: true });

    const homeLoans = readData<{
      products: { cdrProductId: string; providerId: string; fetchedOn: string }[];
    }>(dataDir, 'products-hl.json').products;
    expect(homeLoans).toEqual([
      expect.objectContaining({
        cdrProductId: 'wattle-variable',
        providerId: byName('Wattle Home Lending')?.id,
        fetchedOn: '2026-11-26',
      }),
    ]);
    const personalLoans = readData<{ products: { cdrProductId: string; minRate: number }[] }>(
      dataDir,
      'products-pl.json',
    ).products;
    expect(personalLoans).toEqual([
      expect.objectContaining({ cdrProductId: 'banksia-personal', minRate: 0.0799 }),
    ]);

    const bnpl = readData<RawBnplProvider[]>(dataDir, 'bnpl.json');
    expect(
      bnpl.map((service) => [service.name, service.origin, service.publisherId, service.checkedOn]),
    ).toEqual([
      ['Gum Tree Pay Later', 'consumer-data-right', byName('Gum Tree Bank')?.id, '2026-11-26'],
      ['Koala Pay in 4', 'consumer-data-right', null, '2026-11-26'],
      ['Wombat Pay', 'hand-collected', null, '2026-11-22'],
    ]);

    const { changes, providers: providerChanges } = readData<ChangesFile>(dataDir, 'changes.json');
    expect(providerChanges?.map((change) => [change.name, change.bank, change.change, change.on])).toEqual([
      ['Banksia Personal Finance', false, 'added', '2026-11-26'],
      ['Gum Tree Bank', true, 'added', '2026-11-26'],
      ['Wattle Home Lending', false, 'added', '2026-11-26'],
    ]);
    const added = changes.filter((change) => change.field === 'product' && change.to === 'offered');
    expect(added.map((change) => change.cdrProductId).sort()).toEqual([
      'banksia-personal',
      'gum-tree-low-rate-card',
      'wattle-variable',
    ]);
  }, 60_000);
});
