import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_HASHES_FILE, type PageHashesManifest } from '../../src/domain/page-hashes';
import { pagePolicy } from '../lib/content-security-policy';
import { createPagePolicies } from './content-security-policy';

const HOME_SCRIPT = "'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='";
const SITE_STYLE = "'sha256-nziAmFTz05G/31EA97RBPkckIaApoNaWLKeI0JAo5uk='";
const NEW_SCRIPT = "'sha256-egpbluqkD8NT0bY3bWy7raM9tRIMkfUWboq0Y8KqsFk='";

describe('the page policy', () => {
  test('allows our own files and the named hashes, and never inline script or plugins', () => {
    const policy = pagePolicy({ scripts: [HOME_SCRIPT], styles: [SITE_STYLE] }, { reportTo: true });
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      `script-src 'self' ${HOME_SCRIPT}`,
      "style-src 'self' 'unsafe-inline'",
      `style-src-elem 'self' ${SITE_STYLE}`,
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'report-uri /api/v1/cspReport/',
      'report-to csp-endpoint',
    ]);
  });

  test('names the Reporting API endpoint only when asked (over HTTPS)', () => {
    expect(pagePolicy({ scripts: [], styles: [] }, { reportTo: false })).not.toContain('report-to');
  });
});

describe('page policies from the build hash list', () => {
  let site: string;
  const warnings: string[] = [];
  const log = {
    warn: (...args: unknown[]) => warnings.push(String(args.at(-1))),
  } as unknown as FastifyBaseLogger;

  const writeManifest = (pages: PageHashesManifest['pages'], modified: Date) => {
    const file = path.join(site, PAGE_HASHES_FILE);
    writeFileSync(file, JSON.stringify({ version: 1, pages }));
    utimesSync(file, modified, modified);
  };

  beforeEach(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'staysmart-policies-'));
    warnings.length = 0;
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  test('gives a page the hashes of its own inline code, and a page the list lacks none', async () => {
    writeManifest({ '/index.html': { scripts: [HOME_SCRIPT], styles: [SITE_STYLE] } }, new Date(2025, 0, 1));
    const policies = createPagePolicies(site, log);
    const home = await policies.headersFor('/index.html', false);
    expect(home).toEqual({
      'content-security-policy': pagePolicy(
        { scripts: [HOME_SCRIPT], styles: [SITE_STYLE] },
        { reportTo: false },
      ),
    });
    const unknown = await policies.headersFor('/new/index.html', false);
    expect(unknown['content-security-policy']).toContain("script-src 'self'; ");
  });

  test('over HTTPS, also names the Reporting API endpoint', async () => {
    writeManifest({ '/index.html': { scripts: [HOME_SCRIPT], styles: [] } }, new Date(2025, 0, 1));
    const headers = await createPagePolicies(site, log).headersFor('/index.html', true);
    expect(headers['reporting-endpoints']).toBe('csp-endpoint="/api/v1/cspReport/"');
    expect(headers['content-security-policy']).toMatch(/; report-to csp-endpoint$/);
  });

  test('only reports, and says why, when the site was built without the list', async () => {
    const headers = await createPagePolicies(site, log).headersFor('/index.html', false);
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['content-security-policy-report-only']).toContain("script-src 'self';");
    expect(warnings.join('\n')).toMatch(/report-only .* until the site is rebuilt/);
  });

  test('reads the list again when a rebuild changed it', async () => {
    writeManifest({ '/index.html': { scripts: [HOME_SCRIPT], styles: [] } }, new Date(2025, 0, 1));
    const policies = createPagePolicies(site, log);
    expect((await policies.headersFor('/index.html', false))['content-security-policy']).toContain(
      HOME_SCRIPT,
    );
    writeManifest({ '/index.html': { scripts: [NEW_SCRIPT], styles: [] } }, new Date(2025, 0, 2));
    const rebuilt = (await policies.headersFor('/index.html', false))['content-security-policy'];
    expect(rebuilt).toContain(NEW_SCRIPT);
    expect(rebuilt).not.toContain(HOME_SCRIPT);
  });

  test('keeps the last good list while a damaged one is being written', async () => {
    writeManifest({ '/index.html': { scripts: [HOME_SCRIPT], styles: [] } }, new Date(2025, 0, 1));
    const policies = createPagePolicies(site, log);
    await policies.headersFor('/index.html', false);
    const file = path.join(site, PAGE_HASHES_FILE);
    writeFileSync(file, '{"version":1,"pages":{"/index');
    utimesSync(file, new Date(2025, 0, 2), new Date(2025, 0, 2));
    expect((await policies.headersFor('/index.html', false))['content-security-policy']).toContain(
      HOME_SCRIPT,
    );
    expect(warnings.join('\n')).toMatch(/could not be read/);
  });
});
