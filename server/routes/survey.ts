import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import { money } from '../../src/domain/cards/wording';
import { toSnakeCase } from '../lib/snake-case';
import { recordJourneyEvent } from '../services/journey-history';
import { readCards } from '../services/survey-cards';
import { findOwnSurvey, ownerOf, saveEstimate, startSurvey } from '../services/surveys';
import { requestVisitId } from '../services/request-visit';
import { surveyEstimate, surveyStart } from '../../src/api/card-journey';
import { defineContractRoute } from './define-route';

/** A new credit-card survey for this visit; it belongs to the account too when signed in. */
export const surveyStartRoute = defineContractRoute(surveyStart, {
  session: 'required',
  rateLimit: 'write',
  handler: async ({ ctx, session, body, now }) => {
    // The survey belongs to the session's browser (proved by its signed cookie), whatever the body says.
    const visitId = await requestVisitId(ctx.db, session, body.visit_id);
    const surveyId = await startSurvey(
      ctx.db,
      { ...ownerOf(session), visitId, frontend: body.frontend ?? null },
      now,
    );
    return { survey_id: surveyId };
  },
});

/** "Worked out what your 2 cards cost: $1,234 a year"; rewards can outweigh the costs. */
function estimateDescription(cards: number, totalCents: number): string {
  const what = cards === 1 ? 'what your card costs' : `what your ${cards} cards cost`;
  return totalCents >= 0
    ? `Worked out ${what}: ${money(totalCents)} a year`
    : `Worked out ${what}: ${cards === 1 ? 'its' : 'their'} rewards are worth ${money(-totalCents)} a year more than the costs`;
}

/**
 * What the visitor's cards cost them a year, with the working. The cards (in dollars, as entered)
 * and the answer are stored with the survey; offers asked for earlier are cleared, being for the
 * old cards.
 */
export const surveyEstimateRoute = defineContractRoute(surveyEstimate, {
  session: 'required',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body, now }) => {
    const journey = ctx.cardJourney;
    const { stored, surveyCards } = readCards(journey, body.cards, 'cards');
    const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const result = estimateSurvey(surveyCards, journey.catalogue);
    const estimate = toSnakeCase(result);
    await saveEstimate(ctx.db, survey.id, stored, estimate, now);
    await recordJourneyEvent(
      ctx.db,
      session.userId,
      {
        kind: 'survey_estimated',
        description: estimateDescription(stored.length, result.totalCents),
        data: {
          survey_id: survey.id,
          product_ids: stored.map((card) => card.product_id),
          total_cents: result.totalCents,
        },
      },
      now,
    );
    return { survey_id: survey.id, estimate };
  },
});
