import { hmac, safeEqual } from '../lib/tokens';

/**
 * The token in an e-mail's unsubscribe link: the user id and an HMAC of it under the server key.
 * It does not expire: an unsubscribe link must keep working for as long as the e-mail exists.
 */
export function createUnsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${hmac(secret, `unsubscribe:${userId}`)}`;
}

/** The user id in a token signed with one of `keys`, or null. */
export function readUnsubscribeToken(keys: readonly string[], token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const [, encodedId = '', signature = ''] = match;
  const userId = Buffer.from(encodedId, 'base64url').toString('utf8');
  return keys.some((key) => safeEqual(hmac(key, `unsubscribe:${userId}`), signature)) ? userId : null;
}
