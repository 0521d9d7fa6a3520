import { DEVELOPMENT_APP_KEY } from '../domain/app-key';

/**
 * Build-time settings for the browser. Gatsby inlines `process.env.GATSBY_*` when it bundles, so
 * each value is read once here and nowhere else.
 */
function readApiBase(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '/api/v1';
  // A relative base must be site-absolute, or calls from nested pages would resolve under the page.
  if (!value.startsWith('/') && !/^https?:\/\//.test(value)) {
    throw new Error(`GATSBY_API_BASE must start with "/" or http(s):// (got "${value}")`);
  }
  return value.replace(/\/+$/, '');
}

/** The header every call names this build's app key in. */
export const APP_KEY_HEADER = 'X-App-Key';

export const clientEnv = {
  /** Where the API lives; every call is `POST ${apiBase}/<path>/`. */
  apiBase: readApiBase(process.env.GATSBY_API_BASE),
  /**
   * The public key naming this front-end build to the server, sent on every call (gatsby-config.ts
   * sets it from APP_KEY; src/domain/app-key.ts).
   */
  appKey: process.env.GATSBY_APP_KEY?.trim() || DEVELOPMENT_APP_KEY,
  /** A label for this build, sent with the visit (and shown on app pages by the development server only). */
  buildLabel: process.env.GATSBY_BUILD_LABEL?.trim() || 'dev',
  /** True for the development server only (`gatsby develop`); false in every built site and in tests. */
  developmentBuild: process.env.NODE_ENV === 'development',
} as const;
