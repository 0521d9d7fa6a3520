/**
 * The app key identifies the front-end build that makes a request (it is compiled into the site,
 * so it is public and grants nothing). A request that names a different key comes from a build
 * made for another server or an old deployment and is refused, so that mismatched client and
 * server versions fail visibly instead of half-working. A request without a key is accepted
 * (curl, health checks, the status page).
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';

const WRONG_KEY = new ApiError(
  403,
  'APP_KEY',
  'This page was built for a different StaySmart server. Reload the page to get the current version.',
);

export function checkAppKeyHeader(request: FastifyRequest, appKey: string): void {
  const header = request.headers['x-app-key'];
  if (header !== undefined && header !== appKey) throw WRONG_KEY;
}

export function checkAppKeyInBody(request: FastifyRequest, appKey: string): void {
  const body = request.body as { app_key?: unknown } | null | undefined;
  if (body && typeof body === 'object' && body.app_key !== undefined && body.app_key !== appKey)
    throw WRONG_KEY;
}
