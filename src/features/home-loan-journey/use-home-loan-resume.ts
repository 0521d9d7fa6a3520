import * as React from 'react';
import { addressQueryValue } from '../../lib/address-query';
import { isApiError } from '../../lib/api-client';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { useJourneyRequest } from '../card-journey/use-journey-request';
import { draftEdited, selectHomeLoanJourney, serverResumeAsked, surveySaved } from './home-loan-slice';
import type { HomeLoanJourneyState } from './journey-state';
import { loadHomeLoanApi } from './load-home-loan-api';
import { draftOfLoan, newLoanDraft } from './loan-draft';

const untouched = (journey: HomeLoanJourneyState) =>
  journey.surveyId === null && JSON.stringify(journey.draft) === JSON.stringify(newLoanDraft);

function wanted(journey: HomeLoanJourneyState, named: string | null): boolean {
  if (named !== null) return journey.surveyId !== named;
  return !journey.serverResumeDone && untouched(journey);
}

export interface HomeLoanResume {
  /** True while a kept check is being fetched: a results screen waits rather than ask for the loan. */
  checking: boolean;
  /** Why a named check could not be opened; null otherwise. */
  error: string | null;
  retry(): void;
}

/**
 * Brings back the home-loan check the server kept (/getHLSurvey/) for a visitor whose browser holds
 * none (another device, cleared storage, signed in on a new browser), or the one an address names.
 * The server is asked once a page load; a check this browser kept is left alone, and so is a form
 * the visitor has started to fill.
 */
export function useHomeLoanResume(): HomeLoanResume {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const visit = useAppSelector((state) => state.visit);
  // The check an address names (`?survey=`, as the account history links), or null.
  const [named] = React.useState(() => addressQueryValue('survey'));
  const [needed] = React.useState(() => wanted(selectHomeLoanJourney(store.getState()), named));
  const request = useJourneyRequest(() => {
    if (!needed || visit.status !== 'succeeded') return null;
    dispatch(serverResumeAsked());
    return loadHomeLoanApi()
      .then((api) => api.postGetHlSurvey(named, visit.visitId))
      .then(
        (kept) => {
          const journey = selectHomeLoanJourney(store.getState());
          if (!kept.surveyId || !kept.current || (named === null && !untouched(journey))) return false;
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
      );
  }, [needed, visit.status, visit.visitId, named]);
  // Until the answer is in (or the visit or the call has failed), the screen would ask for nothing yet.
  const settled = visit.status === 'failed' || request.status === 'succeeded' || request.status === 'failed';
  return {
    checking: needed && !settled,
    error: named !== null && request.status === 'failed' ? request.error : null,
    retry: request.retry,
  };
}
