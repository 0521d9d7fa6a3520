/**
 * Request-rate limits per client address and per session, on top of @fastify/rate-limit's
 * in-memory counters. Each route names a group; a request must pass both the address and the
 * session counter of its group. (The per-address limit on one-time codes is separate and lives in
 * the database: services/one-time-codes.ts.)
 *
 * The counters live in this process's memory on the embedded database, and in PostgreSQL when the
 * server runs on one (rate-limit-store.ts): every API process on it then counts the same requests.
 */
import { clientNetwork } from '../lib/client-network';
import rateLimitPlugin, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../lib/api-error';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitPair {
  ip: RateLimitRule;
  session: RateLimitRule;
}

export interface RateLimitSettings {
  /** Routes that send a code (sign-up, sign-in, resends). */
  authSend: RateLimitPair;
  /** Routes that check a code. */
  authVerify: RateLimitPair;
  /** Routes that write (visits, events, redirects, subscriptions, sign-out). */
  write: RateLimitPair;
  /**
   * Routes that work out offers or a comparison over the whole market (/survey/estimate/,
   * /getOffers/, /getHLOffers/ and their details): the costliest answers, so the tightest of the
   * everyday limits.
   */
  compute: RateLimitPair;
  /** Every route that names no group: reads such as /myCurrentDeal/ and /getUserDetails/. */
  read: RateLimitPair;
  /** /errorReport/, which also takes requests without a session. */
  errorReport: RateLimitPair;
  /**
   * /cspReport/: browsers send violation reports without the session, so both counters count by
   * address. A group of its own, so a burst of reports from a broken page cannot use up the
   * address's error reports.
   */
  cspReport: RateLimitPair;
}

export type RateLimitGroup = keyof RateLimitSettings;

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  authSend: { ip: { max: 30, windowMs: 10 * MINUTE }, session: { max: 15, windowMs: 10 * MINUTE } },
  authVerify: { ip: { max: 60, windowMs: 10 * MINUTE }, session: { max: 30, windowMs: 10 * MINUTE } },
  write: { ip: { max: 600, windowMs: MINUTE }, session: { max: 240, windowMs: MINUTE } },
  compute: { ip: { max: 240, windowMs: MINUTE }, session: { max: 60, windowMs: MINUTE } },
  read: { ip: { max: 1200, windowMs: MINUTE }, session: { max: 600, windowMs: MINUTE } },
  errorReport: { ip: { max: 60, windowMs: MINUTE }, session: { max: 30, windowMs: MINUTE } },
  cspReport: { ip: { max: 60, windowMs: MINUTE }, session: { max: 60, windowMs: MINUTE } },
};

export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

export async function createRateLimiters(
  app: FastifyInstance,
  settings: RateLimitSettings,
  /** Shared counters (rate-limit-store.ts); the plugin's in-memory ones when null. */
  store: FastifyRateLimitStoreCtor | null = null,
  /** Told of every refusal (the metrics count them). */
  onRefused: (group: RateLimitGroup) => void = () => {},
): Promise<Record<RateLimitGroup, RateLimitCheck>> {
  if (!app.hasDecorator('createRateLimit'))
    await app.register(rateLimitPlugin, { global: false, ...(store ? { store } : {}) });
  const build = (group: RateLimitGroup): RateLimitCheck => {
    const { ip, session } = settings[group];
    const options = { cache: 20_000 };
    const byIp = app.createRateLimit({
      ...options,
      max: ip.max,
      timeWindow: ip.windowMs,
      // Keys name their group and counter: one shared table holds every limiter's counts apart.
      keyGenerator: (request) => `${group}:ip:${clientNetwork(request.ip)}`,
    });
    const bySession = app.createRateLimit({
      ...options,
      max: session.max,
      timeWindow: session.windowMs,
      keyGenerator: (request) =>
        `${group}:session:${request.session?.idHash ?? `ip:${clientNetwork(request.ip)}`}`,
    });
    // Both counters at once: on PostgreSQL they join one statement (rate-limit-store.ts).
    return async (request) => {
      const results = await Promise.all([byIp(request), bySession(request)]);
      for (const result of results) {
        if (!result.isAllowed && result.isExceeded) {
          onRefused(group);
          throw rateLimited(result.ttl, 'Too many requests from you');
        }
      }
    };
  };
  return {
    authSend: build('authSend'),
    authVerify: build('authVerify'),
    write: build('write'),
    errorReport: build('errorReport'),
    cspReport: build('cspReport'),
    compute: build('compute'),
    read: build('read'),
  };
}
