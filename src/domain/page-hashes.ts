/**
 * The hashes of every inline script and style element of the built site, page by page, written by
 * the build (gatsby/page-hashes.ts) beside the pages and read by the server, which names them in
 * each page's Content-Security-Policy header. The pages inline scripts that differ per page (the
 * page's own path, the loader naming the page's chunks) and per build (the compilation hash), so
 * only the build can know them.
 */

/** In public/, a dot file: the server never serves dot files, so the list stays private. */
export const PAGE_HASHES_FILE = '.page-hashes.json';

/** CSP hash sources, such as `'sha256-…'`, quotes included, ready for a policy. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export interface PageHashesManifest {
  version: 1;
  /** By the page's file inside public/, with a leading slash: `/credit-cards/index.html`. */
  pages: Record<string, InlineHashes>;
}

const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

function isHashList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && HASH_SOURCE.test(item));
}

/**
 * The manifest, checked: a hash that is not a hash source would put arbitrary text into a policy
 * header, so a damaged file is refused as a whole, naming the page.
 */
export function parsePageHashesManifest(input: unknown): PageHashesManifest {
  const { version, pages } = (input ?? {}) as Record<string, unknown>;
  if (version !== 1 || typeof pages !== 'object' || pages === null || Array.isArray(pages)) {
    throw new Error(`${PAGE_HASHES_FILE} must hold { "version": 1, "pages": { ... } }`);
  }
  const checked: Record<string, InlineHashes> = {};
  for (const [page, hashes] of Object.entries(pages)) {
    const { scripts, styles } = (hashes ?? {}) as Record<string, unknown>;
    if (!page.startsWith('/') || !isHashList(scripts) || !isHashList(styles)) {
      throw new Error(
        `${PAGE_HASHES_FILE}: the entry for ${page} is not { scripts, styles } of hash sources`,
      );
    }
    checked[page] = { scripts, styles };
  }
  return { version: 1, pages: checked };
}
