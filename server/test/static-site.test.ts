/** @jest-environment ./server/test/pglite-environment.ts */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_HASHES_FILE } from '../../src/domain/page-hashes';
import { NO_CONTENT_POLICY } from '../lib/content-security-policy';
import { cacheControlFor } from '../plugins/static-site';
import { useTestApp } from './helpers/test-app';

const site = mkdtempSync(path.join(os.tmpdir(), 'staysmart-public-'));
function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), content);
}
write('index.html', '<h1>Home</h1>');
write('404.html', '<h1>Page not found</h1>');
write('about/index.html', '<h1>About</h1>');
write('app-c215a4c1366a3b3d58fa.js', 'console.log(1)');
write('styles.dea0f4bb19310f9dddcb.css', 'body{}');
write('static/logo-abc.png', 'png');
write('page-data/about/page-data.json', '{"path":"/about/"}');
write('sw.js', 'self.addEventListener("fetch", () => {})');
write('robots.txt', 'User-agent: *');
write('credit-cards/[...]/index.html', '<h1>Credit cards app</h1>');
write('credit-cards/compare/index.html', '<h1>Compare cards</h1>');
write('user/[...]/index.html', '<h1>Account app</h1>');
write('home-loans/index.html', '<h1>Home loans table</h1>');
write('savings-accounts/index.html', '<h1>Savings table</h1>');
write('savings-accounts/check/[...]/index.html', '<h1>Savings check app</h1>');
write('savings-accounts/ing/index.html', '<h1>ING savings</h1>');
write('offer-qa/[...slug]/index.html', '<h1>Offer QA app</h1>');
write('interest-free-credit-cards/index.html', '<h1>Interest-free cards</h1>');
write('table-data/hl-0123456789.json', '[]');
write('news/index.html', '<h1>News</h1>');
write('news/index.html.br', 'brotli bytes');
write('news/index.html.gz', 'gzip bytes');
const HOME_SCRIPT = "'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='";
const NOT_FOUND_SCRIPT = "'sha256-egpbluqkD8NT0bY3bWy7raM9tRIMkfUWboq0Y8KqsFk='";
const APP_SCRIPT = "'sha256-IsP3dHTJCfv3nP5O0v38TbBwcpbi7SxxT25uk1gSBsQ='";
const SITE_STYLE = "'sha256-nziAmFTz05G/31EA97RBPkckIaApoNaWLKeI0JAo5uk='";
write(
  PAGE_HASHES_FILE,
  JSON.stringify({
    version: 1,
    pages: {
      '/index.html': { scripts: [HOME_SCRIPT], styles: [SITE_STYLE] },
      '/404.html': { scripts: [NOT_FOUND_SCRIPT], styles: [SITE_STYLE] },
      '/credit-cards/[...]/index.html': { scripts: [APP_SCRIPT], styles: [SITE_STYLE] },
      '/news/index.html': { scripts: [], styles: [SITE_STYLE] },
    },
  }),
);

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('the built site', () => {
  const t = useTestApp('pglite', { publicDir: site });
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t().app.inject({ method, url });

  test('serves pages with revalidation and hashed bundles as immutable', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe('<h1>Home</h1>');
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const bundle = await get('/app-c215a4c1366a3b3d58fa.js');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/styles.dea0f4bb19310f9dddcb.css')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/static/logo-abc.png')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/page-data/about/page-data.json')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect((await get('/sw.js')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get('/robots.txt')).statusCode).toBe(200);
  });

  test('adds the trailing slash with a 301, keeping the query, except for file-like addresses', async () => {
    const about = await get('/about?ref=nav');
    expect(about.statusCode).toBe(301);
    expect(about.headers.location).toBe('/about/?ref=nav');
    expect((await get('/about/')).body).toBe('<h1>About</h1>');
    const missingJson = await get('/page-data/missing/page-data.json');
    expect(missingJson.statusCode).toBe(404);
    expect((await get('/nothing.html')).statusCode).toBe(404);
  });

  test('serves public/404.html with status 404 for a missing page', async () => {
    const missing = await get('/no-such-page/');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('<h1>Page not found</h1>');
    expect(missing.headers['content-type']).toMatch(/text\/html/);
  });

  test('falls back to the client-only page of the section', async () => {
    const deep = await get('/credit-cards/product-transfer/');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toBe('<h1>Credit cards app</h1>');
    expect((await get('/credit-cards/offers/123/')).body).toBe('<h1>Credit cards app</h1>');
    expect((await get('/credit-cards/compare/')).body).toBe('<h1>Compare cards</h1>');
    expect((await get('/user/settings/')).body).toBe('<h1>Account app</h1>');
    expect((await get('/offer-qa/offers/')).body).toBe('<h1>Offer QA app</h1>');
    const noSlash = await get('/offer-qa/offer-details');
    expect(noSlash.statusCode).toBe(301);
    expect(noSlash.headers.location).toBe('/offer-qa/offer-details/');
    expect((await get('/home-loans/register/')).statusCode).toBe(404);
    // A section's static index is not its app: an unknown address below it is missing.
    expect((await get('/home-loans/no-such-lender/')).statusCode).toBe(404);
    // The savings check is one client-only segment among the savings section's static pages.
    expect((await get('/savings-accounts/check/')).body).toBe('<h1>Savings check app</h1>');
    expect((await get('/savings-accounts/ing/')).body).toBe('<h1>ING savings</h1>');
    expect((await get('/savings-accounts/no-such-bank/')).statusCode).toBe(404);
  });

  test('redirects old addresses by the rules in redirects.json, keeping the query', async () => {
    const exact = await get('/no-interest-credit-cards/?ref=ad');
    expect(exact.statusCode).toBe(301);
    expect(exact.headers.location).toBe('/interest-free-credit-cards/?ref=ad');
    const prefixed = await get('/86400/savings/account');
    expect(prefixed.statusCode).toBe(301);
    expect(prefixed.headers.location).toBe('/providers/ubank/');
    expect((await get('/interest-free-credit-cards/')).statusCode).toBe(200);
  });

  test('sends the precompressed file the browser accepts, and the plain one otherwise', async () => {
    const brotli = await t().app.inject({ url: '/news/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    const gzip = await t().app.inject({ url: '/news/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t().app.inject({ url: '/news/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<h1>News</h1>');
  });

  test('answers HEAD and refuses paths outside the site', async () => {
    const head = await get('/about/', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await get('/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404);
    expect((await get('/.env')).statusCode).toBe(404);
  });

  test('keeps the API answering JSON beside the site', async () => {
    const api = await get('/api/v1/status/');
    expect(api.statusCode).toBe(405);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  test('pages carry the policy with their own hashes; other answers one that loads nothing', async () => {
    const policy = async (url: string, headers: Record<string, string> = {}) =>
      (await t().app.inject({ url, headers })).headers['content-security-policy'];
    const home = await get('/');
    expect(home.headers['content-security-policy']).toContain(`script-src 'self' ${HOME_SCRIPT};`);
    expect(home.headers['content-security-policy']).toContain(`style-src-elem 'self' ${SITE_STYLE};`);
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Over plain HTTP browsers are sent to report-uri only (see lib/content-security-policy.ts).
    expect(home.headers['content-security-policy']).not.toContain('report-to');
    expect(home.headers['reporting-endpoints']).toBeUndefined();
    expect(await policy('/no-such-page/')).toContain(`script-src 'self' ${NOT_FOUND_SCRIPT};`);
    expect(await policy('/credit-cards/product-transfer/')).toContain(`script-src 'self' ${APP_SCRIPT};`);
    // The precompressed copy is the same page, sent as it is, with the same policy.
    expect(await policy('/news/', { 'accept-encoding': 'br' })).toContain(
      `style-src-elem 'self' ${SITE_STYLE}`,
    );
    // A page the list does not name may run no inline script at all.
    expect(await policy('/about/')).toContain("script-src 'self'; ");

    expect(await policy('/api/v1/status/')).toBe(NO_CONTENT_POLICY);
    expect(await policy('/about')).toBe(NO_CONTENT_POLICY);
    expect(await policy('/static/logo-abc.png')).toBe(NO_CONTENT_POLICY);
    // A service worker takes its policy from its own script's answer: it must be free to import.
    expect(await policy('/sw.js')).toBeUndefined();
    expect(await policy('/app-c215a4c1366a3b3d58fa.js')).toBeUndefined();
    expect((await get(`/${PAGE_HASHES_FILE}`)).statusCode).toBe(404);
  });

  test('classifies cache lifetimes by file name', () => {
    expect(cacheControlFor('/component---src-pages-index-tsx-c6c938af4543f77908bf.js')).toMatch(/immutable/);
    expect(cacheControlFor('/idb-keyval-3.2.0-iife.min.js')).toMatch(/must-revalidate/);
    expect(cacheControlFor('/page-data/app-data.json')).toMatch(/must-revalidate/);
    expect(cacheControlFor('/table-data/hl-0123456789.json')).toMatch(/immutable/);
    expect(cacheControlFor('/table-data/hl.json')).toMatch(/must-revalidate/);
    expect(cacheControlFor('/chunk-map/78a4ea9c00cedf491f48.json')).toMatch(/immutable/);
    expect(cacheControlFor('/chunk-map.json')).toMatch(/must-revalidate/);
    expect(cacheControlFor('/chunk-map/latest.json')).toMatch(/must-revalidate/);
  });
});

describe('behind a proxy that ends HTTPS', () => {
  const t = useTestApp('pglite', { publicDir: site, env: { TRUST_PROXY: 'true' } });

  test('pages also name the Reporting API endpoint', async () => {
    const home = await t().app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(home.headers['content-security-policy']).toMatch(
      /; report-uri \/api\/v1\/cspReport\/; report-to csp-endpoint$/,
    );
    expect(home.headers['reporting-endpoints']).toBe('csp-endpoint="/api/v1/cspReport/"');
  });
});

describe('before the site is built', () => {
  const t = useTestApp('pglite', { publicDir: path.join(site, 'not-built') });

  test('pages answer 503 with how to build, while the API works', async () => {
    const page = await t().app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/npm run build/);
    expect(page.headers['content-security-policy']).toBe(NO_CONTENT_POLICY);
    expect((await t().client().post('/status/')).statusCode).toBe(200);
  });
});
