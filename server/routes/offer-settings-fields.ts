/**
 * The visitor's settings on the card offers page, sent with /getOffers/ (their fields are in
 * src/api/card-journey-fields.ts), in the engine's terms.
 */
import type { Static, TObject } from '@sinclair/typebox';
import { inGroupOrder } from '../../src/domain/eligibility/member-groups';
import type { VisitorEligibility } from '../../src/domain/eligibility/types';
import { DEFAULT_HORIZON_YEARS } from '../../src/domain/cards/offer-order';
import { DEFAULT_OFFER_LIMIT } from '../../src/domain/cards/rank-offers';
import type { HorizonYears, OfferFilters, OfferType, RankOptions } from '../../src/domain/cards/types';
import type { offerSettingsFields } from '../../src/api/card-journey-fields';

export { MAX_OFFER_ROWS, offerSettingsFields } from '../../src/api/card-journey-fields';

/** The settings as a body carries them: each optional. */
export type OfferSettingsBody = Static<TObject<typeof offerSettingsFields>>;

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
