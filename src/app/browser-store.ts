import type { AppStore } from '../store/root-reducer';
import { makeStore } from './store';

let browserStore: AppStore | null = null;

/**
 * The browser's store: one per page load, shared by the React tree (wrapRootElement) and the
 * start-up, tracking and error code that runs outside React.
 */
export function getBrowserStore(): AppStore {
  browserStore ??= makeStore();
  return browserStore;
}
