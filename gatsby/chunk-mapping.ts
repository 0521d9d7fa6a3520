/**
 * After the build: Gatsby 5 writes its chunk map (page component → script files, 7.6 KB) into every
 * page as `window.___chunkMapping`, for its loader to prefetch a page's code. But it writes the map
 * as a JSON string, which the loader then indexes as an object (`___chunkMapping[name] || []`), so
 * no page ever found its code through it, while every page carried about 1.7 KB (gzipped) of it.
 *
 * Instead, each page gets an empty map, and the map itself is written once per build to
 * `/chunk-map/<compilation hash>.json` (immutable under that name), which the browser fetches once
 * the page is idle (src/components/navigation/prefetch.ts), so prefetching a page fetches
 * its code as well as its data. Runs before the inline scripts are hashed for the policy.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files';
import { chunkMappingAddress } from '../src/domain/chunk-mapping';

const CHUNK_MAPPING_SCRIPT = /<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>/;

export const EMPTY_CHUNK_MAPPING = '<script id="gatsby-chunk-mapping">window.___chunkMapping={};</script>';

/** The page with Gatsby's inline chunk map replaced by an empty one. */
export function withEmptyChunkMapping(html: string): string {
  return html.replace(CHUNK_MAPPING_SCRIPT, EMPTY_CHUNK_MAPPING);
}

export function moveChunkMappingOutOfPages(publicDir: string): { pages: number; file: string } {
  const { webpackCompilationHash } = JSON.parse(
    readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8'),
  ) as { webpackCompilationHash: string };
  const mapping = JSON.parse(readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const file = chunkMappingAddress(webpackCompilationHash);
  mkdirSync(path.join(publicDir, path.dirname(file)), { recursive: true });
  writeFileSync(path.join(publicDir, file), JSON.stringify(mapping));
  let pages = 0;
  for (const page of htmlFiles(publicDir)) {
    const html = readFileSync(page, 'utf8');
    const changed = withEmptyChunkMapping(html);
    if (changed === html) continue;
    writeFileSync(page, changed);
    pages += 1;
  }
  return { pages, file };
}
