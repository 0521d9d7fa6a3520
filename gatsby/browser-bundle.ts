/**
 * Changes to the production browser bundle: modules every page loaded and never ran, and two
 * that ran in the long tasks of start-up.
 *
 * - Gatsby's internal partytown plugin has a gatsby-browser file whose one API returns early
 *   outside `gatsby develop` (the site has no off-main-thread scripts), yet whose imports bring
 *   Gatsby's Script component and Partytown's snippet into every page.
 * - gatsby-link is a module whose Link component (with prop types) a bundler must keep; Gatsby's
 *   runtime and the site use only its helpers (./browser-stubs/gatsby-link.ts has them).
 * - gatsby-plugin-manifest's gatsby-browser file imports the lookup of a localised manifest (and
 *   with it Gatsby's trailing-slash helpers) for a branch that runs only when `localize` is set,
 *   which it is not (gatsby-config.ts).
 * - Gatsby's react-dom-utils takes react-dom as the app's entry starts, so react-dom initialised in
 *   the entry's task (./browser-stubs/react-dom-utils.js takes it when it first renders).
 * - gatsby-plugin-offline's gatsby-browser file adds a prefetch link for every file of the page in
 *   one long task when its service worker takes control (./browser-stubs/offline-browser.ts adds
 *   them a few at a time, in idle time).
 *
 * Each is swapped for a small stand-in: an empty plugin file, a function that would throw if it
 * were ever called, or the same functions without the long task.
 *
 * And the scripts every page runs at load carry V8's compile hint (./compile-hints.ts), and a
 * chunk of modules shared by a few templates is split out only from 25 KB (see below).
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { CompileHintsPlugin } from './compile-hints';

const stub = (name: string) => path.join(__dirname, 'browser-stubs', name);

/** Modules required by a path inside a package, which an alias cannot name. */
export const browserBundleReplacements: [RegExp, string][] = [
  [
    /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser(\.js)?$/,
    stub('partytown-browser.js'),
  ],
  [/gatsby-plugin-manifest[\\/]get-manifest-pathname(\.js)?$/, stub('manifest-pathname.js')],
  [/gatsby-plugin-offline[\\/]gatsby-browser(\.js)?$/, stub('offline-browser.ts')],
  [/\.cache[\\/]react-dom-utils(\.js)?$/, stub('react-dom-utils.js')],
];

/** Packages the browser bundle takes from elsewhere. */
export const browserBundleAliases: Record<string, string> = {
  'gatsby-link$': stub('gatsby-link.ts'),
};

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
    // Modules shared by a few templates (the calculators' and the product page's, by the four
    // product templates with a calculator) stay in those templates' chunks until they come to 25 KB
    // together, rather than Gatsby's 20 KB: split out at 20 KB, they cost each of those pages an
    // extra request and 0.6 to 1.0 KB more gzipped than the same code inside the page's chunks
    // (scripts/bench/first-load-js.ts on every template).
    optimization: { splitChunks: { minSize: 25_000 } },
  });
};
