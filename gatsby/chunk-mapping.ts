/**
 * After the build: Gatsby 5 writes its chunk map (page component → script files, 7.6 KB) into every
 * page as `window.___chunkMapping`, for its loader to prefetch a page's code. But it writes the map
 * as a JSON string, which the loader then indexes as an object (`___chunkMapping[name] || []`), so
 * no page ever found its code through it, while every page carried about 1.7 KB (gzipped) of it.
 *
 * Instead, each page gets an empty map, and the map itself is written once per build to
 * `/chunk-map/<compilation hash>.json` (immutable under that name), which the browser fetches when
 * the first link is watched (src/components/navigation/prefetch.ts), so prefetching a page fetches
 * its code as well as its data. Runs before the inline scripts are hashed for the policy.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkMappingAddress } from '../src/domain/chunk-mapping';

const CHUNK_MAPPING_SCRIPT = /<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>/;

export const EMPTY_CHUNK_MAPPING = '<script id="gatsby-chunk-mapping">window.___chunkMapping={};</script>';

/** The page with Gatsby's inline chunk map replaced by an empty one. */
export function withEmptyChunkMapping(html: string): string {
  return html.replace(CHUNK_MAPPING_SCRIPT, EMPTY_CHUNK_MAPPING);
}

/**
 * Writes the build's chunk map to its own file, named by the compilation hash; returns its address.
 * The pages are emptied of it by `withEmptyChunkMapping`, in the build's one pass over the pages.
 */
export function writeChunkMappingFile(publicDir: string): string {
  const { webpackCompilationHash } = JSON.parse(
    readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8'),
  ) as { webpackCompilationHash: string };
  const file = chunkMappingAddress(webpackCompilationHash);
  mkdirSync(path.join(publicDir, path.dirname(file)), { recursive: true });
  copyFileSync(path.join(publicDir, 'chunk-map.json'), path.join(publicDir, file));
  return file;
}
