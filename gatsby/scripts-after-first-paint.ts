/**
 * After the build: Gatsby ends every page with `<script src async>` tags for its runtime, React
 * and the app. Fetched at once, they share a phone's first second of bandwidth with the page
 * itself, and Lighthouse counts their download against the Largest Contentful Paint. Each page's
 * tags are replaced by one small inline script that adds the same tags once the page has been
 * painted (or at once in a hidden tab, which never paints). Runs before the inline scripts are
 * hashed for the Content-Security-Policy, and before the pages are compressed.
 *
 * (Gatsby renders these tags in a slice of its own, after `onPreRenderHTML`, so they can only be
 * changed in the written files.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from './html-files';

const ASYNC_SCRIPT = /<script src="([^"<>]+)" async(?:="")?><\/script>/g;

/**
 * Plain ES5, as it runs before any polyfill, and small, as every page carries it; the addresses are
 * the build's own file names (a script added this way is async). The tags go in once the browser
 * reports the first contentful paint (reported once the frame is on screen, later than
 * requestAnimationFrame fires), at once in a hidden tab, which never paints, or where paint timing
 * is missing, and in any case within three seconds.
 */
export function scriptLoader(sources: readonly string[]): string {
  return (
    `(function(s){var d;function g(){if(!d){d=1;s.forEach(function(u){var e=document.createElement('script');` +
    `e.src=u;document.body.appendChild(e)})}}setTimeout(g,3e3);if(document.visibilityState=='hidden')g();` +
    `else try{new PerformanceObserver(function(l){l.getEntriesByName('first-contentful-paint').length&&setTimeout(g,0)})` +
    `.observe({type:'paint',buffered:!0})}catch(x){g()}})(${JSON.stringify(sources)});`
  );
}

const LOADER_SOURCES = /\}\)\((\["[^\]]*\])\);<\/script>/;

/** The scripts a page's loader adds: what its first load fetches besides its own chunks. */
export function scriptsAddedAfterFirstPaint(html: string): string[] {
  const list = LOADER_SOURCES.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** The page with its async script tags replaced by the loader, where the first of them stood. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script>${scriptLoader(sources)}</script>`;
  });
}

export function deferScriptsInPages(publicDir: string): { pages: number } {
  let pages = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = readFileSync(file, 'utf8');
    const changed = loadScriptsAfterFirstPaint(html);
    if (changed === html) continue;
    writeFileSync(file, changed);
    pages += 1;
  }
  return { pages };
}
