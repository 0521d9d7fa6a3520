import { detail } from './cdr-fixtures';
import { interestFreeDays } from './interest-free';

describe('interestFreeDays', () => {
  test.each([
    [[{ featureType: 'INTEREST_FREE', additionalValue: 'P55D' }], 55],
    [[{ featureType: 'INTEREST_FREE', additionalValue: 'P55D ' }], 55],
    [[{ featureType: 'INTEREST_FREE', additionalValue: 'P44D', additionalInfo: 'Up to 44 days' }], 44],
    [[{ featureType: 'INTEREST FREE', additionalValue: '50 days' }], 50],
    [[{ featureType: 'INTEREST_FREE', additionalValue: 'Up to 55 days interest free on purchases.' }], 55],
    [
      [{ featureType: 'INTEREST_FREE', additionalValue: null, additionalInfo: 'up to 45 days on purchases' }],
      45,
    ],
    [[{ featureType: 'INTEREST_FREE', additionalValue: '50 DAYS' }], 50],
    [[{ featureType: 'INTEREST_FREE', additionalValue: 'P2M1D' }], 62],
    [
      [
        {
          featureType: 'INTEREST_FREE',
          additionalValue: null,
          additionalInfo: 'Up to 55 interest free days on purchases',
        },
      ],
      55,
    ],
    [[{ featureType: 'INTEREST_FREE', additionalValue: null, additionalInfo: '' }], null],
    [[{ featureType: 'INTEREST_FREE', additionalValue: 'P1Y' }], null],
    [[{ featureType: 'BALANCE_TRANSFERS', additionalValue: 'P55D' }], null],
    [[], null],
  ])('%j -> %p', (features, days) => {
    expect(interestFreeDays(detail({ features }))).toBe(days);
  });
});
