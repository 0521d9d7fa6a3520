/**
 * The browser id, issued by the server. `ss_browser` (HttpOnly, SameSite=Lax) holds the id and an
 * HMAC of it under the server key, so no script on the page can read it and no request can name
 * another browser: a survey, a visit or a postcode belongs to the browser whose cookie carries a
 * valid signature, never to an id a request body names.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from './cookies';
import { isSecureRequest } from './session';

export const BROWSER_COOKIE = 'ss_browser';

/** The longest lifetime browsers accept for a cookie (400 days); refreshed on every page load. */
const BROWSER_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Ids made before the server issued them (8 to 64 letters, digits or dashes) stay valid. */
const BROWSER_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

function signature(secret: string, browserId: string): Buffer {
  return createHmac('sha256', secret).update(`browser:${browserId}`).digest();
}

/** `<id>.<signature>`: the cookie's value for this browser id. */
export function signBrowserId(secret: string, browserId: string): string {
  return `${browserId}.${signature(secret, browserId).toString('base64url')}`;
}

/** The browser id a cookie value proves, or null when it is malformed or signed by none of `keys`. */
export function verifyBrowserCookie(keys: readonly string[], value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 0) return null;
  const browserId = value.slice(0, dot);
  if (!BROWSER_ID.test(browserId)) return null;
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const signedWith = (key: string) => {
    const expected = signature(key, browserId);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return keys.some(signedWith) ? browserId : null;
}

/** A new browser id: 128 random bits. */
export function newBrowserId(): string {
  return `b-${randomBytes(16).toString('hex')}`;
}

/** The browser id the request's cookie proves under one of `keys` (`/main/` then sets it again under the current key). */
export function readBrowserId(request: FastifyRequest, keys: readonly string[]): string | null {
  return verifyBrowserCookie(keys, readCookie(request, BROWSER_COOKIE));
}

export function setBrowserCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  browserId: string,
): void {
  setCookie(reply, BROWSER_COOKIE, signBrowserId(secret, browserId), {
    path: '/',
    sameSite: 'Lax',
    secure: isSecureRequest(request),
    httpOnly: true,
    maxAge: BROWSER_COOKIE_MAX_AGE_SECONDS,
  });
}
