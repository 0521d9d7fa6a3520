/**
 * The one Redux store of the site, made by `makeStore`: once in the browser (browser-store.ts),
 * once per render on the server, and per test through renderWithProviders.
 */
import { configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { visitSlice } from '../features/visit/visit-slice';
import { rootReducer, type AppStore, type RootState } from '../store/root-reducer';

/**
 * The slices every page has, in the reducer before any store is made. Declaring a part of
 * `StoreSlices` without injecting its slice here makes `makeStore` fail to type-check.
 */
const reducer = rootReducer.inject(visitSlice).inject(authSlice);

export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  return configureStore({ reducer, preloadedState });
}
