import type { CdrDepositRate } from './cdr-types';
import { savingsRates, totalRate } from './savings-rates';

const rate = (
  depositRateType: string,
  value: string,
  band?: [number, number | null],
  additionalValue?: string,
): CdrDepositRate => ({
  depositRateType,
  rate: value,
  additionalValue,
  tiers: band ? [{ unitOfMeasure: 'DOLLAR', minimumValue: band[0], maximumValue: band[1] }] : undefined,
});

describe('savingsRates', () => {
  test.each([
    [
      'base plus bonus',
      [rate('VARIABLE', '0.0035'), rate('BONUS', '0.0465')],
      { baseRate: 0.0035, bonusRate: 0.0465, maxRate: 0.05, maxRateBalanceCap: null },
    ],
    [
      'bonus only',
      [rate('BONUS', '0.055', [0, 100000]), rate('BONUS', '0.05', [100000.01, 250000])],
      { baseRate: 0, bonusRate: 0.055, maxRate: 0.055, maxRateBalanceCap: 100000 },
    ],
    [
      'a bundle rate is a whole alternative',
      [rate('BONUS', '0.0495'), rate('BUNDLE_BONUS', '0.05', [0, 250000])],
      { maxRate: 0.05 },
    ],
    [
      'tiers of base and bonus',
      [
        rate('VARIABLE', '0.0185', [0, 19999]),
        rate('BONUS', '0.033', [0, 19999]),
        rate('VARIABLE', '0.0185', [20000, 99999]),
        rate('BONUS', '0.0315', [20000, 99999]),
      ],
      { baseRate: 0.0185, maxRate: 0.0515, maxRateBalanceCap: 19999 },
    ],
    [
      'an introductory total above the market ceiling',
      [rate('VARIABLE', '0.044'), rate('INTRODUCTORY', '0.0575', undefined, 'P4M')],
      { baseRate: 0.044, maxRate: 0.0575, introductoryMonths: 4 },
    ],
    [
      'a maximum of 0 means open',
      [rate('VARIABLE', '0.01', [1, 0])],
      { maxRateBalanceCap: null, maxRate: 0.01 },
    ],
    ['a percentage rate', [rate('VARIABLE', '2.25')], { maxRate: 0.0225, corrected: true }],
  ])('%s', (_name, rows, expected) => {
    expect(savingsRates(rows)).toMatchObject(expected);
  });

  test('no rates at all', () => {
    expect(savingsRates([])).toBeNull();
  });
});

describe('totalRate', () => {
  test.each([
    [0.004, [0.045], 0.049],
    [0.0185, [0.033, 0.001], 0.0525],
    [0.003, [0.047, 0.047], 0.05],
    [0.04, [0.055], 0.055],
  ])('base %p with bonuses %p totals %p', (base, extras, total) => {
    expect(totalRate(base, extras)).toBeCloseTo(total, 10);
  });
});

describe('savingsRates keeps every rate with its balance band', () => {
  const tiered = (
    depositRateType: string,
    value: string,
    min: number,
    max: number | null,
    method: string,
    additionalInfo?: string,
  ): CdrDepositRate => ({
    depositRateType,
    rate: value,
    additionalInfo,
    tiers: [{ unitOfMeasure: 'DOLLAR', minimumValue: min, maximumValue: max, rateApplicationMethod: method }],
  });

  test('Bank Australia mySaver: whole-balance bands, the bonus stated as the whole rate', () => {
    const rates = savingsRates([
      tiered(
        'VARIABLE',
        '0.001',
        0.01,
        250000,
        'WHOLE_BALANCE',
        'If the bonus conditions are met then the bonus rate applies which is inclusive of the variable rate.',
      ),
      tiered('BONUS', '0.0515', 0, 50000, 'WHOLE_BALANCE'),
      tiered('BONUS', '0.0475', 50000.01, 250000, 'WHOLE_BALANCE'),
    ]);
    expect(rates).toMatchObject({ baseRate: 0.001, maxRate: 0.0515, bonusRate: 0.0505 });
    expect(rates?.bands).toEqual([
      {
        kind: 'base',
        rate: 0.001,
        minBalance: 0.01,
        maxBalance: 250000,
        appliesTo: 'whole',
        includesBase: false,
      },
      {
        kind: 'bonus',
        rate: 0.0515,
        minBalance: 0,
        maxBalance: 50000,
        appliesTo: 'whole',
        includesBase: true,
      },
      {
        kind: 'bonus',
        rate: 0.0475,
        minBalance: 50000.01,
        maxBalance: 250000,
        appliesTo: 'whole',
        includesBase: true,
      },
    ]);
  });

  test('portion tiers, an open top band and a bonus on top of the base', () => {
    const rates = savingsRates([
      tiered('VARIABLE', '0.02', 0, 249999.99, 'PER_TIER'),
      tiered('VARIABLE', '0.004', 250000, null, 'PER_TIER'),
      tiered('BONUS', '0.03', 0, 249999.99, 'PER_TIER'),
    ]);
    expect(rates?.bands).toEqual([
      {
        kind: 'base',
        rate: 0.02,
        minBalance: 0,
        maxBalance: 249999.99,
        appliesTo: 'portion',
        includesBase: false,
      },
      {
        kind: 'base',
        rate: 0.004,
        minBalance: 250000,
        maxBalance: null,
        appliesTo: 'portion',
        includesBase: false,
      },
      {
        kind: 'bonus',
        rate: 0.03,
        minBalance: 0,
        maxBalance: 249999.99,
        appliesTo: 'portion',
        includesBase: false,
      },
    ]);
  });

  test('a bundle bonus is a whole rate; a bonus that cannot sit on top of the base is marked as the whole rate', () => {
    const rates = savingsRates([
      rate('VARIABLE', '0.01'),
      rate('BUNDLE_BONUS', '0.05', [0, 250000]),
      rate('BONUS', '0.055', [0, 100000]),
    ]);
    expect(rates?.bands.map((each) => [each.rate, each.includesBase])).toEqual([
      [0.01, false],
      [0.05, true],
      // 1% + 5.5% is above any rate the market paid: 5.5% is the whole rate.
      [0.055, true],
    ]);
  });
});
