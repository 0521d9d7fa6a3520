import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
  '.map',
]);
/** Below this, compression saves less than the extra header costs. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot files (the page hashes) are never served, so they need no compressed copies.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the built site, so the server sends them
 * compressed without spending CPU per request (it picks one by the request's Accept-Encoding).
 */
export function precompress(publicDir: string): { files: number; rawBytes: number; brotliBytes: number } {
  let count = 0;
  let rawBytes = 0;
  let brotliBytes = 0;
  for (const file of files(publicDir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 6 }));
    count += 1;
    rawBytes += content.length;
    brotliBytes += brotli.length;
  }
  return { files: count, rawBytes, brotliBytes };
}
