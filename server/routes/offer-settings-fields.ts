/**
 * The visitor's settings on the card offers page, sent with /getOffers/: the measure the lists are
 * sorted by, the filters, their eligibility answers and whether to show the cards they cannot get.
 * Worded for the 400 messages (see plugins/errors.ts).
 */
import { inGroupOrder, MEMBER_GROUPS, type MemberGroup } from '../../src/domain/eligibility/member-groups';
import type { VisitorEligibility } from '../../src/domain/eligibility/types';
import type { OfferFilters, RankOptions, SavingMeasure } from '../../src/domain/cards/types';
import type { JsonSchema } from './define-route';

export const SAVING_MEASURES: readonly SavingMeasure[] = ['first-year', 'ongoing'];

export const offerSettingsFields = {
  sort: {
    type: 'string',
    enum: [...SAVING_MEASURES],
    description: 'first-year or ongoing',
  },
  filters: {
    type: 'object',
    additionalProperties: false,
    properties: {
      no_annual_fee: { type: 'boolean' },
      rewards: { type: 'boolean' },
      balance_transfer: { type: 'boolean' },
      exclude_my_bank: { type: 'boolean' },
    },
  },
  eligibility: {
    type: 'object',
    additionalProperties: false,
    properties: {
      member_groups: {
        type: 'array',
        items: { type: 'string', enum: [...MEMBER_GROUPS] },
        maxItems: MEMBER_GROUPS.length,
        uniqueItems: true,
      },
      age: { type: ['integer', 'null'], minimum: 16, maximum: 120, description: 'a whole number of years' },
      student: { type: 'boolean' },
    },
  },
  show_all: { type: 'boolean' },
} satisfies Record<string, JsonSchema>;

export interface OfferSettingsBody {
  sort?: SavingMeasure;
  filters?: {
    no_annual_fee?: boolean;
    rewards?: boolean;
    balance_transfer?: boolean;
    exclude_my_bank?: boolean;
  };
  eligibility?: { member_groups?: MemberGroup[]; age?: number | null; student?: boolean };
  show_all?: boolean;
}

export type OfferSettings = Required<Pick<RankOptions, 'measure' | 'filters' | 'eligibility' | 'showAll'>> & {
  filters: OfferFilters;
};

/** The settings in the engine's terms; anything not sent is the default. */
export function offerSettings(body: OfferSettingsBody): OfferSettings {
  const eligibility: VisitorEligibility = {
    memberGroups: inGroupOrder(body.eligibility?.member_groups ?? []),
    age: body.eligibility?.age ?? null,
    student: body.eligibility?.student ?? false,
  };
  return {
    measure: body.sort ?? 'first-year',
    filters: {
      noAnnualFee: body.filters?.no_annual_fee ?? false,
      rewards: body.filters?.rewards ?? false,
      balanceTransfer: body.filters?.balance_transfer ?? false,
      excludeMyBank: body.filters?.exclude_my_bank ?? false,
    },
    eligibility,
    showAll: body.show_all ?? false,
  };
}

export function anyFilterOn(filters: OfferFilters): boolean {
  return Object.values(filters).some(Boolean);
}
