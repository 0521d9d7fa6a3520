import { isApiError } from '../../lib/api-client';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { type KeptCheckResume, useKeptCheck } from '../resume/use-kept-check';
import {
  dealRestored,
  newCardDraft,
  selectSurvey,
  serverResumeAsked,
  type SurveyState,
} from '../survey/survey-slice';
import { loadJourneyApi } from './load-journey-api';
import { restoredDeal } from './saved-deal';

const untouched = (survey: SurveyState) =>
  survey.surveyId === null &&
  survey.drafts.length === 1 &&
  JSON.stringify(survey.drafts[0]) === JSON.stringify(newCardDraft);

/**
 * Brings back a survey the server kept (/myCurrentDeal/) for a visitor whose browser holds none
 * (another device, cleared storage, signed in on a new browser), or the one an address names
 * (the rules of when: useKeptCheck).
 */
export function useServerResume(): KeptCheckResume {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useKeptCheck({
    state: () => {
      const survey = selectSurvey(store.getState());
      return {
        surveyId: survey.surveyId,
        serverResumeDone: survey.serverResumeDone,
        untouched: untouched(survey),
      };
    },
    asked: () => dispatch(serverResumeAsked()),
    fetchKept: (named, visitId) =>
      loadJourneyApi()
        .then((api) => api.postMyCurrentDeal(visitId, named))
        .then(
          (deal) => {
            const restored = restoredDeal(deal);
            return restored ? () => dispatch(dealRestored(restored)) : null;
          },
          (error: unknown) => {
            // A check not yet estimated has nothing to bring back: the screen asks for the cards.
            if (isApiError(error) && error.status === 409) return null;
            throw error;
          },
        ),
  });
}
