/**
 * The store's reducer and the shape of its state, written without knowing any feature: each
 * slice declares its own part by extending `StoreSlices` (a part every page has) or
 * `LazyLoadedSlices` (a part that joins when its feature's code loads), and goes into the reducer
 * with `rootReducer.inject` (src/app/store.ts, for every page's slices) or `injectInto`. So
 * features depend on the store, the store on no feature, and there is no cycle between them.
 */
import {
  combineSlices,
  type Dispatch,
  type Store,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';

/** The parts every page has; src/app/store.ts puts their slices in before any store is made. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StoreSlices {}

/**
 * Parts only some pages need, added to the reducer by their feature when its code loads (the
 * card survey's and the home-loan journey's, see survey-slice.ts and home-loan-slice.ts), so that
 * every other page's JavaScript stays without them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<StoreSlices & LazyLoadedSlices>();

export type RootState = StoreSlices & Partial<LazyLoadedSlices>;

/** What `configureStore` gives with its default middleware: plain actions and thunks. */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction> & Dispatch<UnknownAction>;

export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch };
