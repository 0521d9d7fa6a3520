import * as React from 'react';
import { useAppSelector, useAppStore } from '../../store/hooks';
import { selectHomeLoanJourney } from './home-loan-slice';
import type { HomeLoanJourneyState } from './journey-state';
import { keepHomeLoanJourneySaved } from './journey-storage';

/** Reads the home-loan journey's state (the slice is added to the store when this code loads). */
export function useJourneySelector<T>(select: (journey: HomeLoanJourneyState) => T): T {
  return useAppSelector((state) => select(selectHomeLoanJourney(state)));
}

/** Saves the journey to browser storage whenever it changes, while a journey screen is shown. */
export function useKeepHomeLoanJourneySaved(): void {
  const store = useAppStore();
  React.useEffect(() => keepHomeLoanJourneySaved(store, selectHomeLoanJourney), [store]);
}
