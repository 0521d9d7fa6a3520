import { readQuerySettings } from '../../navigation/query-settings';
import {
  memberGroupsText,
  OFFER_SETTINGS,
  offersRequestSettings,
  type OfferSettingsValues,
  sortStatement,
} from '../offer-settings';

const defaults: OfferSettingsValues = {
  sort: 'first-year',
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
    ['?sort=ongoing', { ...defaults, sort: 'ongoing' }, '?sort=ongoing'],
    ['?sort=cheapest', defaults, ''],
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
        sort: 'ongoing',
        transfer: true,
        member: 'police,health',
        all: true,
      }),
    ).toEqual({
      sort: 'ongoing',
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

describe('sortStatement', () => {
  it.each([
    ['first-year', 'Sorted by what you’d save in the first year, most first.'],
    ['ongoing', 'Sorted by what you’d save each year after the first, most first.'],
  ] as const)('%s', (measure, text) => expect(sortStatement(measure)).toBe(text));
});
