import { isApiError } from '../../lib/api-client';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { type KeptCheckResume, useKeptCheck } from '../resume/use-kept-check';
import { draftEdited, selectHomeLoanJourney, serverResumeAsked, surveySaved } from './home-loan-slice';
import type { HomeLoanJourneyState } from './journey-state';
import { loadHomeLoanApi } from './load-home-loan-api';
import { draftOfLoan, newLoanDraft } from './loan-draft';

const untouched = (journey: HomeLoanJourneyState) =>
  journey.surveyId === null && JSON.stringify(journey.draft) === JSON.stringify(newLoanDraft);

/**
 * Brings back the home-loan check the server kept (/getHLSurvey/) for a visitor whose browser holds
 * none (another device, cleared storage, signed in on a new browser), or the one an address names
 * (the rules of when: useKeptCheck).
 */
export function useHomeLoanResume(): KeptCheckResume {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useKeptCheck({
    state: () => {
      const journey = selectHomeLoanJourney(store.getState());
      return {
        surveyId: journey.surveyId,
        serverResumeDone: journey.serverResumeDone,
        untouched: untouched(journey),
      };
    },
    asked: () => dispatch(serverResumeAsked()),
    fetchKept: (named, visitId) =>
      loadHomeLoanApi()
        .then((api) => api.postGetHlSurvey(named, visitId))
        .then(
          ({ surveyId, current, summary }) => {
            if (!surveyId || !current) return null;
            return () => {
              dispatch(draftEdited(draftOfLoan(current)));
              dispatch(surveySaved({ surveyId, current, summary, warnings: [] }));
            };
          },
          (error: unknown) => {
            // Bringing back the newest check is a convenience: without it the screen asks for the loan.
            if (named === null && isApiError(error)) return null;
            throw error;
          },
        ),
  });
}
