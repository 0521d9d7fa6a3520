import { MEMBER_GROUP_LABELS } from '../../src/domain/eligibility/member-groups';
import { toSnakeCase } from '../lib/snake-case';
import { providerName } from '../services/card-journey';
import { cardView } from '../services/card-view';
import { findSurveyOffer, offerView, rankAndStore, rowView } from '../services/survey-offers';
import { findOwnSurvey, ownerOf, requireEstimate } from '../services/surveys';
import { getOfferDetails, getOffers } from '../../src/api/card-journey';
import { defineContractRoute } from './define-route';
import { anyFilterOn, offerSettings } from './offer-settings-fields';

/**
 * Stay and Switch offers for the estimated survey, ranked by the visitor's saving over the years
 * they expect to keep the card (two by default), the rows they ask for of each list (10 by
 * default), cards with the same figures in one row; through their filters, and without the cards
 * their answers say they cannot get (counted, and listed with the reason when they ask to see all).
 * The partners' cards are marked sponsored where they stand. A summary is stored with the survey.
 */
export const getOffersRoute = defineContractRoute(getOffers, {
  session: 'required',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body, now }) => {
    const journey = ctx.cardJourney;
    const settings = offerSettings(body);
    const row = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const { survey, ranked, summary } = await rankAndStore(ctx.db, journey, row, now, settings);
    return {
      survey_id: survey.id,
      horizon_years: settings.measure,
      filters: toSnakeCase(settings.filters),
      show_all: settings.showAll,
      stay: ranked.stay.map((offer) => rowView(journey, offer)),
      switch: ranked.switch.map((offer) => rowView(journey, offer)),
      row_counts: { stay: ranked.rowCounts.Stay, switch: ranked.rowCounts.Switch },
      partner_providers: ranked.partnerProviderIds.map((id) => ({ id, name: providerName(journey, id) })),
      hidden: {
        count: ranked.hidden.count,
        by_reason: ranked.hidden.byReason.map(({ kind, count }) => ({ kind, count })),
      },
      questions: {
        member_groups: ranked.questions.memberGroups.map((id) => ({ id, label: MEMBER_GROUP_LABELS[id] })),
        age: ranked.questions.age,
      },
      unsuitable: toSnakeCase(ranked.unsuitable),
      filtered: anyFilterOn(settings.filters),
      no_better_offer: summary.no_better_offer,
    };
  },
});

/** One offer of the survey with its full working (month by month), and the card's facts. */
export const getOfferDetailsRoute = defineContractRoute(getOfferDetails, {
  session: 'required',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body }) => {
    const journey = ctx.cardJourney;
    const survey = requireEstimate(await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session)));
    const offer = findSurveyOffer(journey, survey.cards, body.offer_id, body.offer_type ?? null);
    const facts = journey.catalogue.byId.get(offer.offerId);
    return {
      survey_id: survey.id,
      offer: offerView(journey, offer, true),
      card: facts ? cardView(journey, facts) : null,
    };
  },
});
