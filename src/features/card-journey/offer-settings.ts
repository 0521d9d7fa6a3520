/**
 * The offers page's settings, kept in its address so a reload or a shared link shows the same
 * lists: `?sort=ongoing&no-fee=yes&rewards=yes&transfer=yes&not-my-bank=yes&member=police,health&all=yes`.
 * Each is sent with /getOffers/, which validates it again.
 */
import { isMemberGroup, MEMBER_GROUPS, type MemberGroup } from '../../domain/eligibility/member-groups';
import { oneOf, type QuerySetting, type QuerySettings, yesNo } from '../navigation/query-settings';
import type { SavingMeasure } from './journey-types';

export interface OfferSettingsValues {
  sort: SavingMeasure;
  'no-fee': boolean;
  rewards: boolean;
  transfer: boolean;
  'not-my-bank': boolean;
  /** Member groups, comma separated in the fixed order of MEMBER_GROUPS; '' for none. */
  member: string;
  all: boolean;
}

/** A list of member groups as one text: known groups only, each once, in the fixed order. */
export function memberGroupsText(groups: readonly string[]): string {
  return MEMBER_GROUPS.filter((group) => groups.includes(group)).join(',');
}

export function memberGroupsOf(text: string): MemberGroup[] {
  return text.split(',').filter(isMemberGroup);
}

const memberGroups: QuerySetting<string> = {
  initial: '',
  parse: (text) => {
    const parts = text.split(',');
    return parts.length > 0 && parts.every(isMemberGroup) ? memberGroupsText(parts) : undefined;
  },
  format: (value) => value,
};

/** A module constant: `useQuerySettings` needs the same object on every render. */
export const OFFER_SETTINGS: QuerySettings<OfferSettingsValues> = {
  sort: oneOf<SavingMeasure>(['first-year', 'ongoing'], 'first-year'),
  'no-fee': yesNo(false),
  rewards: yesNo(false),
  transfer: yesNo(false),
  'not-my-bank': yesNo(false),
  member: memberGroups,
  all: yesNo(false),
};

/** The settings as /getOffers/ takes them (camelCase; the client sends snake_case). */
export interface OffersRequestSettings {
  sort: SavingMeasure;
  filters: { noAnnualFee: boolean; rewards: boolean; balanceTransfer: boolean; excludeMyBank: boolean };
  eligibility: { memberGroups: MemberGroup[] };
  showAll: boolean;
}

export function offersRequestSettings(values: OfferSettingsValues): OffersRequestSettings {
  return {
    sort: values.sort,
    filters: {
      noAnnualFee: values['no-fee'],
      rewards: values.rewards,
      balanceTransfer: values.transfer,
      excludeMyBank: values['not-my-bank'],
    },
    eligibility: { memberGroups: memberGroupsOf(values.member) },
    showAll: values.all,
  };
}

/** "Sorted by what you'd save in the first year": the order, stated in words above the lists. */
export function sortStatement(measure: SavingMeasure): string {
  return measure === 'first-year'
    ? 'Sorted by what you’d save in the first year, most first.'
    : 'Sorted by what you’d save each year after the first, most first.';
}
