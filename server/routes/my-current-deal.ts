import { latestChosenOffer } from '../services/survey-outcomes';
import { latestEstimatedSurvey, ownerOf, updatedAt } from '../services/surveys';
import { bodySchema, defineRoute } from './define-route';

interface CurrentDealBody {
  visit_id?: string | null;
  flags?: Record<string, unknown> | null;
}

const NO_DEAL = { survey_id: null, cards: [], estimate: null, chosen_offer: null, updated_at: null };

/**
 * The visitor's latest estimated survey: the signed-in user's (a survey this browser started
 * before signing in becomes theirs), or this browser's while signed out. `flags` is accepted as
 * /main/ sends it and does not change the answer.
 */
export const myCurrentDealRoute = defineRoute<CurrentDealBody, Record<string, never>, 'optional'>({
  path: '/myCurrentDeal/',
  session: 'optional',
  body: bodySchema({
    flags: {
      type: ['object', 'null'],
      maxProperties: 50,
      description: 'an object of feature flags, or null',
    },
  }),
  handler: async ({ ctx, session }) => {
    if (!session) return NO_DEAL;
    const survey = await latestEstimatedSurvey(ctx.db, ownerOf(session));
    if (!survey) return NO_DEAL;
    return {
      survey_id: survey.id,
      cards: survey.cards ?? [],
      estimate: survey.estimate,
      chosen_offer: await latestChosenOffer(ctx.db, survey.id),
      updated_at: updatedAt(survey),
    };
  },
});
