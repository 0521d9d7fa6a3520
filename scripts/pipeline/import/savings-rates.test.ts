import type { CdrDepositRate } from './cdr-types';
import { creditingMonths, savingsRates, totalRate } from './savings-rates';

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

/** A bonus row whose words state no condition we read: the bonus cannot be counted on. */
const UNREAD = [
  [{ kind: 'other', amount: null, summary: 'Monthly conditions apply to earn the bonus rate' }],
];

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
        conditionSets: UNREAD,
      },
      {
        kind: 'bonus',
        rate: 0.0475,
        minBalance: 50000.01,
        maxBalance: 250000,
        appliesTo: 'whole',
        includesBase: true,
        conditionSets: UNREAD,
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
        conditionSets: UNREAD,
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

describe('savingsRates: conditions belong to the rate they come from', () => {
  /** Rabobank PremiumSaver's shape: a base rate for each month the balance grows by $200, another for the rest. */
  const conditional = (value: string, condition: string, band: [number, number]): CdrDepositRate => ({
    depositRateType: 'VARIABLE',
    rate: value,
    tiers: [
      {
        unitOfMeasure: 'DOLLAR',
        minimumValue: band[0],
        maximumValue: band[1],
        rateApplicationMethod: 'WHOLE_BALANCE',
        applicabilityConditions: { additionalInfo: condition },
      },
    ],
  });

  test('a base rate for a condition is a bonus, the whole rate, with that condition; the other is the base', () => {
    const rates = savingsRates([
      conditional('0.0545', 'Balance increased by $200 a month', [0, 250000]),
      conditional('0.015', 'Balance not increased by $200 a month', [0, 250000]),
    ]);
    expect(rates).toMatchObject({ baseRate: 0.015, maxRate: 0.0545 });
    expect(rates?.bands).toEqual([
      {
        kind: 'bonus',
        rate: 0.0545,
        minBalance: 0,
        maxBalance: 250000,
        appliesTo: 'whole',
        includesBase: true,
        conditionSets: [
          [{ kind: 'balance-growth', amount: 200, summary: 'Grow the balance by at least $200 each month' }],
        ],
      },
      {
        kind: 'base',
        rate: 0.015,
        minBalance: 0,
        maxBalance: 250000,
        appliesTo: 'whole',
        includesBase: false,
      },
    ]);
  });

  test('words that only describe the balance band are no condition (ANZ Pensioner Advantage)', () => {
    const rates = savingsRates([
      conditional('0.0005', 'Balance less than $10,000', [0, 9999]),
      conditional('0.025', 'Balance of $50,000 or more', [50000, 0]),
    ]);
    expect(rates).toMatchObject({ baseRate: 0.025, bonusRate: 0, maxRate: 0.025 });
    expect(rates?.bands.every((band) => band.kind === 'base')).toBe(true);
  });

  test('two rows of one bonus by age are one band with two ways (Bendigo Reward Saver)', () => {
    const rates = savingsRates(
      [
        rate('VARIABLE', '0.003'),
        rate(
          'BONUS',
          '0.047',
          undefined,
          'For customers 31 years old or older Subject to eligibility criteria being met',
        ),
        rate(
          'BONUS',
          '0.047',
          undefined,
          'For customers 30 years old or younger, subject to eligibility criteria being met',
        ),
      ],
      ['Must grow balance over the month to receive the Bonus rate'],
    );
    expect(rates?.maxRate).toBe(0.05);
    expect(rates?.bands.filter((band) => band.kind === 'bonus').map((band) => band.conditionSets)).toEqual([
      [
        [
          expect.objectContaining({ kind: 'balance-growth', amount: 0.01 }),
          { kind: 'age', amount: 31, summary: 'Be aged 31 or over' },
        ],
        [
          expect.objectContaining({ kind: 'balance-growth', amount: 0.01 }),
          { kind: 'age', amount: 31, summary: 'Be aged under 31' },
        ],
      ],
    ]);
  });

  test.each([
    ['a duration field', { additionalValue: 'P4M' }, 4],
    [
      'only the words give the months (Bankwest Easy Saver)',
      { additionalInfo: '4 month variable introductory rate' },
      4,
    ],
    ['no months anywhere', { additionalInfo: 'Variable introductory rate for new customers' }, null],
  ])('introductory months: %s', (_what, fields, months) => {
    expect(
      savingsRates([rate('VARIABLE', '0.04'), { depositRateType: 'INTRODUCTORY', rate: '0.0535', ...fields }])
        ?.introductoryMonths,
    ).toBe(months);
  });
});

describe('balance bands stated only in words', () => {
  const worded = (depositRateType: string, value: string, additionalInfo: string): CdrDepositRate => ({
    depositRateType,
    rate: value,
    additionalInfo,
  });

  test('a rate that falls as the balance rises is paid on the part of the balance in each band', () => {
    // Police Bank's U30 account: 5.25% on $0 to $10,000, nothing on $10,001 or more.
    const rates = savingsRates([
      worded('VARIABLE', '0.0525', 'Balance $0 to $10,000 '),
      worded('VARIABLE', '0', 'Balance $10,001 or more '),
    ]);
    expect(rates).toMatchObject({ baseRate: 0.0525, maxRate: 0.0525, maxRateBalanceCap: 10000 });
    expect(rates?.bands).toEqual([
      {
        kind: 'base',
        rate: 0.0525,
        minBalance: 0,
        maxBalance: 10000,
        appliesTo: 'portion',
        includesBase: false,
      },
      {
        kind: 'base',
        rate: 0,
        minBalance: 10000.01,
        maxBalance: null,
        appliesTo: 'portion',
        includesBase: false,
      },
    ]);
  });

  test('rates that rise, or fall to a rate above nothing, stay on the whole balance', () => {
    // Police Bank's Savings Plus: 1% to $49,999, 2% to $99,999, 4.5% to $249,999, 0.5% over $250,000.
    const rates = savingsRates([
      worded('VARIABLE', '0.02', 'Balance $50,000 to $99,999'),
      worded('VARIABLE', '0.045', 'Balance $100,000 to $249,999'),
      worded('VARIABLE', '0.01', 'Balance $0 to $49,999'),
      worded('VARIABLE', '0.005', 'Over $250,000'),
    ]);
    expect(rates?.bands.map((band) => [band.rate, band.minBalance, band.maxBalance, band.appliesTo])).toEqual(
      [
        [0.02, 49999.01, 99999, 'whole'],
        [0.045, 99999.01, 249999, 'whole'],
        [0.01, 0, 49999, 'whole'],
        [0.005, 250000.01, null, 'whole'],
      ],
    );
    expect(rates).toMatchObject({ baseRate: 0.045, maxRate: 0.045, maxRateBalanceCap: 249999 });
  });

  test('words that describe other rates leave the row at every balance', () => {
    const rates = savingsRates([
      worded(
        'VARIABLE',
        '0.0035',
        'Base rate of 0.35%.Bonus rate for balance above $10,000 is 2.60% if no withdrawal is made.',
      ),
    ]);
    expect(rates?.bands).toEqual([
      {
        kind: 'base',
        rate: 0.0035,
        minBalance: 0,
        maxBalance: null,
        appliesTo: 'whole',
        includesBase: false,
      },
    ]);
  });
});

describe('creditingMonths', () => {
  const paid = (depositRateType: string, applicationFrequency: string | null): CdrDepositRate => ({
    depositRateType,
    rate: '0.01',
    applicationFrequency,
  });

  test.each([
    ['monthly', [paid('VARIABLE', 'P1M')], 1],
    ['every 6 months', [paid('VARIABLE', 'P6M')], 6],
    ['yearly as P1Y', [paid('VARIABLE', 'P1Y')], 12],
    ['yearly as P12M', [paid('VARIABLE', 'P12M')], 12],
    ['quarterly as a quarter of a year', [paid('VARIABLE', 'P0.25Y')], 3],
    ['in words', [paid('VARIABLE', 'Monthly')], 1],
    [
      'the base rows decide, not an introductory duration',
      [paid('VARIABLE', 'P3M'), paid('INTRODUCTORY', 'P4M')],
      3,
    ],
    ['not published', [paid('VARIABLE', null)], null],
    ['no period of a year', [paid('VARIABLE', 'P12Y')], null],
    ['daily is no crediting period we work with', [paid('VARIABLE', 'P1D')], null],
  ])('%s', (_name, rows, months) => {
    expect(creditingMonths(rows)).toBe(months);
  });
});
