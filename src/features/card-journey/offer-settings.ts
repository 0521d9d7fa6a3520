/**
 * The offers page's settings, kept in its address so a reload or a shared link shows the same
 * lists: `?years=3&no-fee=yes&rewards=yes&transfer=yes&not-my-bank=yes&member=police,health&all=yes`.
 * Each is sent with /getOffers/, which validates it again.
 */
import { DEFAULT_HORIZON_YEARS, isHorizonYears } from '../../domain/cards/offer-order';
import { isMemberGroup, MEMBER_GROUPS, type MemberGroup } from '../../domain/eligibility/member-groups';
import { type QuerySetting, type QuerySettings, yesNo } from '../navigation/query-settings';
import type { HorizonYears, OfferType } from '../../api/card-journey-types';

export interface OfferSettingsValues {
  /** How long the visitor expects to keep the new card: the lists rank by the saving over it. */
  years: HorizonYears;
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

const horizonYears: QuerySetting<HorizonYears> = {
  initial: DEFAULT_HORIZON_YEARS,
  parse: (text) => {
    const years = /^[0-9]$/.test(text) ? Number(text) : NaN;
    return isHorizonYears(years) ? years : undefined;
  },
  format: (value) => String(value),
};

/** A module constant: `useQuerySettings` needs the same object on every render. */
export const OFFER_SETTINGS: QuerySettings<OfferSettingsValues> = {
  years: horizonYears,
  'no-fee': yesNo(false),
  rewards: yesNo(false),
  transfer: yesNo(false),
  'not-my-bank': yesNo(false),
  member: memberGroups,
  all: yesNo(false),
};

/** The settings as /getOffers/ takes them (camelCase; the client sends snake_case). */
export interface OffersRequestSettings {
  horizonYears: HorizonYears;
  /** Rows of each list to answer ("Show more" asks for more). */
  rows: { stay: number; switch: number };
  filters: { noAnnualFee: boolean; rewards: boolean; balanceTransfer: boolean; excludeMyBank: boolean };
  eligibility: { memberGroups: MemberGroup[] };
  showAll: boolean;
}

/** The first rows of each list, and how many more "Show more" adds. */
export const OFFER_ROWS_STEP = 10;

export function offersRequestSettings(
  values: OfferSettingsValues,
  rows: Record<OfferType, number> = { Stay: OFFER_ROWS_STEP, Switch: OFFER_ROWS_STEP },
): OffersRequestSettings {
  return {
    horizonYears: values.years,
    rows: { stay: rows.Stay, switch: rows.Switch },
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

/** "1 year", "2 years". */
export function yearsText(years: HorizonYears): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/** "Ranked by what you'd save over 2 years": the order, stated in words above the lists. */
export function horizonStatement(years: HorizonYears): string {
  return `Ranked by what you’d save over ${yearsText(years)}, most first.`;
}
