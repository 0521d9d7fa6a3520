/**
 * Content-Security-Policy headers. Pages get the policy made from their own inline-script and
 * style hashes, which the build lists in public/.page-hashes.json (gatsby/page-hashes.ts); every
 * other answer but scripts gets a policy that loads nothing.
 *
 * The list is read once, and again when the file is another (a rebuild, or a deploy that swaps
 * the site's folder): each page request compares the file's identity from one `stat`, so a page is
 * never sent with the hashes of another build, and otherwise costs a map lookup. The precompressed
 * files are still sent untouched.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type InlineHashes, PAGE_HASHES_FILE, parsePageHashesManifest } from '../../src/domain/page-hashes';
import { NO_CONTENT_POLICY, pagePolicy, REPORTING_ENDPOINTS } from '../lib/content-security-policy';

export type PolicyHeaders = Readonly<Record<string, string>>;

export interface PagePolicies {
  /**
   * The headers for a page file inside public/, named with a leading slash (`/about/index.html`),
   * sent over HTTPS (`secure`) or not.
   */
  headersFor(page: string, secure: boolean): Promise<PolicyHeaders>;
}

const NO_HASHES: InlineHashes = { scripts: [], styles: [] };
const MISSING = 'missing';

/**
 * Which file is there now: a new build or a swapped folder changes at least one of these. A
 * synchronous stat of a file the kernel has just looked up takes a few microseconds, several times
 * less than the same call through the thread pool, and this runs for every page sent.
 */
function identityOf(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : MISSING;
}

export function createPagePolicies(publicDir: string, log: FastifyBaseLogger): PagePolicies {
  const file = path.join(publicDir, PAGE_HASHES_FILE);
  let pages: Record<string, InlineHashes> | null = null;
  /** The identity of the file `pages` came from (or MISSING); null before the first look. */
  let loaded: string | null = null;
  /** A file that could not be read is not read again until it changes. */
  let unreadable: string | null = null;
  let loading: { identity: string; done: Promise<void> } | null = null;
  const cache = new Map<string, PolicyHeaders>();

  const load = async (identity: string): Promise<void> => {
    if (identity === MISSING) {
      pages = null;
      loaded = MISSING;
      cache.clear();
      log.warn(
        `${file} is missing (the site was built without it): pages are sent with a report-only Content-Security-Policy until the site is rebuilt`,
      );
      return;
    }
    try {
      pages = parsePageHashesManifest(JSON.parse(await readFile(file, 'utf8'))).pages;
      loaded = identity;
      cache.clear();
    } catch (error) {
      // Most likely a build writing it right now: keep what was loaded until the file changes again.
      unreadable = identity;
      log.warn({ err: error }, `${file} could not be read; pages keep the hashes read before`);
    }
  };

  const refresh = async (): Promise<void> => {
    const identity = identityOf(file);
    if (identity === loaded || identity === unreadable) return;
    if (loading?.identity !== identity) loading = { identity, done: load(identity) };
    await loading.done;
  };

  const headersOf = (page: string, secure: boolean): PolicyHeaders => {
    // A site built before pages were hashed: enforcing would block every inline script, so the
    // policy only reports until the next build.
    const name = pages === null ? 'content-security-policy-report-only' : 'content-security-policy';
    const policy = pagePolicy(pages?.[page] ?? NO_HASHES, { reportTo: secure });
    return secure ? { [name]: policy, 'reporting-endpoints': REPORTING_ENDPOINTS } : { [name]: policy };
  };

  return {
    async headersFor(page, secure) {
      await refresh();
      const key = `${secure ? 'https' : 'http'}:${page}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const headers = headersOf(page, secure);
      cache.set(key, headers);
      return headers;
    },
  };
}

const SCRIPT_TYPE = /javascript/i;

/**
 * Every answer that has no policy of its own by the time it is sent (API JSON, errors, redirects,
 * files) gets one that loads nothing, so none of it can be framed or used as a document that runs
 * anything. Scripts are left alone: a service worker takes its policy from its script's answer.
 */
export function addNoContentPolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const hasPolicy =
      reply.hasHeader('content-security-policy') || reply.hasHeader('content-security-policy-report-only');
    if (!hasPolicy && !SCRIPT_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('content-security-policy', NO_CONTENT_POLICY);
    }
    return payload;
  });
}
