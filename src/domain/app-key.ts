/**
 * The app key names the front-end build to the API (the spec's `{key}`): the build compiles it into
 * the site and sends it on every call, and the server refuses a call with another key, or, in
 * production, without one (server/plugins/app-key.ts). It is public and grants nothing.
 */

/** The key of a development build and server, when APP_KEY is not set. */
export const DEVELOPMENT_APP_KEY = 'staysmart-dev-app-key';

const APP_KEY_PATTERN = /^[A-Za-z0-9._~-]{8,128}$/;

export function isValidAppKey(key: string): boolean {
  return APP_KEY_PATTERN.test(key);
}

/**
 * The key a build compiles in: GATSBY_APP_KEY, else the server's APP_KEY (one setting for both
 * when they are deployed together), else the development key.
 */
export function buildAppKey(env: Record<string, string | undefined>): string {
  const key = env.GATSBY_APP_KEY?.trim() || env.APP_KEY?.trim() || DEVELOPMENT_APP_KEY;
  if (!isValidAppKey(key))
    throw new Error(
      'APP_KEY must be 8 to 128 characters of letters, digits, dot, dash, underscore or tilde.',
    );
  return key;
}
