import * as React from 'react';
import { navigate } from 'gatsby';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { LinkButton } from '../../components/forms/link-button';
import { clearSurvey, selectSurvey } from '../survey/survey-slice';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';

/**
 * Starting over: the survey, its estimate and offers are kept in this browser for a return visit,
 * so the visitor can clear them (on a shared computer, or to check other cards).
 */
export function StartAgain() {
  const dispatch = useAppDispatch();
  const hasAnything = useAppSelector((state) => {
    const survey = selectSurvey(state);
    return (
      survey.surveyId !== null ||
      survey.drafts.some((draft) => draft.productId !== null || draft.entered !== null)
    );
  });
  if (!hasAnything) return null;
  return (
    <p className="legal">
      <LinkButton
        onClick={() => {
          track(trackedActions.cardSurvey, { step: 'start-again' });
          dispatch(clearSurvey());
          void navigate(paths.cardSurvey());
        }}
      >
        Start again
      </LinkButton>{' '}
      clears your cards, estimate and offers from this browser.
    </p>
  );
}
