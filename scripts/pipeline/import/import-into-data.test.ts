import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChangesFile } from '../../../src/domain/changes/change-entry';
import { curated, detail, writeSnapshotFolder } from './cdr-fixtures';
import type { HeldChangesFile } from './change-history';
import { importIntoData } from './import-into-data';

function card(productId: string, annualFee: string, purchaseRate: string) {
  return detail({
    productId,
    name: `Card ${productId}`,
    fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: annualFee, additionalValue: 'P1Y' }],
    lendingRates: [{ lendingRateType: 'PURCHASE', rate: purchaseRate }],
  });
}

const BIG_FOUR = ['Alpha Bank', 'Beta Bank', 'Gamma Bank', 'Delta Bank'];
const facts = curated();
const inputs = () => curated({ providerFacts: { ...facts.providerFacts, big4: BIG_FOUR } });
const others = [
  { id: 'brand-c', name: 'Gamma Bank', abn: '33333333333', cards: [card('c-1', '49.00', '0.1999')] },
  { id: 'brand-d', name: 'Delta Bank', abn: '44444444444', cards: [card('d-1', '49.00', '0.1999')] },
];

describe('importIntoData keeps a change history and holds implausible changes back', () => {
  let work: string;
  const data = () => join(work, 'data');
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(data(), name), 'utf8')) as T;
  const cardRow = () =>
    read<{ products: { cdrProductId: string; annualFee: number; purchaseRate: number }[] }>(
      'products-cc.json',
    ).products.find((row) => row.cdrProductId === 'a-1');

  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'import-'));
    writeSnapshotFolder(join(work, 'august'), '2024-08-12', [
      {
        id: 'brand-a',
        name: 'Alpha Bank',
        cards: [card('a-1', '59.00', '0.2099'), card('a-2', '0.00', '0.1999')],
      },
      { id: 'brand-b', name: 'Beta Bank', abn: '22222222222', cards: [card('b-1', '30.00', '0.1349')] },
      ...others,
    ]);
    writeSnapshotFolder(join(work, 'november'), '2026-11-26', [
      {
        id: 'brand-a',
        name: 'Alpha Bank',
        cards: [card('a-1', '590.00', '0.2199'), card('a-3', '99.00', '0.1899')],
      },
      { id: 'brand-b', name: 'Beta Bank', abn: '22222222222', cards: [card('b-1', '35.00', '0.1349')] },
      ...others,
    ]);
    importIntoData(join(work, 'august'), data(), { curated: inputs() });
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  test('a first import starts an empty history', () => {
    expect(read<ChangesFile>('changes.json')).toEqual({ changes: [] });
    expect(read<HeldChangesFile>('held-changes.json')).toEqual({ on: '2024-08-12', held: [] });
  });

  test('the next import records every change; a fee ten times higher keeps the product as it was, held for review', () => {
    const report = importIntoData(join(work, 'november'), data(), {
      curated: inputs(),
      previousSnapshotPath: join(work, 'august'),
    });
    expect(report).toMatch(/Held for review: 10001-CC00001 annualFee from 59 to 590: grew 10\.0 times/);
    // The held product is published as it was, rate and fee alike.
    expect(cardRow()).toMatchObject({ annualFee: 59, purchaseRate: 0.2099 });
    const { changes } = read<ChangesFile>('changes.json');
    expect(changes.map(({ productId, field, from, to, on }) => [productId, field, from, to, on])).toEqual([
      ['10001-CC00003', 'product', null, 'offered', '2026-11-26'],
      ['10002-CC00001', 'annualFee', 30, 35, '2026-11-26'],
      ['10001-CC00002', 'product', 'offered', null, '2026-11-26'],
    ]);
    expect(read<HeldChangesFile>('held-changes.json').held).toEqual([
      expect.objectContaining({ productId: '10001-CC00001', field: 'annualFee', from: 59, to: 590 }),
    ]);
  });

  test('once checked, --accept-held publishes the change', () => {
    importIntoData(join(work, 'november'), data(), { curated: inputs(), acceptHeld: true });
    expect(cardRow()).toMatchObject({ annualFee: 590, purchaseRate: 0.2199 });
    expect(read<HeldChangesFile>('held-changes.json').held).toEqual([]);
    expect(read<ChangesFile>('changes.json').changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: '10001-CC00001', field: 'annualFee', from: 59, to: 590 }),
      ]),
    );
  });

  test('without a previous snapshot the import stops and writes nothing', () => {
    const before = readFileSync(join(data(), 'products-cc.json'), 'utf8');
    expect(() => importIntoData(join(work, 'november'), data(), { curated: inputs() })).toThrow(
      /implausible changes and no previous snapshot.*--accept-held/,
    );
    expect(readFileSync(join(data(), 'products-cc.json'), 'utf8')).toBe(before);
  });

  test('reading the same snapshot again differently records no change: only the reading changed, not the bank', () => {
    const path = join(data(), 'products-cc.json');
    const file = read<{ products: { cdrProductId: string; annualFee: number }[] }>('products-cc.json');
    // As if an earlier version of the import had read the fee as $60.
    writeFileSync(
      path,
      JSON.stringify({
        ...file,
        products: file.products.map((row) => (row.cdrProductId === 'a-1' ? { ...row, annualFee: 60 } : row)),
      }),
    );
    const report = importIntoData(join(work, 'august'), data(), { curated: inputs() });
    expect(report).toMatch(/read from this same snapshot.*no changes are recorded/);
    expect(cardRow()).toMatchObject({ annualFee: 59 });
    expect(read<ChangesFile>('changes.json')).toEqual({ changes: [] });
  });

  test('importing the same snapshot again adds nothing', () => {
    importIntoData(join(work, 'august'), data(), { curated: inputs() });
    expect(read<ChangesFile>('changes.json')).toEqual({ changes: [] });
  });
});
