/**
 * Changes to the production browser bundle, each one a module every page loaded and never ran.
 *
 * - Gatsby's internal partytown plugin requires Partytown's integration at the top of its
 *   gatsby-browser file but uses it only under `gatsby develop` (it returns early in production),
 *   and the site has no off-main-thread scripts: the production bundle gets a small stand-in that
 *   would throw if it were ever called.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

export const browserBundleAliases: Record<string, string> = {
  '@builder.io/partytown/integration$': path.join(__dirname, 'browser-stubs', 'partytown-integration.js'),
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({ resolve: { alias: browserBundleAliases } });
};
