/**
 * Serves the built Gatsby site from PUBLIC_DIR the way Gatsby's hosting guide asks:
 * - caching: webpack's hashed bundles, /static/ and the build's chunk map never change (immutable,
 *   one year); HTML, page data, app data and sw.js must be revalidated on every load;
 * - trailing slashes: `/about` answers 301 to `/about/` (query kept), except for addresses ending
 *   .html .json .js .map .txt .xml .pdf;
 * - client-only sections (/credit-cards/*, /home-loans/*, /savings-accounts/*, /offer-qa/*, /user/*): an address with no
 *   file of its own gets the section's client-only page (Gatsby 5 builds `src/pages/x/[...].tsx`
 *   to `public/x/[...]/index.html`; the nearest such page up the path wins, and an address no
 *   `[...]` page covers is missing (the section's own index.html is a static page, not the app);
 * - old addresses: the rules in redirects.json answer 301 (same matcher as the build and browser);
 * - compression: the build writes `.br` / `.gz` beside text files, sent by Accept-Encoding;
 * - pages carry their Content-Security-Policy, with the hashes of their own inline scripts
 *   (plugins/content-security-policy.ts);
 * - anything else missing: public/404.html with status 404.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isChunkMappingAddress } from '../../src/domain/chunk-mapping';
import { matchRedirect, type RedirectRule } from '../../src/domain/redirect-rules';
import type { PagePolicies } from './content-security-policy';

export const CLIENT_ONLY_PREFIXES = [
  '/credit-cards/',
  '/home-loans/',
  '/savings-accounts/',
  '/offer-qa/',
  '/user/',
];
const NO_SLASH_EXTENSIONS = new Set(['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf']);

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(sitePath: string): string {
  if (sitePath === '/sw.js') return REVALIDATE;
  if (sitePath.startsWith('/static/')) return IMMUTABLE;
  // webpack names bundles `<name>-<20 hex>.js` / `.css`; their content never changes under that name.
  if (/-[0-9a-f]{16,}\.(?:js|css|mjs)(?:\.map)?$/.test(sitePath)) return IMMUTABLE;
  if (/^\/styles\.[0-9a-f]{16,}\.css$/.test(sitePath)) return IMMUTABLE;
  // Table and search data files carry a content hash in their names.
  if (/^\/table-data\/[a-z0-9-]+-[0-9a-f]{10}\.json$/.test(sitePath)) return IMMUTABLE;
  // The chunk map is named by the build's compilation hash.
  if (isChunkMappingAddress(sitePath)) return IMMUTABLE;
  return REVALIDATE;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The site path (decoded, normalised, always starting with /), or null for an unusable address. */
function sitePathOf(url: string): { sitePath: string; query: string } | null {
  const [rawPath = '/', ...rest] = url.split('?');
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return null;
  const normalised = path.posix.normalize(decoded);
  if (!normalised.startsWith('/')) return null;
  return { sitePath: normalised, query: rest.length > 0 ? `?${rest.join('?')}` : '' };
}

/** The client-only page for a path in one of the client-only sections, as a path inside public/. */
async function clientOnlyPage(publicDir: string, sitePath: string): Promise<string | null> {
  const prefix = CLIENT_ONLY_PREFIXES.find((candidate) => `${sitePath}/`.startsWith(candidate));
  if (!prefix) return null;
  // From the deepest folder up to the section root, the nearest `[...]` page wins, as in Gatsby's matchPath.
  const segments = sitePath.split('/').filter(Boolean);
  const rootDepth = prefix.split('/').filter(Boolean).length;
  for (let depth = Math.max(segments.length, rootDepth); depth >= rootDepth; depth -= 1) {
    const folder = `/${segments.slice(0, depth).join('/')}`;
    let entries: string[];
    try {
      entries = await readdir(path.join(publicDir, folder));
    } catch {
      continue;
    }
    for (const entry of entries.filter((name) => /^\[\.\.\.[^\]]*\]$/.test(name)).sort()) {
      const page = path.posix.join(folder, entry, 'index.html');
      if (await isFile(path.join(publicDir, page))) return page;
    }
  }
  // No `[...]` page covers this address: it is a missing page, not the section's static index.
  return null;
}

export interface StaticSiteOptions {
  publicDir: string;
  pagePolicies: PagePolicies;
  redirects?: readonly RedirectRule[];
}

export async function staticSitePlugin(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const publicDir = path.resolve(options.publicDir);
  const built = existsSync(publicDir);
  if (built) await app.register(fastifyStatic, { root: publicDir, serve: false, preCompressed: true });
  const redirects = options.redirects ?? [];
  const { pagePolicies } = options;
  const policiesFor = (reply: FastifyReply, page: string) =>
    pagePolicies.headersFor(page, reply.request.protocol === 'https');

  const send = async (reply: FastifyReply, file: string, status = 200) => {
    reply.header('cache-control', cacheControlFor(file));
    if (file.endsWith('.html')) reply.headers(await policiesFor(reply, file));
    if (status !== 200) reply.code(status);
    return reply.sendFile(file.slice(1), publicDir, { cacheControl: false, dotfiles: 'deny' });
  };

  const notFound = async (reply: FastifyReply) => {
    const page = path.join(publicDir, '404.html');
    reply.code(404).header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    if (built && (await isFile(page))) {
      return reply.headers(await policiesFor(reply, '/404.html')).send(await readFile(page));
    }
    // This plain page loads nothing, so the policy that allows nothing fits it.
    return reply.send('<!doctype html><title>Not found</title><h1>Not found</h1>');
  };

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          `The site has not been built yet: run "npm run build" (or "npm start"), then reload. Looked in ${publicDir}.`,
        );
    }
    const parsed = sitePathOf(request.url);
    if (!parsed) return notFound(reply);
    const { sitePath, query } = parsed;
    const segments = sitePath.split('/');
    if (segments.some((segment) => segment.startsWith('.') && segment !== '')) return notFound(reply);
    const moved = matchRedirect(redirects, sitePath);
    if (moved !== null)
      return reply.code(301).header('cache-control', REVALIDATE).redirect(`${moved}${query}`, 301);

    if (sitePath.endsWith('/')) {
      const index = `${sitePath}index.html`;
      if (await isFile(path.join(publicDir, index))) return send(reply, index);
      const fallback = await clientOnlyPage(publicDir, sitePath);
      return fallback ? send(reply, fallback) : notFound(reply);
    }
    if (await isFile(path.join(publicDir, sitePath))) return send(reply, sitePath);
    if (NO_SLASH_EXTENSIONS.has(path.posix.extname(sitePath).toLowerCase())) return notFound(reply);
    return reply
      .code(301)
      .header('cache-control', REVALIDATE)
      .redirect(`${encodeURI(sitePath)}/${query}`, 301);
  });
}

/** The site's own error page for failures outside the API (public/500.html), when there is one. */
export function siteErrorPage(publicDir: string, pagePolicies: PagePolicies) {
  return async (request: FastifyRequest, reply: FastifyReply, status: number): Promise<boolean> => {
    if (status < 500) return false;
    const page = path.join(publicDir, '500.html');
    if (!(await isFile(page))) return false;
    reply
      .headers(await pagePolicies.headersFor('/500.html', request.protocol === 'https'))
      .code(status)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(await readFile(page));
    return true;
  };
}
