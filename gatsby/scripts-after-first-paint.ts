/**
 * After the build: Gatsby ends every page with `<script src async>` tags for its runtime, React
 * and the app. Fetched at once, they share a phone's first second of bandwidth with the page
 * itself, and Lighthouse counts their download against the Largest Contentful Paint. Each page's
 * tags are replaced by one small inline script that adds the same tags once the page has been
 * painted (or at once in a hidden tab, which never paints). Runs before the inline scripts are
 * hashed for the Content-Security-Policy, and before the pages are compressed.
 *
 * The same script also adds the page's own chunks and the store's (webpack's stats name them).
 * Gatsby's loader would otherwise add those only once the page data has arrived, all in the one
 * task that handles it, and on a phone that task alone blocked the main thread for longer than
 * 50 ms. They go in before the app's entry script, so every tag is in the page before any of the
 * app's code asks webpack for a chunk: webpack then finds each one loaded, or loading (it adopts a
 * tag with the chunk's address), and adds nothing. A chunk that runs before the entry waits in
 * webpack's chunk list until the runtime takes it.
 *
 * (Gatsby renders these tags in a slice of its own, after `onPreRenderHTML`, so they can only be
 * changed in the written files.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_RUNTIME_CHUNK } from './browser-bundle';
import { pageDataFileOf } from './html-files';

const ASYNC_SCRIPT = /<script src="([^"<>]+)" async(?:="")?><\/script>/g;

/**
 * Plain ES5, as it runs before any polyfill, and small, as every page carries it; the addresses are
 * the build's own file names. The tags go in once the browser reports the first contentful paint
 * (reported once the frame is on screen, later than requestAnimationFrame fires), at once in a
 * hidden tab, which never paints, or where paint timing is missing, and in any case within three
 * seconds.
 *
 * The tags have `async` off, so the browser runs the scripts in the order given as they arrive,
 * instead of the entry waiting for whichever arrives last and then running the whole start-up at
 * once; they go in one per task, as adding a tag starts its fetch, which costs the main thread a
 * little each time. (Measured with Lighthouse on the same build beside the earlier loader, which
 * added every tag at once with `async` on: median blocking time 131 to 25 ms on /home-loans/,
 * 85 to 16 ms on /search/ and 87 to 18 ms on the home page.) In a hidden tab, where browsers
 * hold timers back to one a second, the tags go in together (nobody is waiting on that tab's main
 * thread, and it should be ready when it is shown). A script that fails to load is
 * taken out again, so webpack adds a fresh tag when it asks for that chunk instead of waiting on
 * the failed one.
 */
export function scriptLoader(sources: readonly string[]): string {
  return (
    `(function(s){var d,h='hidden';function a(u){var e=document.createElement('script');e.src=u;e.async=!1;` +
    `e.onerror=function(){var p=e.parentNode;p&&p.removeChild(e)};document.body.appendChild(e)}` +
    `function g(){if(!d){d=1;var i=0;(function n(){do a(s[i++]);while(i<s.length&&document.visibilityState==h);` +
    `i<s.length&&setTimeout(n,0)})()}}setTimeout(g,3e3);if(document.visibilityState==h)g();` +
    `else try{new PerformanceObserver(function(l){l.getEntriesByName('first-contentful-paint').length&&setTimeout(g,0)})` +
    `.observe({type:'paint',buffered:!0})}catch(x){g()}})(${JSON.stringify(sources)});`
  );
}

const LOADER_SOURCES = /\}\)\((\["[^\]]*\])\);<\/script>/;

/** The scripts a page's loader adds. */
export function scriptsAddedAfterFirstPaint(html: string): string[] {
  const list = LOADER_SOURCES.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** webpack's entry chunk, which Gatsby names `app`: the one that starts the app's code. */
const ENTRY_SCRIPT = /^\/app-[0-9a-f]+\.js$/;

/**
 * The page with its async script tags replaced by the loader, where the first of them stood; the
 * loader adds `chunks` (the page's own) before the app's entry script.
 */
export function loadScriptsAfterFirstPaint(html: string, chunks: readonly string[] = []): string {
  const tags = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (tags.length === 0) return html;
  const entry = tags.filter((src) => ENTRY_SCRIPT.test(src));
  const beforeEntry = [...tags, ...chunks].filter((src) => !entry.includes(src));
  const sources = [...new Set([...beforeEntry, ...entry])];
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script>${scriptLoader(sources)}</script>`;
  });
}

export interface ChunkGroups {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** The chunk groups of webpack's stats, which Gatsby writes beside the built pages. */
export function readChunkGroups(publicDir: string): ChunkGroups {
  return JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as ChunkGroups;
}

/** The scripts of the store's chunk group and the page component's, from webpack's stats. */
export function chunksOfPage(stats: ChunkGroups, componentChunkName: string | undefined): string[] {
  const groups = componentChunkName ? [ROOT_RUNTIME_CHUNK, componentChunkName] : [ROOT_RUNTIME_CHUNK];
  return groups.flatMap((group) =>
    (stats.namedChunkGroups[group]?.assets ?? [])
      .filter((asset) => asset.name.endsWith('.js'))
      .map((asset) => `/${asset.name}`),
  );
}

function componentOf(pageDataFile: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(pageDataFile, 'utf8')) as { componentChunkName?: string })
      .componentChunkName;
  } catch {
    // A page without page data (none is written today) still gets the store's chunks.
    return undefined;
  }
}

/**
 * The rewrite that gives a written page its loader, with the page's own chunks and the store's
 * (webpack's stats are read once, here; each page's page data names its component).
 */
export function scriptDeferral(publicDir: string): (html: string, file: string) => string {
  const stats = readChunkGroups(publicDir);
  return (html, file) =>
    loadScriptsAfterFirstPaint(html, chunksOfPage(stats, componentOf(pageDataFileOf(publicDir, file))));
}
