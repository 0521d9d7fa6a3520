import { brand, curated, detail, snapshot } from '../cdr-fixtures';
import type { CdrCategory, CdrProduct, CdrProductDetail } from '../cdr-types';
import { runImport } from '../run-import';
import { stableJson } from '../stable-json';
import { readProductDetail, snapshotRecordVersion, toDetailV7, type DetailVersion } from './index';

const alpha = { id: 'brand-a', name: 'Alpha Bank' };

function cdrProduct(category: CdrCategory, record: CdrProductDetail): CdrProduct {
  return {
    brandId: alpha.id,
    brandName: alpha.name,
    category,
    looksLikeCarLoan: false,
    fetchedOn: '2024-08-12',
    detail: record,
  };
}

/** What the import makes of one record: every data file it writes. */
function imported(category: CdrCategory, record: CdrProductDetail): string {
  const result = runImport(
    snapshot([brand(alpha.id, alpha.name)], [cdrProduct(category, record)]),
    curated(),
    {
      providerIds: {},
      productIds: {},
    },
  );
  return Object.entries(result.files)
    .map(([name, contents]) => `${name}\n${stableJson(contents, 2)}`)
    .join('\n');
}

function readOrThrow(record: unknown, version: DetailVersion): CdrProductDetail {
  const read = readProductDetail(record, version);
  if (!read.ok) throw new Error(`version ${version} record refused: ${read.problems.join('; ')}`);
  return read.detail;
}

/** One product of each kind in the 2024 (version 3/4) shape, with the parts whose shape changed by version 7. */
const V4_RECORDS: [string, CdrCategory, CdrProductDetail][] = [
  [
    'a credit card with a fixed annual fee, a rate-based foreign fee and a variable fee',
    'CRED_AND_CHRG_CARDS',
    detail({
      productId: 'card-1',
      name: 'Low Rate Card',
      fees: [
        { name: 'Annual fee', feeType: 'PERIODIC', amount: '59.00', additionalValue: 'P1Y' },
        { name: 'Foreign transaction fee', feeType: 'TRANSACTION', transactionRate: '0.03' },
        { name: 'Late payment fee', feeType: 'EVENT', amount: '15.00' },
        { name: 'Replacement card', feeType: 'VARIABLE' },
      ],
      lendingRates: [
        { lendingRateType: 'PURCHASE', rate: '0.1349' },
        { lendingRateType: 'CASH_ADVANCE', rate: '0.2174' },
        {
          lendingRateType: 'INTRODUCTORY',
          rate: '0.00',
          additionalValue: 'P18M',
          additionalInfo: 'balance transfer',
        },
      ],
      features: [{ featureType: 'INTEREST_FREE', additionalValue: 'P55D' }],
    }),
  ],
  [
    'a home loan with variable and fixed rates for owner-occupiers and investors',
    'RESIDENTIAL_MORTGAGES',
    detail({
      productId: 'loan-1',
      productCategory: 'RESIDENTIAL_MORTGAGES',
      name: 'Basic Variable Home Loan',
      lendingRates: [
        {
          lendingRateType: 'VARIABLE',
          rate: '0.0619',
          comparisonRate: '0.0623',
          repaymentType: 'PRINCIPAL_AND_INTEREST',
          loanPurpose: 'OWNER_OCCUPIED',
          tiers: [
            {
              name: 'LVR',
              unitOfMeasure: 'PERCENT',
              minimumValue: 0,
              maximumValue: 80,
              rateApplicationMethod: 'WHOLE_BALANCE',
            },
          ],
        },
        {
          lendingRateType: 'FIXED',
          rate: '0.0589',
          comparisonRate: '0.0671',
          additionalValue: 'P2Y',
          repaymentType: 'INTEREST_ONLY',
          loanPurpose: 'INVESTMENT',
        },
      ],
      fees: [
        { name: 'Establishment fee', feeType: 'UPFRONT', amount: '600.00' },
        { name: 'Discharge fee', feeType: 'EXIT', amount: '350.00' },
      ],
      features: [{ featureType: 'OFFSET' }, { featureType: 'REDRAW' }],
    }),
  ],
  [
    'a term deposit with rates by term',
    'TERM_DEPOSITS',
    detail({
      productId: 'td-1',
      productCategory: 'TERM_DEPOSITS',
      name: 'Term Deposit',
      depositRates: [
        { depositRateType: 'FIXED', rate: '0.0495', additionalValue: 'P12M', applicationFrequency: 'P12M' },
        { depositRateType: 'FIXED', rate: '0.0470', additionalValue: 'P6M' },
      ],
    }),
  ],
  [
    'a savings account with a base and a bonus rate',
    'TRANS_AND_SAVINGS_ACCOUNTS',
    detail({
      productId: 'sv-1',
      productCategory: 'TRANS_AND_SAVINGS_ACCOUNTS',
      name: 'Bonus Saver',
      depositRates: [
        { depositRateType: 'VARIABLE', rate: '0.0100' },
        { depositRateType: 'BONUS', rate: '0.0435', additionalInfo: 'Deposit $1,000 a month' },
      ],
      fees: [{ name: 'Monthly fee', feeType: 'PERIODIC', amount: '0.00', additionalValue: 'P1M' }],
    }),
  ],
  [
    'a personal loan with a fixed rate and an establishment fee',
    'PERS_LOANS',
    detail({
      productId: 'pl-1',
      productCategory: 'PERS_LOANS',
      name: 'Personal Loan',
      lendingRates: [
        { lendingRateType: 'FIXED', rate: '0.0999', comparisonRate: '0.1099', additionalValue: 'P5Y' },
      ],
      fees: [{ name: 'Establishment fee', feeType: 'UPFRONT', amount: '250.00' }],
    }),
  ],
];

describe('records of versions 3 to 7 give the same site records', () => {
  test.each(V4_RECORDS)('%s', (_label, category, record) => {
    const version = snapshotRecordVersion(record);
    const asSnapshot = readOrThrow(record, version);
    const v7 = toDetailV7(record);
    const asLive = readOrThrow(v7, 7);
    expect(imported(category, asLive)).toBe(imported(category, asSnapshot));
  });

  test.each(V4_RECORDS)('the version 7 form of %s is in the version 7 shape', (_label, _category, record) => {
    const v7 = toDetailV7(record) as Record<string, unknown>;
    for (const fee of (v7.fees ?? []) as Record<string, unknown>[]) {
      expect(['fixedAmount', 'rateBased', 'variable']).toContain(fee.feeMethodUType);
      expect(fee).not.toHaveProperty('amount');
      expect(fee.feeType).not.toBe('VARIABLE');
    }
    for (const rate of (v7.lendingRates ?? []) as Record<string, unknown>[]) {
      expect(rate).toHaveProperty('applicationType');
      expect(rate).toHaveProperty('repaymentType');
      expect(rate).toHaveProperty('loanPurpose');
    }
  });

  test('a fee with both a rate and an amount becomes one version 7 fee per value', () => {
    const record = detail({
      productId: 'card-2',
      fees: [{ name: 'Cash advance fee', feeType: 'TRANSACTION', transactionRate: '0.02', amount: '2.50' }],
    });
    const v7 = toDetailV7(record) as { fees: Record<string, unknown>[] };
    expect(v7.fees.map((fee) => fee.feeMethodUType)).toEqual(['rateBased', 'fixedAmount']);
    expect(v7.fees[0]).toMatchObject({ rateBased: { rateType: 'TRANSACTION', rate: '0.02' } });
    expect(v7.fees[1]).toMatchObject({ fixedAmount: { amount: '2.50' } });
  });
});

describe('records that are not valid in their version are refused with the reason', () => {
  const card = V4_RECORDS[0]![2];

  test.each<[string, unknown, DetailVersion, RegExp]>([
    ['not an object', 'card', 7, /record: expected an object/],
    ['a version 7 fee in the old shape', card, 7, /feeMethodUType|fees/],
    ['a record without a name', { ...card, name: undefined }, 4, /name/],
    ['a record whose lastUpdated is no time', { ...card, lastUpdated: 'last Tuesday' }, 4, /lastUpdated/],
    ['a record with an empty product id', { ...card, productId: ' ' }, 4, /productId/],
    [
      'a fee of a type no version knows',
      {
        ...card,
        fees: [{ name: 'Surprise fee', feeType: 'SURPRISE', amount: '5.00' }],
      },
      4,
      /feeType/,
    ],
    [
      'a version 7 lending rate without its application type',
      {
        ...(toDetailV7(card) as Record<string, unknown>),
        lendingRates: [
          { lendingRateType: 'PURCHASE', rate: '0.1349', repaymentType: 'OTHER', loanPurpose: 'OTHER' },
        ],
      },
      7,
      /applicationType/,
    ],
  ])('%s', (_label, record, version, reason) => {
    const read = readProductDetail(record, version);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems.join('\n')).toMatch(reason);
  });

  test('an unsupported version is refused', () => {
    const read = readProductDetail(card, 8 as DetailVersion);
    expect(read).toEqual({ ok: false, problems: ['version 8 is not supported'] });
  });

  test('a feature type newer than the record is kept with a note, since features only describe a product', () => {
    const read = readProductDetail(
      { ...card, features: [{ featureType: 'CASHBACK_OFFER', additionalValue: '100.00' }] },
      3,
    );
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.notes.join('\n')).toMatch(/featureType/);
  });

  test('a version 3/4 record is told apart by its feature types', () => {
    expect(snapshotRecordVersion(card)).toBe(3);
    expect(snapshotRecordVersion({ ...card, features: [{ featureType: 'EXTRA_REPAYMENTS' }] })).toBe(4);
  });
});
