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
 * none (another device, cleared storage, signed in on a new browser), or the one an address names.
 * The server is asked once a page load; a check this browser kept is left alone, and so is a form
 * the visitor has started to fill.
 */
export function useHomeLoanResume(): KeptCheckResume {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const journey = () => selectHomeLoanJourney(store.getState());
  return useKeptCheck({
    wanted: (named) =>
      named !== null ? journey().surveyId !== named : !journey().serverResumeDone && untouched(journey()),
    asked: () => dispatch(serverResumeAsked()),
    bringBack: (named, visitId) =>
      loadHomeLoanApi()
        .then((api) => api.postGetHlSurvey(named, visitId))
        .then(
          (kept) => {
            if (!kept.surveyId || !kept.current || (named === null && !untouched(journey()))) return false;
            dispatch(draftEdited(draftOfLoan(kept.current)));
            dispatch(
              surveySaved({
                surveyId: kept.surveyId,
                current: kept.current,
                summary: kept.summary,
                warnings: [],
              }),
            );
            return true;
          },
          (error: unknown) => {
            // Bringing back the newest check is a convenience: without it the screen asks for the loan.
            if (named === null && isApiError(error)) return false;
            throw error;
          },
        ),
  });
}
