/**
 * Every page carries the site's stylesheet inline (Gatsby copies `styles.<hash>.css` into a
 * `<style data-identity="gatsby-global-css">`). After a change to the stylesheets alone, a build
 * that reuses Gatsby's cache writes new styles but keeps the pages' HTML (with slices on, Gatsby
 * rebuilds a page's HTML when its data or the server renderer changes, not the browser bundle),
 * so the pages would still show the old styles. Here every page's inline styles are brought up to
 * the stylesheet the build wrote.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readChunkGroups } from './scripts-after-first-paint';

export interface Stylesheet {
  /** The stylesheet's address, as Gatsby names it in `data-href`. */
  href: string;
  css: string;
}

const INLINE_STYLES = /<style data-href="([^"]*)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/;

/** The stylesheet of the app's chunk group, from webpack's stats, with its text. */
export function currentStylesheet(publicDir: string): Stylesheet {
  const assets = readChunkGroups(publicDir).namedChunkGroups.app?.assets ?? [];
  const styles = assets.filter((asset) => /^styles\.[0-9a-f]+\.css$/.test(asset.name));
  if (styles.length !== 1 || styles[0] === undefined)
    throw new Error(
      `Expected one stylesheet in the app’s chunk group of webpack.stats.json, found ${styles.length}.`,
    );
  const { name } = styles[0];
  return { href: `/${name}`, css: readFileSync(path.join(publicDir, name), 'utf8') };
}

/** The page with its inline styles replaced by the given stylesheet's, if they differ. */
export function withCurrentStyles(stylesheet: Stylesheet): (html: string) => string {
  const current = `<style data-href="${stylesheet.href}" data-identity="gatsby-global-css">${stylesheet.css}</style>`;
  return (html) => {
    const match = INLINE_STYLES.exec(html);
    if (match === null || (match[1] === stylesheet.href && match[2] === stylesheet.css)) return html;
    return html.slice(0, match.index) + current + html.slice(match.index + match[0].length);
  };
}
