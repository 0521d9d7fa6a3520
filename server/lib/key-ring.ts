/**
 * The server key and the one it replaced (services/server-secret.ts keeps both in `app_secrets`).
 * Everything is signed with the current key; a signature is checked with the current key and then,
 * while the rule for its kind allows, with the previous one, so that links, codes and cookies made
 * before a rotation keep working (`npm run key:rotate`; docs/security.md, Server key).
 */

/** How long after a rotation the previous key still verifies what expires: survey links (30 days), codes, cookies. */
export const PREVIOUS_KEY_GRACE_MS = 30 * 24 * 60 * 60 * 1000;

export interface KeyRing {
  /** Signs everything; the same string as `ctx.secret`. */
  current: string;
  /** The key before the last rotation and when it was retired; null before any, or after `--revoke-old`. */
  previous: { key: string; retiredAt: Date } | null;
}

/**
 * What a signature is for, which decides how long the previous key verifies it:
 * - `grace`: survey-update and account-change links, one-time codes, browser cookies and sealed
 *   text messages, for PREVIOUS_KEY_GRACE_MS after the rotation (no survey link or code signed
 *   before it is still valid by then; a browser seen in that time has had its cookie signed again);
 * - `unsubscribe`: unsubscribe links, until the next rotation, since the e-mails holding them
 *   cannot be signed again.
 */
export type KeyUse = 'grace' | 'unsubscribe';

/** The keys to check a signature of this kind with at `now`, the current key first. */
export function verifyingKeys(ring: KeyRing, use: KeyUse, now: Date): string[] {
  const { previous } = ring;
  if (!previous) return [ring.current];
  const inGrace = now.getTime() - previous.retiredAt.getTime() < PREVIOUS_KEY_GRACE_MS;
  return use === 'unsubscribe' || inGrace ? [ring.current, previous.key] : [ring.current];
}

/** What `verify` gives under the first of `keys` it accepts (a non-null answer), or null. */
export function verifyWithKeys<T>(keys: readonly string[], verify: (key: string) => T | null): T | null {
  for (const key of keys) {
    const result = verify(key);
    if (result !== null) return result;
  }
  return null;
}
