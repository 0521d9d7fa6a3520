/**
 * Session cookies. `ss_session` (HttpOnly) carries the session id; `XSRF-TOKEN` (readable by the
 * page, so the client can echo it in the X-XSRF-TOKEN header) carries the session's CSRF token.
 * Both are SameSite=Lax, path /, and Secure everywhere except on a loopback host, where browsers
 * accept plain-http development servers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { cookieMaxAgeSeconds, findSession, type NewSession } from '../services/sessions';
import { readCookie, setCookie } from './cookies';

export const SESSION_COOKIE = 'ss_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isSecureRequest(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const host = request.hostname.toLowerCase();
  return !(LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost'));
}

export async function loadSession(request: FastifyRequest, ctx: AppContext): Promise<void> {
  request.session = null;
  request.sessionToken = null;
  request.sessionExpired = false;
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return;
  const lookup = await findSession(ctx.db, ctx.batches.sessions, token, ctx.now());
  if (lookup.status === 'valid') {
    request.session = lookup.session;
    request.sessionToken = token;
  } else if (lookup.status === 'expired') {
    request.sessionExpired = true;
  }
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  next: NewSession,
  now: Date,
): void {
  const maxAge = cookieMaxAgeSeconds(next.session, now);
  const common = { path: '/', sameSite: 'Lax' as const, secure: isSecureRequest(request), maxAge };
  setCookie(reply, SESSION_COOKIE, next.token, { ...common, httpOnly: true });
  setCookie(reply, XSRF_COOKIE, next.session.xsrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const common = { path: '/', sameSite: 'Lax' as const, secure: isSecureRequest(request), maxAge: 0 };
  setCookie(reply, SESSION_COOKIE, '', { ...common, httpOnly: true });
  setCookie(reply, XSRF_COOKIE, '', { ...common, httpOnly: false });
}
