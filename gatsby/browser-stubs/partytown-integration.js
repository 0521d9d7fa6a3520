/**
 * What the browser bundle gets for '@builder.io/partytown/integration' (see
 * gatsby/browser-bundle.ts). Gatsby's own partytown plugin calls this only under `gatsby
 * develop`, and the site has no off-main-thread scripts, so a production page never runs it.
 */
export function partytownSnippet() {
  throw new Error('Off-main-thread scripts are not used on this site.');
}
