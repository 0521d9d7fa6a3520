/**
 * The header's parts that belong to features: the visitor's account link (sign-in state) and the
 * record of which header link was followed (tracking). The app supplies them around every page
 * (src/app/header-parts.tsx), so the shared header needs no feature; without them, as in a page's
 * component test, the header shows a plain "Account" link and records nothing. A module of its
 * own, so that what supplies the parts need not load the header.
 */
import * as React from 'react';

export interface SiteHeaderParts {
  AccountLink: React.ComponentType;
  onLinkFollowed(link: { href: string | null; text: string | null }): void;
}

export const SiteHeaderPartsContext = React.createContext<SiteHeaderParts | null>(null);
