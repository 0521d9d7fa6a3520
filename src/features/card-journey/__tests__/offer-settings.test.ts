import { readQuerySettings } from '../../navigation/query-settings';
import {
  memberGroupsText,
  OFFER_SETTINGS,
  offersRequestSettings,
  type OfferSettingsValues,
  horizonStatement,
} from '../offer-settings';

const defaults: OfferSettingsValues = {
  years: 2,
  'no-fee': false,
  rewards: false,
  transfer: false,
  'not-my-bank': false,
  member: '',
  all: false,
};

describe('the offers page address', () => {
  it.each([
    ['', defaults, ''],
    ['?years=1', { ...defaults, years: 1 }, '?years=1'],
    ['?years=3', { ...defaults, years: 3 }, '?years=3'],
    ['?years=2', defaults, ''],
    ['?years=4', defaults, ''],
    ['?years=1.5', defaults, ''],
    ['?years=', defaults, ''],
    ['?no-fee=yes&rewards=yes', { ...defaults, 'no-fee': true, rewards: true }, '?no-fee=yes&rewards=yes'],
    [
      '?transfer=yes&not-my-bank=yes',
      { ...defaults, transfer: true, 'not-my-bank': true },
      '?transfer=yes&not-my-bank=yes',
    ],
    ['?member=health,police', { ...defaults, member: 'police,health' }, '?member=police%2Chealth'],
    ['?member=pilots', defaults, ''],
    ['?member=police,pilots', defaults, ''],
    ['?all=yes&utm_source=mail', { ...defaults, all: true }, '?utm_source=mail&all=yes'],
  ] as Array<[string, OfferSettingsValues, string]>)('%s', (search, values, cleaned) => {
    expect(readQuerySettings(OFFER_SETTINGS, search)).toEqual({ values, search: cleaned });
  });
});

describe('offersRequestSettings', () => {
  it('turns the address into the /getOffers/ settings', () => {
    expect(
      offersRequestSettings({
        ...defaults,
        years: 3,
        transfer: true,
        member: 'police,health',
        all: true,
      }),
    ).toEqual({
      horizonYears: 3,
      rows: { stay: 10, switch: 10 },
      filters: { noAnnualFee: false, rewards: false, balanceTransfer: true, excludeMyBank: false },
      eligibility: { memberGroups: ['police', 'health'] },
      showAll: true,
    });
  });
});

describe('memberGroupsText', () => {
  it.each([
    [[], ''],
    [['union', 'police', 'police'], 'police,union'],
    [['pilots', 'health'], 'health'],
  ])('%j', (groups, text) => expect(memberGroupsText(groups)).toBe(text));
});

describe('horizonStatement', () => {
  it.each([
    [1, 'Ranked by what you’d save over 1 year, most first.'],
    [2, 'Ranked by what you’d save over 2 years, most first.'],
    [3, 'Ranked by what you’d save over 3 years, most first.'],
  ] as const)('%s', (years, text) => expect(horizonStatement(years)).toBe(text));
});
