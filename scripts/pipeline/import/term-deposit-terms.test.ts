import type { CdrDepositRate } from './cdr-types';
import { gracePeriodDays, termOf } from './build-term-deposits';

const rate = (additionalValue?: string, tier?: [string, number]): CdrDepositRate => ({
  depositRateType: 'FIXED',
  rate: '0.044',
  additionalValue,
  tiers: tier ? [{ unitOfMeasure: tier[0], minimumValue: tier[1], maximumValue: tier[1] }] : undefined,
});

describe("a term deposit's term, in the unit its product states", () => {
  test.each([
    ['P100D', rate('P100D'), { days: 100, unit: 'days' }],
    ['P364D', rate('P364D'), { days: 364, unit: 'days' }],
    ['P26W', rate('P26W'), { days: 182, unit: 'days' }],
    ['P3M', rate('P3M'), { days: 91, unit: 'months' }],
    ['P6M: 182.5 days, rounded', rate('P6M'), { days: 183, unit: 'months' }],
    ['P1Y', rate('P1Y'), { days: 365, unit: 'months' }],
    ['P1Y6M', rate('P1Y6M'), { days: 548, unit: 'months' }],
    ['a DAY tier of 90', rate(undefined, ['DAY', 90]), { days: 90, unit: 'days' }],
    ['a MONTH tier of 12', rate(undefined, ['MONTH', 12]), { days: 365, unit: 'months' }],
    ['no term at all', rate(), null],
  ])('%s', (_what, cdrRate, term) => {
    expect(termOf(cdrRate)).toEqual(term);
  });
});

describe('the grace period after maturity, where a feature publishes it', () => {
  test.each([
    [
      'Alex Bank: a feature named "Grace Period"',
      [
        {
          featureType: 'OTHER',
          additionalValue: 'Interest Payment Options',
          additionalInfo: 'At Maturity, Annually, Monthly.',
        },
        {
          featureType: 'OTHER',
          additionalValue: 'Grace Period',
          additionalInfo: '7 calendar days from the date of reinvestment.',
        },
      ],
      7,
    ],
    [
      'a grace period in the words with its days',
      [{ featureType: 'OTHER', additionalInfo: 'A grace period of 14 days applies after maturity.' }],
      14,
    ],
    [
      'Bankwest: the grace period mentioned without its days',
      [
        {
          featureType: 'OTHER',
          additionalInfo: 'You can still access your money at maturity and during the grace period.',
        },
      ],
      null,
    ],
    [
      'Bankwest: days of notice beside a grace period without its own',
      [
        {
          featureType: 'OTHER',
          additionalInfo:
            "We need 31 days' notice if you want to withdraw your funds before the maturity date. You can still access your money at maturity and during the grace period.",
        },
      ],
      null,
    ],
    [
      'a 10-day grace period',
      [{ featureType: 'OTHER', additionalInfo: 'A 10-day grace period applies.' }],
      10,
    ],
    ['no features', [], null],
  ])('%s', (_what, features, days) => {
    expect(gracePeriodDays(features)).toBe(days);
  });
});
