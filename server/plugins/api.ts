/**
 * Mounts the API routes under /api/v1 with the checks every route shares, in this order:
 * origin, app key (header), session, CSRF token, session requirement, rate limits; then the
 * query string's text (the body's was checked as it was parsed), body validation (with the app
 * key in the body), then the handler. Also answers other methods with 405 and unknown paths with
 * a JSON 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, badRequest } from '../lib/api-error';
import { findBodyProblem } from '../lib/body-inspection';
import { type ApiRoute, DEFAULT_BODY_LIMIT, type SessionRequirement } from '../routes/define-route';
import { checkAppKeyHeader, checkAppKeyInBody } from './app-key';
import { checkOrigin, checkXsrfToken } from './csrf';
import { errorBody } from './errors';
import { createRateLimiters } from './rate-limit';
import { databaseRateLimitStore } from './rate-limit-store';
import { loadSession } from './session';

export const API_PREFIX = '/api/v1';

function normalisePath(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase();
}

function requireSession(request: FastifyRequest, requirement: SessionRequirement): void {
  if (requirement === 'none' || requirement === 'optional') return;
  if (!request.session) {
    throw request.sessionExpired
      ? new ApiError(401, 'SESSION_EXPIRED', 'Your session has expired. Reload the page to start a new one.')
      : new ApiError(401, 'NO_SESSION', 'There is no session yet. Reload the page to start one.');
  }
  if (requirement === 'signed-in' && !request.session.userId) {
    throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in to see this.');
  }
}

export interface ApiPluginOptions {
  // Routes differ in body, query and session types; the plugin treats them alike.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  routes: ApiRoute<any, any, any>[];
}

export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  // The settings and services are the same in every context; only the reference data changes.
  const ctx = app.ctx;
  // Each request's context, taken as it arrives: a reload while it runs does not change its data.
  const requestContexts = new WeakMap<FastifyRequest, AppContext>();
  // On PostgreSQL every API process counts in the same table; the embedded database has one process.
  const limiters = await createRateLimiters(
    app,
    ctx.rateLimits,
    ctx.rateLimitCounters === 'database' ? databaseRateLimitStore(ctx.db, ctx.now) : null,
    (group) => ctx.metrics.rateLimitRefused(group),
  );
  const known = new Set<string>();
  // In production the site's calls must name the build they come from (plugins/app-key.ts).
  const requireAppKey = ctx.config.nodeEnv === 'production';

  app.addHook('onSend', async (_request, reply, payload) => {
    // API answers are personal (sessions, codes); no browser or proxy may keep them.
    reply.header('cache-control', 'no-store');
    return payload;
  });

  for (const route of options.routes) {
    known.add(normalisePath(route.path));
    app.route({
      method: 'POST',
      url: route.path,
      bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
      schema: {
        ...(route.body ? { body: route.body } : {}),
        ...(route.query ? { querystring: route.query } : {}),
      },
      onRequest: async (request) => {
        requestContexts.set(request, app.ctx);
        checkOrigin(request);
        checkAppKeyHeader(request, ctx.config.appKey);
        // /status/ answers monitors without touching sessions.
        if (route.session !== 'none') {
          await loadSession(request, ctx);
          checkXsrfToken(request);
        }
        requireSession(request, route.session);
        await limiters[route.rateLimit ?? 'read'](request);
      },
      preValidation: async (request) => {
        // A POST without a body is validated as {} so that missing fields get their own message.
        // A body of JSON null is not "no body": the schema refuses it like any other non-object.
        if (request.body === undefined) request.body = {};
        // Bodies were inspected as they were parsed (plugins/body-parsers.ts); the query string
        // is held to the same rules.
        const queryProblem = findBodyProblem(request.query, 'query');
        if (queryProblem) throw badRequest(queryProblem);
        checkAppKeyInBody(request, ctx.config.appKey, requireAppKey && route.session !== 'none');
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await route.handler({
          ctx: requestContexts.get(request) ?? app.ctx,
          request,
          reply,
          body: request.body,
          query: request.query,
          session: request.session,
          userId: request.session?.userId ?? null,
          now: ctx.now(),
        });
        if (reply.sent) return reply;
        return result ?? {};
      },
    });
  }

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    handler: async (request, reply) => {
      const path = normalisePath(request.url.split('?')[0] ?? '');
      if (known.has(normalisePath(path.slice(API_PREFIX.length)))) {
        return reply
          .code(405)
          .header('allow', 'POST')
          .send(
            errorBody(
              'METHOD_NOT_ALLOWED',
              `Use POST for ${path}/: every API call is a POST with a JSON body.`,
            ),
          );
      }
      return reply.code(404).send(errorBody('NOT_FOUND', `There is no API call at ${path}/.`));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply.code(404).send(errorBody('NOT_FOUND', `There is no API call at ${path}.`));
  });
}
