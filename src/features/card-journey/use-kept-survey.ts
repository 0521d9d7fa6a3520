import * as React from 'react';
import { useAppStore } from '../../store/hooks';
import { keepSurveySaved, selectSurvey } from '../survey/survey-slice';

/**
 * Saves the card survey in the browser whenever it changes, while a card-journey screen is shown:
 * a reload or a return visit then finds the cards, the estimate and the offers as they were.
 */
export function useKeepSurveySaved(): void {
  const store = useAppStore();
  React.useEffect(() => keepSurveySaved(store, (state) => selectSurvey(state)), [store]);
}
