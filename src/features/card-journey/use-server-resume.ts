import * as React from 'react';
import { addressQueryValue } from '../../lib/address-query';
import { isApiError } from '../../lib/api-client';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import {
  dealRestored,
  newCardDraft,
  selectSurvey,
  serverResumeAsked,
  type SurveyState,
} from '../survey/survey-slice';
import { loadJourneyApi } from './load-journey-api';
import { restoredDeal } from './saved-deal';
import { useJourneyRequest } from './use-journey-request';

const untouched = (survey: SurveyState) =>
  survey.surveyId === null &&
  survey.drafts.length === 1 &&
  JSON.stringify(survey.drafts[0]) === JSON.stringify(newCardDraft);

function wanted(survey: SurveyState, named: string | null): boolean {
  if (named !== null) return survey.surveyId !== named;
  return !survey.serverResumeDone && untouched(survey);
}

export interface ServerResume {
  /** True while a kept survey is being fetched: a results screen waits rather than ask for cards. */
  checking: boolean;
  /** Why a named survey could not be opened; null otherwise. */
  error: string | null;
  retry(): void;
}

/**
 * Brings back a survey the server kept (/myCurrentDeal/) for a visitor whose browser holds none
 * (another device, cleared storage, signed in on a new browser), or the one an address names. The
 * server is asked once a page load; a survey this browser kept is left alone, being at least as new
 * as the server's, and so is anything the visitor has started to type.
 */
export function useServerResume(): ServerResume {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const visit = useAppSelector((state) => state.visit);
  // The check an address names (`?survey=`, as the account history links), or null.
  const [named] = React.useState(() => addressQueryValue('survey'));
  const [needed] = React.useState(() => wanted(selectSurvey(store.getState()), named));
  const request = useJourneyRequest(() => {
    if (!needed || visit.status !== 'succeeded') return null;
    dispatch(serverResumeAsked());
    return loadJourneyApi()
      .then((api) => api.postMyCurrentDeal(visit.visitId, named))
      .then(
        (deal) => {
          const restored = restoredDeal(deal);
          if (restored && (named !== null || untouched(selectSurvey(store.getState()))))
            dispatch(dealRestored(restored));
          return restored !== null;
        },
        (error: unknown) => {
          // A check not yet estimated has nothing to bring back: the screen asks for the cards.
          if (isApiError(error) && error.status === 409) return false;
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
