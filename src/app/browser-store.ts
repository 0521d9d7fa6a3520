import type { AppStore, RootState } from '../store/root-reducer';
import { makeStore } from './store';

let browserStore: AppStore | null = null;
let stateAtCreation: RootState | null = null;
let hydrationState: RootState | null = null;

/**
 * The browser's store: one per page load, shared by the React tree (wrapRootElement) and the
 * start-up, tracking and error code that runs outside React.
 */
export function getBrowserStore(): AppStore {
  if (browserStore === null) {
    browserStore = makeStore();
    stateAtCreation = browserStore.getState();
  }
  return browserStore;
}

/**
 * The state the page is hydrated with: the store's as it was made, before start-up changed it, as
 * the build rendered the page from a store just made (slices added since keep their state now).
 * The store may have moved on by the time React hydrates (start-up's answer can arrive first);
 * React then renders the change once hydration is done, instead of finding the HTML out of date
 * and rendering it all again. Taken once, when the page is first rendered.
 */
export function getBrowserStoreStateAtCreation(): RootState {
  const store = getBrowserStore();
  hydrationState ??= { ...store.getState(), ...stateAtCreation };
  return hydrationState;
}
