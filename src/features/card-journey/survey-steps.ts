/** Moving between the survey's steps, with the going-back that tracking records. */
import type { AppDispatch } from '../../store/root-reducer';
import { stepChanged, type SurveyStep } from '../survey/survey-slice';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';

export function goBack(dispatch: AppDispatch, from: SurveyStep, to: SurveyStep): void {
  track(trackedActions.surveyBack, { from: from.stage, to: to.stage, card: to.index + 1 });
  dispatch(stepChanged(to));
}

export function goForward(dispatch: AppDispatch, to: SurveyStep, data: Record<string, unknown>): void {
  track(trackedActions.cardSurvey, { step: to.stage, card: to.index + 1, ...data });
  dispatch(stepChanged(to));
}
