/**
 * The one Redux store of the site, made by `makeStore`: once in the browser (browser-store.ts),
 * once per render on the server, and per test through renderWithProviders.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { surveySlice } from '../features/survey/survey-slice';
import { visitSlice } from '../features/visit/visit-slice';

/**
 * Slices only some pages need, added to the reducer by their feature when its code loads (the
 * home-loan journey's, see home-loan-slice.ts), so that every other page's JavaScript stays
 * without them. Each such feature extends this interface with `WithSlice<typeof itsSlice>`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  visitSlice,
  authSlice,
  surveySlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
