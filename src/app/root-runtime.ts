/**
 * What the React tree of every page sits in: the browser's store and the providers around the
 * page. It is a chunk of its own, loaded while the page's HTML is painted (./deferred-root.tsx),
 * so that Redux Toolkit, immer and react-redux are not evaluated in the same task as the rest
 * of the entry code.
 */
import { getBrowserStore, getBrowserStoreStateAtCreation } from './browser-store';
import { RootProviders } from './root-providers';

export const rootRuntime = { getBrowserStore, getBrowserStoreStateAtCreation, RootProviders };

export type RootRuntime = typeof rootRuntime;
