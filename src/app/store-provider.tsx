import * as React from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/** What wrapRootElement renders around every page: the store, nothing else (pages stay light). */
export function StoreProvider({ store, children }: { store: AppStore; children: React.ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
