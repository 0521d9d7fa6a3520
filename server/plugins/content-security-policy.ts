/**
 * Content-Security-Policy headers. Pages get the policy made from their own inline-script and
 * style hashes, which the build lists in public/.page-hashes.json (gatsby/page-hashes.ts); every
 * other answer but scripts gets a policy that loads nothing.
 *
 * The list is read once and again only when the file changes (looked at no more than once a
 * second), so a rebuild under a running server is picked up without a restart, and a page costs a
 * map lookup: the precompressed files are still sent untouched.
 */
import { readFile, stat } from 'node:fs/promises';
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

export interface PagePolicyOptions {
  /** How long a look at the hash list's modification time holds. */
  recheckMs?: number;
}

export function createPagePolicies(
  publicDir: string,
  log: FastifyBaseLogger,
  options: PagePolicyOptions = {},
): PagePolicies {
  const file = path.join(publicDir, PAGE_HASHES_FILE);
  const recheckMs = options.recheckMs ?? 1000;
  let pages: Record<string, InlineHashes> | null = null;
  /** The list's modification time when it was read; null: it was missing; undefined: not looked at yet. */
  let loadedVersion: number | null | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> = Promise.resolve();
  const cache = new Map<string, PolicyHeaders>();

  const refresh = async (): Promise<void> => {
    let version: number | null = null;
    try {
      version = (await stat(file)).mtimeMs;
    } catch {
      version = null;
    }
    if (version === loadedVersion) return;
    cache.clear();
    if (version === null) {
      pages = null;
      loadedVersion = null;
      log.warn(
        `${file} is missing (the site was built without it): pages are sent with a report-only Content-Security-Policy until the site is rebuilt`,
      );
      return;
    }
    try {
      pages = parsePageHashesManifest(JSON.parse(await readFile(file, 'utf8'))).pages;
      loadedVersion = version;
    } catch (error) {
      // Most likely a build writing it right now: keep what was loaded and read it again later.
      log.warn({ err: error }, `${file} could not be read; trying again on a later request`);
    }
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
      const now = Date.now();
      if (now - checkedAt >= recheckMs) {
        checkedAt = now;
        checking = refresh();
      }
      await checking;
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
