/**
 * Cross-site request forgery defence, two layers:
 * - double submit: a request on an existing session must carry X-XSRF-TOKEN equal to that
 *   session's token (which the page reads from the XSRF-TOKEN cookie; another site cannot);
 * - origin: when the browser says where the request comes from (Origin), it must be this host.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';
import { safeEqual } from '../lib/tokens';
import { XSRF_HEADER } from './session';

export function checkOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let allowed = false;
  try {
    const from = new URL(origin);
    // Normalises default ports the same way for both sides (Host "example.com:443" = "https://example.com").
    allowed = new URL(`${from.protocol}//${request.host}`).host === from.host;
  } catch {
    allowed = false;
  }
  if (!allowed) {
    throw new ApiError(
      403,
      'CSRF',
      'Requests from other web sites are not accepted. Open StaySmart directly and try again.',
    );
  }
}

export function checkXsrfToken(request: FastifyRequest): void {
  const session = request.session;
  if (!session) return;
  const header = request.headers[XSRF_HEADER];
  if (typeof header !== 'string' || !safeEqual(header, session.xsrfToken)) {
    throw new ApiError(
      403,
      'CSRF',
      'The X-XSRF-TOKEN header is missing or does not match the XSRF-TOKEN cookie. Reload the page and try again.',
    );
  }
}
