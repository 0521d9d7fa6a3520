/**
 * The visitor's settings on the card offers page, sent with /getOffers/: how many years they expect
 * to keep the new card (the lists rank by the saving over them), the filters, their eligibility
 * answers, whether to show the cards they cannot get, and how many rows of each list to answer.
 * Worded for the 400 messages (see plugins/errors.ts).
 */
import { inGroupOrder, MEMBER_GROUPS, type MemberGroup } from '../../src/domain/eligibility/member-groups';
import type { VisitorEligibility } from '../../src/domain/eligibility/types';
import { DEFAULT_HORIZON_YEARS, HORIZON_YEARS } from '../../src/domain/cards/offer-order';
import { DEFAULT_OFFER_LIMIT } from '../../src/domain/cards/rank-offers';
import type { HorizonYears, OfferFilters, OfferType, RankOptions } from '../../src/domain/cards/types';
import type { JsonSchema } from './define-route';

/** The most rows a list answers at once ("Show more" asks for ten more each time). */
export const MAX_OFFER_ROWS = 500;

const rowsField = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_OFFER_ROWS,
  description: `a whole number from 1 to ${MAX_OFFER_ROWS}`,
} satisfies JsonSchema;

export const offerSettingsFields = {
  horizon_years: {
    type: 'integer',
    enum: [...HORIZON_YEARS],
    description: '1, 2 or 3 (years)',
  },
  rows: {
    type: 'object',
    additionalProperties: false,
    properties: { stay: rowsField, switch: rowsField },
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
  horizon_years?: HorizonYears;
  rows?: { stay?: number; switch?: number };
  filters?: {
    no_annual_fee?: boolean;
    rewards?: boolean;
    balance_transfer?: boolean;
    exclude_my_bank?: boolean;
  };
  eligibility?: { member_groups?: MemberGroup[]; age?: number | null; student?: boolean };
  show_all?: boolean;
}

export type OfferSettings = Required<Pick<RankOptions, 'filters' | 'eligibility' | 'showAll'>> & {
  measure: HorizonYears;
  filters: OfferFilters;
  limit: Record<OfferType, number>;
};

/** The settings in the engine's terms; anything not sent is the default. */
export function offerSettings(body: OfferSettingsBody): OfferSettings {
  const eligibility: VisitorEligibility = {
    memberGroups: inGroupOrder(body.eligibility?.member_groups ?? []),
    age: body.eligibility?.age ?? null,
    student: body.eligibility?.student ?? false,
  };
  return {
    measure: body.horizon_years ?? DEFAULT_HORIZON_YEARS,
    limit: {
      Stay: body.rows?.stay ?? DEFAULT_OFFER_LIMIT,
      Switch: body.rows?.switch ?? DEFAULT_OFFER_LIMIT,
    },
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
