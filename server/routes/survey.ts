import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import { money } from '../../src/domain/cards/wording';
import { toSnakeCase } from '../lib/snake-case';
import { recordJourneyEvent } from '../services/journey-history';
import { type CardUsageInput, readCards } from '../services/survey-cards';
import { findOwnSurvey, ownerOf, saveEstimate, startSurvey } from '../services/surveys';
import { requestVisitId } from '../services/request-visit';
import { cardListField, surveyIdField } from './card-journey-fields';
import { bodySchema, defineRoute, fields } from './define-route';

interface StartBody {
  browser_id?: string;
  visit_id?: string | null;
  frontend?: string;
}

/** A new credit-card survey for this visit; it belongs to the account too when signed in. */
export const surveyStartRoute = defineRoute<StartBody, Record<string, never>, 'required'>({
  path: '/survey/start/',
  session: 'required',
  rateLimit: 'write',
  body: bodySchema(
    {
      browser_id: {
        ...fields.id,
        description:
          'up to 64 letters, digits or dashes (it is ignored: the server’s cookie names the browser)',
      },
      frontend: fields.shortText(100),
    },
    [],
  ),
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

interface EstimateBody {
  survey_id: string;
  cards: CardUsageInput[];
  visit_id?: string | null;
}

/**
 * What the visitor's cards cost them a year, with the working. The cards (in dollars, as entered)
 * and the answer are stored with the survey; offers asked for earlier are cleared, being for the
 * old cards.
 */
export const surveyEstimateRoute = defineRoute<EstimateBody, Record<string, never>, 'required'>({
  path: '/survey/estimate/',
  session: 'required',
  rateLimit: 'compute',
  body: bodySchema({ survey_id: surveyIdField, cards: cardListField(1) }, ['survey_id', 'cards']),
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
