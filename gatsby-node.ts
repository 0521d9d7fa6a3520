import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { onCreateWebpackConfig } from './gatsby/browser-bundle';
import { createDataPages, onCreatePage } from './gatsby/create-pages';
import { createRedirects } from './gatsby/redirects';
import { writePageHashes } from './gatsby/page-hashes';
import { precompress } from './gatsby/precompress';
import { deferScriptsInPages } from './gatsby/scripts-after-first-paint';
import { moveChunkMappingOutOfPages } from './gatsby/chunk-mapping';

// One argument only: Gatsby treats a third (callback) parameter as a request to wait for it.
export const createPages: GatsbyNode['createPages'] = (args) => {
  createDataPages(args);
  createRedirects(args);
};

export { onCreatePage, onCreateWebpackConfig };

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = path.resolve(__dirname, 'public');
  // First: the loader it writes is an inline script the policy's hashes must cover.
  const deferred = deferScriptsInPages(publicDir);
  reporter.info(`Scripts load after the first paint on ${deferred.pages} pages`);
  const moved = moveChunkMappingOutOfPages(publicDir);
  reporter.info(`The chunk map left ${moved.pages} pages for ${moved.file}`);
  // Before compressing, so a page with inline code the policy would block fails the build first.
  const hashed = writePageHashes(publicDir);
  reporter.info(`Hashed the inline scripts and styles of ${hashed.pages} pages: ${hashed.hashes} distinct`);
  const result = precompress(publicDir);
  reporter.info(
    `Precompressed ${result.files} files: ${(result.rawBytes / 1e6).toFixed(1)} MB to ${(result.brotliBytes / 1e6).toFixed(1)} MB (brotli)`,
  );
};
