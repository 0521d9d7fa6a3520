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
 * (another device, cleared storage, signed in on a new browser), or the one an address names. The
 * server is asked once a page load; a survey this browser kept is left alone, being at least as new
 * as the server's, and so is anything the visitor has started to type.
 */
export function useServerResume(): KeptCheckResume {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const survey = () => selectSurvey(store.getState());
  return useKeptCheck({
    wanted: (named) =>
      named !== null ? survey().surveyId !== named : !survey().serverResumeDone && untouched(survey()),
    asked: () => dispatch(serverResumeAsked()),
    bringBack: (named, visitId) =>
      loadJourneyApi()
        .then((api) => api.postMyCurrentDeal(visitId, named))
        .then(
          (deal) => {
            const restored = restoredDeal(deal);
            if (restored && (named !== null || untouched(survey()))) dispatch(dealRestored(restored));
            return restored !== null;
          },
          (error: unknown) => {
            // A check not yet estimated has nothing to bring back: the screen asks for the cards.
            if (isApiError(error) && error.status === 409) return false;
            throw error;
          },
        ),
  });
}
