/**
 * The Content-Security-Policy texts: one for pages, made per page from the hashes of its inline
 * scripts and styles, and one for everything else the server answers (API JSON, errors,
 * redirects), which loads nothing. docs/security.md explains each directive.
 */
import type { InlineHashes } from '../../src/domain/page-hashes';

/** Where browsers send violation reports: `report-uri` (application/csp-report) and the Reporting API. */
export const CSP_REPORT_PATH = '/api/v1/cspReport/';
/** The Reporting API's name for that address (`report-to` in the policy, `Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp-endpoint';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** API answers, error bodies and redirects are never documents that load anything. */
export const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface PagePolicyOptions {
  /**
   * Whether to name the Reporting API endpoint (`report-to`). Only for pages sent over HTTPS:
   * Chromium delivers Reporting API reports only to secure endpoints, and a policy with `report-to`
   * makes it ignore `report-uri`, so over plain HTTP (development, the browser tests) it would send
   * no report at all. Browsers without the Reporting API use `report-uri` either way.
   */
  reportTo: boolean;
}

/**
 * The page policy. Scripts: our own files and the inline scripts of this page by hash, nothing
 * else (no 'unsafe-inline', no eval). Style elements: our own files and this page's inline style
 * elements by hash. Style attributes keep 'unsafe-inline' through `style-src`: React writes
 * `style="..."` into the static HTML, with values that vary by page and data, and a style
 * attribute can neither run script nor select other elements (images it could name are limited by
 * img-src). Browsers without `style-src-elem` read `style-src` for elements too.
 */
export function pagePolicy(hashes: InlineHashes, options: PagePolicyOptions): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes.scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['style-src-elem', "'self'", ...hashes.styles].join(' '),
    // data: images cannot run script, and CSS icons are commonly inlined that way.
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    ...(options.reportTo ? [`report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
}
