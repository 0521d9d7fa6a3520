import { existsSync } from 'node:fs';
import path from 'node:path';
import { browserBundleAliases, browserBundleReplacements, loadsAtOnce } from './browser-bundle';

describe('modules the production browser bundle leaves out', () => {
  it.each([
    ['node_modules/gatsby-plugin-manifest/get-manifest-pathname.js', true],
    ['node_modules/gatsby-plugin-manifest/get-manifest-pathname', true],
    ['./get-manifest-pathname', false],
    ['node_modules/gatsby-plugin-manifest/gatsby-browser.js', false],
    ['../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js', true],
    ['node_modules\\gatsby\\dist\\internal-plugins\\partytown\\gatsby-browser.js', true],
    ['node_modules/gatsby/dist/internal-plugins/partytown/gatsby-node.js', false],
    ['node_modules/gatsby/dist/internal-plugins/prod-404-500/gatsby-browser.js', false],
    ['../node_modules/gatsby-plugin-offline/gatsby-browser.js', true],
    ['node_modules/gatsby-plugin-offline/gatsby-node.js', false],
    ['node_modules/gatsby-plugin-offline/sw-append.js', false],
    ['/site/.cache/react-dom-utils.js', true],
    ['/site/.cache/head/head-export-handler-for-browser.js', false],
  ])('replaces %s: %s', (request, replaced) => {
    expect(browserBundleReplacements.some(([pattern]) => pattern.test(request))).toBe(replaced);
  });

  it('replaces only modules that exist, with stand-ins that exist', () => {
    expect(existsSync(require.resolve('gatsby-plugin-manifest/get-manifest-pathname'))).toBe(true);
    expect(existsSync(require.resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js'))).toBe(
      true,
    );
    expect(existsSync(require.resolve('gatsby-link'))).toBe(true);
    expect(existsSync(require.resolve('gatsby-plugin-offline/gatsby-browser.js'))).toBe(true);
    for (const file of [
      ...Object.values(browserBundleAliases),
      ...browserBundleReplacements.map(([, f]) => f),
    ])
      expect(existsSync(file) && path.isAbsolute(file)).toBe(true);
  });
});

describe('chunk groups that carry the compile hint', () => {
  it.each([
    ['root-runtime', true],
    ['component---src-pages-about-tsx', false],
    ['start-up', false],
    ['send-error-report', false],
  ])('%s: %s', (name, atOnce) => {
    expect(loadsAtOnce(name)).toBe(atOnce);
  });
});
