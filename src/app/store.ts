/**
 * The one Redux store of the site, made by `makeStore`: once in the browser (browser-store.ts),
 * once per render on the server, and per test through renderWithProviders.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { homeLoanJourneySlice } from '../features/home-loan-journey/home-loan-slice';
import { keepHomeLoanJourneySaved } from '../features/home-loan-journey/journey-storage';
import { surveySlice } from '../features/survey/survey-slice';
import { visitSlice } from '../features/visit/visit-slice';

export const rootReducer = combineReducers({
  [visitSlice.name]: visitSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [surveySlice.name]: surveySlice.reducer,
  [homeLoanJourneySlice.name]: homeLoanJourneySlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState });
  // The home-loan check survives reloads (restored by its slice's initial state); not on the server.
  if (typeof window !== 'undefined') keepHomeLoanJourneySaved(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
