import * as React from 'react';
import { Provider } from 'react-redux';
import { SiteHeaderPartsContext, type SiteHeaderParts } from '../components/layout/site-header';
import { AccountLink } from '../features/auth/components/account-link';
import { trackedActions } from '../features/tracking/action-names';
import { track } from '../features/tracking/track';
import type { AppStore } from '../store/root-reducer';

const siteHeaderParts: SiteHeaderParts = {
  AccountLink,
  onLinkFollowed: (link) => track(trackedActions.navbarUse, link),
};

/**
 * What wrapRootElement renders around every page: the store, and the header's parts that read it
 * or record what the visitor does (pages stay light: nothing else).
 */
export function RootProviders({ store, children }: { store: AppStore; children: React.ReactNode }) {
  return (
    <Provider store={store}>
      <SiteHeaderPartsContext.Provider value={siteHeaderParts}>{children}</SiteHeaderPartsContext.Provider>
    </Provider>
  );
}
