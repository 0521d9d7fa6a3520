/** First-load JavaScript of a built page, shared by the benchmarks. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageDataFileOf } from '../../gatsby/html-files';
import {
  chunksOfPage,
  readChunkGroups,
  scriptsAddedAfterFirstPaint,
} from '../../gatsby/scripts-after-first-paint';

export function htmlFile(publicDir: string, pagePath: string): string {
  return pagePath.endsWith('.html')
    ? path.join(publicDir, pagePath)
    : path.join(publicDir, pagePath, 'index.html');
}

/**
 * The scripts a page needs before it is interactive, gzipped, in KB: the ones its HTML loads
 * (runtime, framework, app, written as tags or added after the first paint) plus, from webpack's
 * stats, its page component's chunk group and the store's (loaded on every page before hydration).
 */
export function firstLoadJsKb(publicDir: string, pagePath: string): number {
  const html = readFileSync(htmlFile(publicDir, pagePath), 'utf8');
  const sources = new Set([
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!),
    ...scriptsAddedAfterFirstPaint(html),
  ]);
  // The page component's chunk group and the store's, whether or not the loader names them.
  const stats = readChunkGroups(publicDir);
  const { componentChunkName } = JSON.parse(
    readFileSync(pageDataFileOf(publicDir, htmlFile(publicDir, pagePath)), 'utf8'),
  ) as { componentChunkName: string };
  for (const chunk of chunksOfPage(stats, componentChunkName)) sources.add(chunk);
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(readFileSync(path.join(publicDir, src))).length;
  // Inline scripts count too.
  for (const match of html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)) {
    bytes += gzipSync(Buffer.from(match[1] ?? '')).length;
  }
  return bytes / 1024;
}
