/**
 * What the browser bundle gets for Gatsby's internal partytown plugin's gatsby-browser file (see
 * gatsby/browser-bundle.ts). Its one API, onInitialClientRender, returns at once outside
 * `gatsby develop`, and the site has no off-main-thread scripts; the file still brought Gatsby's
 * Script component and Partytown's snippet into every page. A plugin without browser APIs is
 * skipped by Gatsby's API runner.
 */
export {};
