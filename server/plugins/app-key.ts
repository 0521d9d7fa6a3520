/**
 * The app key identifies the front-end build that makes a request (it is compiled into the site,
 * so it is public and grants nothing). A request that names a different key comes from a build
 * made for another server or an old deployment and is refused, so that mismatched client and
 * server versions fail visibly instead of half-working. The site sends it on every call, in the
 * X-App-Key header or, where a header cannot be set, as `app_key` in the body. In production a
 * call to a route of the site's without it is refused too; routes that others call (`session:
 * 'none'`: /status/ for monitors, /cspReport/ posted by browsers themselves) need none.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';

const WRONG_KEY = new ApiError(
  403,
  'APP_KEY',
  'This page was built for a different StaySmart server. Reload the page to get the current version.',
);

const MISSING_KEY = new ApiError(
  403,
  'APP_KEY',
  'This call did not say which StaySmart site made it. Reload the page to get the current version.',
);

export function checkAppKeyHeader(request: FastifyRequest, appKey: string): void {
  const header = request.headers['x-app-key'];
  if (header !== undefined && header !== appKey) throw WRONG_KEY;
}

/** After the body is parsed: a key in the body must be ours, and where one is required, there must be one. */
export function checkAppKeyInBody(request: FastifyRequest, appKey: string, required: boolean): void {
  const body = request.body as { app_key?: unknown } | null | undefined;
  const inBody = body && typeof body === 'object' ? body.app_key : undefined;
  if (inBody !== undefined && inBody !== appKey) throw WRONG_KEY;
  if (required && inBody === undefined && request.headers['x-app-key'] === undefined) throw MISSING_KEY;
}
