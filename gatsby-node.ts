import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { onCreateWebpackConfig } from './gatsby/browser-bundle';
import { createDataPages, onCreatePage } from './gatsby/create-pages';
import { createRedirects } from './gatsby/redirects';
import { writePageHashes } from './gatsby/page-hashes';
import { precompress } from './gatsby/precompress';
import { scriptDeferral } from './gatsby/scripts-after-first-paint';
import { withEmptyChunkMapping, writeChunkMappingFile } from './gatsby/chunk-mapping';
import { rewriteHtmlFiles } from './gatsby/html-files';
import { currentStylesheet, withCurrentStyles } from './gatsby/current-styles';

// One argument only: Gatsby treats a third (callback) parameter as a request to wait for it.
export const createPages: GatsbyNode['createPages'] = (args) => {
  createDataPages(args);
  createRedirects(args);
};

export { onCreatePage, onCreateWebpackConfig };

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = path.resolve(__dirname, 'public');
  // First, in one pass over the pages: the current styles (see gatsby/current-styles.ts), and the
  // loader and the emptied chunk map, inline scripts the policy's hashes must cover.
  const chunkMapping = writeChunkMappingFile(publicDir);
  const deferScripts = scriptDeferral(publicDir);
  const currentStyles = withCurrentStyles(currentStylesheet(publicDir));
  const rewritten = rewriteHtmlFiles(publicDir, (html, file) =>
    withEmptyChunkMapping(deferScripts(currentStyles(html), file)),
  );
  reporter.info(
    `Scripts load after the first paint, and the chunk map is in ${chunkMapping}: ${rewritten} pages`,
  );
  // Before compressing, so a page with inline code the policy would block fails the build first.
  const hashed = writePageHashes(publicDir);
  reporter.info(`Hashed the inline scripts and styles of ${hashed.pages} pages: ${hashed.hashes} distinct`);
  const result = precompress(publicDir);
  reporter.info(
    `Precompressed ${result.files} files: ${(result.rawBytes / 1e6).toFixed(1)} MB to ${(result.brotliBytes / 1e6).toFixed(1)} MB (brotli)`,
  );
};
