import { money } from '../../src/domain/cards/wording';
import { badRequest } from '../lib/api-error';
import { recordJourneyEvent } from '../services/journey-history';
import { findStoredOffer, storedOffers } from '../services/survey-offers';
import { recordOutcome } from '../services/survey-outcomes';
import { findOwnSurvey, finishSurvey, ownerOf } from '../services/surveys';
import { surveyOutcome } from '../../src/api/card-journey';
import { defineContractRoute } from './define-route';

/**
 * Records that the visitor chose or dismissed one of the survey's offers. Idempotent: the same
 * outcome again answers `ok` and records nothing new. Choosing an offer finishes the survey, so
 * /checkActiveEvent/ stops offering to resume it.
 */
export const surveyOutcomeRoute = defineContractRoute(surveyOutcome, {
  session: 'required',
  rateLimit: 'write',
  handler: async ({ ctx, session, body, now }) => {
    const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const offers = await storedOffers(ctx.db, ctx.cardJourney, survey, now);
    const offer = findStoredOffer(offers, body.offer_id, body.offer_type);
    if (!offer) {
      throw badRequest(`"offer_id" is not a ${body.offer_type} offer of this survey.`);
    }
    const changed = await recordOutcome(ctx.db, survey.id, offer, body.outcome, now);
    if (changed && body.outcome === 'chosen') {
      await finishSurvey(ctx.db, survey.id, now);
      const saving =
        offer.first_year_saving_cents > 0
          ? `, ${money(offer.first_year_saving_cents)} less in the first year`
          : '';
      await recordJourneyEvent(
        ctx.db,
        session.userId,
        {
          kind: 'offer_chosen',
          description: `Chose to ${offer.offer_type === 'Stay' ? 'move to' : 'switch to'} ${offer.card_name} (${offer.provider_name})${saving}`,
          data: { survey_id: survey.id, offer_id: offer.offer_id, offer_type: offer.offer_type },
        },
        now,
      );
    }
    return { ok: true as const };
  },
});
