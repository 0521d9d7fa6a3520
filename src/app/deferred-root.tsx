/**
 * The store and the providers around every page arrive in a chunk of their own
 * (./root-runtime.ts). Evaluating Redux Toolkit, immer and react-redux with the rest of the entry
 * code made one of the longest tasks of a page load on a phone; as a chunk of its own it is
 * fetched while the HTML is painted and evaluated in its own task.
 *
 * The page is hydrated only once the chunk has arrived (gatsby-browser.tsx hands the promise to
 * the renderer), so every page still renders with its store from the first render on.
 */
import * as React from 'react';
import { loadChunk } from '../lib/load-chunk';
import type { AppStore } from '../store/root-reducer';
import type { RootRuntime } from './root-runtime';

let runtime: RootRuntime | null = null;
let loading: Promise<RootRuntime> | null = null;

const importRuntime = () =>
  loadChunk(() => import(/* webpackChunkName: "root-runtime" */ './root-runtime')).then(
    (loaded) => loaded.rootRuntime,
  );

/** Loads the runtime once; after a failure the next call tries again. */
export function loadRootRuntime(): Promise<RootRuntime> {
  if (loading === null) {
    const attempt = importRuntime().then((loaded) => {
      runtime = loaded;
      return loaded;
    });
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}

export function loadBrowserStore(): Promise<AppStore> {
  return loadRootRuntime().then((loaded) => loaded.getBrowserStore());
}

/** The browser's store if the runtime has arrived, else null (errors reported that early). */
export function loadedBrowserStore(): AppStore | null {
  return runtime?.getBrowserStore() ?? null;
}

/** wrapRootElement's tree in the browser: rendered only after `loadRootRuntime` has resolved. */
export function DeferredRootProviders({
  onContentCommitted,
  children,
}: {
  onContentCommitted?: () => void;
  children: React.ReactNode;
}) {
  if (runtime === null) throw new Error('The page was rendered before its store had loaded.');
  const { RootProviders, getBrowserStore, getBrowserStoreStateAtCreation } = runtime;
  return (
    <RootProviders
      store={getBrowserStore()}
      hydrationState={getBrowserStoreStateAtCreation()}
      onContentCommitted={onContentCommitted}
    >
      {children}
    </RootProviders>
  );
}
