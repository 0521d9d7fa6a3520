/**
 * Changes to the production browser bundle, each one a module every page loaded and never ran.
 *
 * - Gatsby's internal partytown plugin requires Partytown's integration at the top of its
 *   gatsby-browser file but uses it only under `gatsby develop` (it returns early in production),
 *   and the site has no off-main-thread scripts.
 * - gatsby-plugin-manifest's gatsby-browser file imports the lookup of a localised manifest (and
 *   with it Gatsby's trailing-slash helpers) for a branch that runs only when `localize` is set,
 *   which it is not (gatsby-config.ts).
 *
 * Each is swapped for a small stand-in that would throw if it were ever called.
 *
 * And the scripts every page runs at load carry V8's compile hint (./compile-hints.ts).
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { CompileHintsPlugin } from './compile-hints';

const stub = (name: string) => path.join(__dirname, 'browser-stubs', name);

export const browserBundleAliases: Record<string, string> = {
  '@builder.io/partytown/integration$': stub('partytown-integration.js'),
};

/** Modules required by a relative path inside a package, which an alias cannot name. */
export const browserBundleReplacements: [RegExp, string][] = [
  [/gatsby-plugin-manifest[\\/]get-manifest-pathname(\.js)?$/, stub('manifest-pathname.js')],
];

/** The store's chunk (src/app/deferred-root.tsx), loaded on every page before hydration. */
export const ROOT_RUNTIME_CHUNK = 'root-runtime';

/**
 * The chunk groups, besides the entry, given the compile hint: the store's. Page components were
 * tried too (most of their functions run at hydration) and made no difference that could be
 * measured, so they stay compiled lazily.
 */
export function loadsAtOnce(groupName: string): boolean {
  return groupName === ROOT_RUNTIME_CHUNK;
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    resolve: { alias: browserBundleAliases },
    plugins: [
      ...browserBundleReplacements.map(([pattern, file]) =>
        (plugins.normalModuleReplacement as (pattern: RegExp, file: string) => unknown)(pattern, file),
      ),
      new CompileHintsPlugin(loadsAtOnce),
    ],
  });
};
