/**
 * What the browser bundle gets for gatsby-plugin-manifest's get-manifest-pathname (see
 * gatsby/browser-bundle.ts). The plugin calls it only for a localised manifest, which the site
 * does not have, so a page never runs it.
 */
export default function getManifestForPathname() {
  throw new Error('The web app manifest is not localised on this site.');
}
