import { latestChosenOffer } from '../services/survey-outcomes';
import {
  findOwnSurvey,
  latestEstimatedSurvey,
  noSuchSurvey,
  ownerOf,
  requireEstimate,
  type SurveyRow,
  updatedAt,
} from '../services/surveys';
import type { Queryable } from '../db/db';
import type { ResponseOf } from '../../src/api/contract';
import { myCurrentDeal } from '../../src/api/card-journey';
import { defineContractRoute } from './define-route';

type CurrentDeal = ResponseOf<typeof myCurrentDeal>;

const NO_DEAL: CurrentDeal = {
  survey_id: null,
  cards: [],
  estimate: null,
  chosen_offer: null,
  updated_at: null,
};

async function dealOf(db: Queryable, survey: SurveyRow): Promise<CurrentDeal> {
  return {
    survey_id: survey.id,
    cards: survey.cards ?? [],
    estimate: survey.estimate,
    chosen_offer: await latestChosenOffer(db, survey.id),
    updated_at: updatedAt(survey),
  };
}

/**
 * The visitor's latest estimated survey: the signed-in user's (a survey this browser started
 * before signing in becomes theirs), or this browser's while signed out. With `survey_id`, that
 * survey instead (one the visitor may read and that has an estimate), as the account history
 * opens the result an entry describes. `flags` is accepted as /main/ sends it and does not change
 * the answer.
 */
export const myCurrentDealRoute = defineContractRoute(myCurrentDeal, {
  session: 'optional',
  handler: async ({ ctx, session, body }) => {
    if (body.survey_id) {
      if (!session) throw noSuchSurvey();
      const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
      return dealOf(ctx.db, requireEstimate(survey));
    }
    if (!session) return NO_DEAL;
    const survey = await latestEstimatedSurvey(ctx.db, ownerOf(session));
    return survey ? dealOf(ctx.db, survey) : NO_DEAL;
  },
});
