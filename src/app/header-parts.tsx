/**
 * The header's account link and the record of header links followed, supplied around every page
 * (gatsby-browser.tsx, gatsby-ssr.tsx). It sits in the entry code, with the links and paths every
 * page uses, rather than in the store's chunk, which would then carry a second copy of them.
 */
import * as React from 'react';
import { SiteHeaderPartsContext, type SiteHeaderParts } from '../components/layout/site-header-parts';
import { AccountLink } from '../features/auth/components/account-link';
import { trackedActions } from '../features/tracking/action-names';
import { track } from '../features/tracking/track';

const siteHeaderParts: SiteHeaderParts = {
  AccountLink,
  onLinkFollowed: (link) => track(trackedActions.navbarUse, link),
};

export function HeaderParts({ children }: { children: React.ReactNode }) {
  return (
    <SiteHeaderPartsContext.Provider value={siteHeaderParts}>{children}</SiteHeaderPartsContext.Provider>
  );
}
