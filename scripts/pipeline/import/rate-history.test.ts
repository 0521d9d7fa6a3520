import type { RawHomeLoan, RawHomeLoanRate } from '../../../src/domain/data/raw-types';
import { rawHomeLoanRate } from '../../../src/test/fixtures/raw-fixtures';
import { appendChanges, diffProductFiles, heldChanges } from './change-history';
import { changesFromRateHistory, type RateHistoryFile } from './rate-history';

const rate = (overrides: Partial<RawHomeLoanRate>): RawHomeLoanRate =>
  rawHomeLoanRate({ rate: 0.0619, comparisonRate: 0.0623, ...overrides });

const loan = {
  id: '10001-HL00001',
  providerId: '10001',
  cdrProductId: 'loan-1',
  rates: [
    rate({}),
    rate({ rateType: 'fixed', fixedMonths: 24, rate: 0.0589, comparisonRate: 0.0671 }),
    rate({ purpose: 'investment', lvrMax: 0.8, rate: 0.0669 }),
    rate({ purpose: 'investment', lvrMax: 0.9, rate: 0.0669 }),
  ],
} as unknown as RawHomeLoan;

// 1 June 2023 and 1 September 2023, 10 am in Sydney.
const JUNE = Date.parse('2023-06-01T00:00:00Z') / 1000;
const SEPTEMBER = Date.parse('2023-09-01T00:00:00Z') / 1000;

function history(
  series: RateHistoryFile['products'][number]['series'],
  productId = 'loan-1',
): RateHistoryFile {
  return { products: [{ dataHolderBrandId: 'brand-a', productId, series }] };
}

const ids = { 'brand-a:loan-1': '10001-HL00001' };

describe('changesFromRateHistory', () => {
  test('a series whose last rate is today’s rate of one matching loan rate becomes its changes', () => {
    const result = changesFromRateHistory(
      history([
        {
          lendingRateType: 'VARIABLE',
          repaymentType: 'PRINCIPAL_AND_INTEREST',
          purpose: 'OWNER_OCCUPIED',
          points: [
            { on: JUNE, rate: 5.99 },
            { on: JUNE + 86_400, rate: 5.99 },
            { on: SEPTEMBER, rate: 6.19 },
          ],
        },
        {
          lendingRateType: 'FIXED',
          period: 24,
          points: [
            { on: JUNE, rate: 6.09 },
            { on: SEPTEMBER, rate: 5.89 },
          ],
        },
      ]),
      [loan],
      ids,
    );
    expect(result.changes).toEqual([
      {
        on: '2023-09-01',
        providerId: '10001',
        productId: '10001-HL00001',
        cdrProductId: 'loan-1',
        field: 'rate:variable:-:principal-and-interest:owner-occupier:0.8',
        from: 0.0599,
        to: 0.0619,
      },
      expect.objectContaining({
        field: 'rate:fixed:24:principal-and-interest:owner-occupier:0.8',
        from: 0.0609,
        to: 0.0589,
      }),
    ]);
    expect(result.matchedSeries).toBe(2);
  });

  test.each<[string, RateHistoryFile, keyof ReturnType<typeof changesFromRateHistory>['leftOut']]>([
    [
      'a product the site does not list',
      history([{ lendingRateType: 'VARIABLE', points: [{ on: JUNE, rate: 6.19 }] }], 'other'),
      'noProduct',
    ],
    [
      'a series ending at a rate the loan no longer has',
      history([{ lendingRateType: 'VARIABLE', points: [{ on: JUNE, rate: 7.5 }] }]),
      'noMatch',
    ],
    [
      'a series that fits two LVR bands at the same rate',
      history([{ lendingRateType: 'VARIABLE', purpose: 'INVESTMENT', points: [{ on: JUNE, rate: 6.69 }] }]),
      'ambiguous',
    ],
    [
      'a series holding two rates at one moment',
      history([
        {
          lendingRateType: 'VARIABLE',
          points: [
            { on: JUNE, rate: 6.19 },
            { on: JUNE, rate: 8.73 },
          ],
        },
      ]),
      'merged',
    ],
  ])('leaves out %s', (_label, file, reason) => {
    const result = changesFromRateHistory(file, [loan], ids);
    expect(result.changes).toEqual([]);
    expect(result.leftOut[reason]).toBe(1);
  });
});

describe('an import’s changes', () => {
  const set = (products: unknown[]) => ({ products });
  const card = (annualFee: number, purchaseRate = 0.2099) => ({
    id: '10001-CC00001',
    providerId: '10001',
    cdrProductId: 'card-1',
    annualFee,
    purchaseRate,
  });

  test('a first import has nothing to compare with', () => {
    expect(diffProductFiles(null, { 'products-cc.json': set([card(59)]) }, '2026-11-26')).toEqual([]);
  });

  test('changes are found in every products file, implausible ones picked out, and put first in the file', () => {
    const changes = diffProductFiles(
      { 'products-cc.json': set([card(59)]) },
      { 'products-cc.json': set([card(590, 0.2199)]) },
      '2026-11-26',
    );
    expect(changes.map((change) => change.field)).toEqual(['annualFee', 'purchaseRate']);
    expect(heldChanges(changes)).toEqual([
      expect.objectContaining({ field: 'annualFee', reason: 'grew 10.0 times (10 or more)' }),
    ]);
    const older = {
      on: '2024-08-12',
      providerId: '1',
      productId: 'x',
      cdrProductId: 'x',
      field: 'annualFee',
      from: 1,
      to: 2,
    };
    expect(appendChanges({ changes: [older] }, changes).changes.map((change) => change.on)).toEqual([
      '2026-11-26',
      '2026-11-26',
      '2024-08-12',
    ]);
  });
});
