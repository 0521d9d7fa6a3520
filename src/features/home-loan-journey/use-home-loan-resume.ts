import * as React from 'react';
import { isApiError } from '../../lib/api-client';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { useJourneyRequest } from '../card-journey/use-journey-request';
import { draftEdited, selectHomeLoanJourney, serverResumeAsked, surveySaved } from './home-loan-slice';
import type { HomeLoanJourneyState } from './journey-state';
import { loadHomeLoanApi } from './load-home-loan-api';
import { draftOfLoan, newLoanDraft } from './loan-draft';

const untouched = (journey: HomeLoanJourneyState) =>
  journey.surveyId === null && JSON.stringify(journey.draft) === JSON.stringify(newLoanDraft);

export interface HomeLoanResume {
  /** True while a kept check is being fetched: a results screen waits rather than ask for the loan. */
  checking: boolean;
}

/**
 * Brings back the home-loan check the server kept (/getHLSurvey/) for a visitor whose browser holds
 * none: another device, cleared storage, signed in on a new browser. The server is asked once a page
 * load; a check this browser kept is left alone, and so is a form the visitor has started to fill.
 */
export function useHomeLoanResume(): HomeLoanResume {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const visit = useAppSelector((state) => state.visit);
  const [needed] = React.useState(() => {
    const journey = selectHomeLoanJourney(store.getState());
    return !journey.serverResumeDone && untouched(journey);
  });
  const request = useJourneyRequest(() => {
    if (!needed || visit.status !== 'succeeded') return null;
    dispatch(serverResumeAsked());
    return loadHomeLoanApi()
      .then((api) => api.postGetHlSurvey(null, visit.visitId))
      .then(
        (kept) => {
          if (!kept.surveyId || !kept.current || !untouched(selectHomeLoanJourney(store.getState())))
            return false;
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
          if (isApiError(error)) return false;
          throw error;
        },
      );
  }, [needed, visit.status, visit.visitId]);
  const waiting = visit.status === 'idle' || visit.status === 'pending' || request.status === 'pending';
  return { checking: needed && waiting && request.status !== 'succeeded' };
}
