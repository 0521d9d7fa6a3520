import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { makeStore } from './src/app/store';
import { HeaderParts } from './src/app/header-parts';
import { RootProviders } from './src/app/root-providers';
import { overlayKindFor } from './src/features/visit/loading-overlay';
import { LoadingOverlay, LoadingOverlayStyle } from './src/features/visit/loading-overlay-markup';

/** A fresh store for every page rendered, so no state leaks from one page into another. */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <HeaderParts>
    <RootProviders store={makeStore()}>{element}</RootProviders>
  </HeaderParts>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: 'en-AU' });
  // Only the app pages wait for start-up; static pages are never covered.
  const overlay = overlayKindFor(pathname);
  if (overlay !== null) {
    setHeadComponents([<LoadingOverlayStyle key="app-loading-style" />]);
    setPreBodyComponents([<LoadingOverlay key="app-loading-overlay" kind={overlay} />]);
  }
};
