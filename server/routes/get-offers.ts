import type { OfferType } from '../../src/domain/cards/types';
import { toSnakeCase } from '../lib/snake-case';
import { cardView } from '../services/card-view';
import {
  findRankedOffer,
  noBetterOffer,
  offerView,
  rankAndStore,
  rankSurvey,
} from '../services/survey-offers';
import { findOwnSurvey, ownerOf, requireEstimate } from '../services/surveys';
import { offerIdField, offerTypeField, surveyIdField } from './card-journey-fields';
import { bodySchema, defineRoute } from './define-route';

interface OffersBody {
  survey_id: string;
  visit_id?: string | null;
}

/**
 * Stay and Switch offers for the estimated survey, best saving first (at most 10 each), the
 * sponsored provider's cards in their own list (never moved up the others), and the cards left out
 * because the balance would not fit their limit. A summary is stored with the survey.
 */
export const getOffersRoute = defineRoute<OffersBody, Record<string, never>, 'required'>({
  path: '/getOffers/',
  session: 'required',
  rateLimit: 'write',
  body: bodySchema({ survey_id: surveyIdField }, ['survey_id']),
  handler: async ({ ctx, session, body, now }) => {
    const journey = ctx.cardJourney;
    const row = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const { survey, ranked } = await rankAndStore(ctx.db, journey, row, now);
    return {
      survey_id: survey.id,
      stay: ranked.stay.map((offer) => offerView(journey, offer, false)),
      switch: ranked.switch.map((offer) => offerView(journey, offer, false)),
      sponsored: ranked.sponsored.map((offer) => offerView(journey, offer, false)),
      unsuitable: toSnakeCase(ranked.unsuitable),
      no_better_offer: noBetterOffer(ranked),
    };
  },
});

interface OfferDetailsBody {
  survey_id: string;
  offer_id: string;
  offer_type?: OfferType;
  visit_id?: string | null;
}

/** One offer of the survey with its full working (month by month), and the card's facts. */
export const getOfferDetailsRoute = defineRoute<OfferDetailsBody, Record<string, never>, 'required'>({
  path: '/getOfferDetails/',
  session: 'required',
  rateLimit: 'write',
  body: bodySchema({ survey_id: surveyIdField, offer_id: offerIdField, offer_type: offerTypeField }, [
    'survey_id',
    'offer_id',
  ]),
  handler: async ({ ctx, session, body }) => {
    const journey = ctx.cardJourney;
    const survey = requireEstimate(await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session)));
    const offer = findRankedOffer(rankSurvey(journey, survey.cards), body.offer_id, body.offer_type ?? null);
    const facts = journey.catalogue.byId.get(offer.offerId);
    return {
      survey_id: survey.id,
      offer: offerView(journey, offer, true),
      card: facts ? cardView(journey, facts) : null,
    };
  },
});
