/**
 * Builds the Fastify app (API under /api/v1 plus the built site) without listening, so tests can
 * call `app.inject` and server.ts decides where to listen. Migrations, the server key and the
 * offers table are brought up to date here, so every app starts from a ready database.
 */
import { BODY_LIMIT_BYTES } from './routes/define-route';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import type { ServerConfig } from './config/env';
import { loadReferenceData, type ReferenceData } from './data/reference-data';
import { createReferenceDataReloader, watchDataFolder } from './data/reference-data-reloader';
import { buildReferenceState } from './data/reference-state';
import type { Db } from './db/db';
import { runMigrations } from './db/migrate';
import { type Clock, systemClock } from './lib/time';
import { API_PREFIX, apiPlugin } from './plugins/api';
import { createDeliveryQueue } from './plugins/delivery';
import { registerBodyParsers } from './plugins/body-parsers';
import { addNoContentPolicy, createPagePolicies } from './plugins/content-security-policy';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { addFreeFormKeyword } from './plugins/free-form-keyword';
import { createMailer, type Mailer } from './plugins/mail';
import { oneClickUnsubscribePlugin } from './plugins/one-click-unsubscribe';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './plugins/rate-limit';
import { createOutboxSmsProvider, type SmsProvider } from './plugins/sms';
import { createHttpSmsProvider } from './plugins/sms-http';
import { retryingSms } from './jobs/sms-retries';
import { SECURITY } from './config/security';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { jobQueueFigures } from './services/jobs-overview';
import { siteErrorPage, staticSitePlugin } from './plugins/static-site';
import { loadRedirectRules } from './data/redirect-rules';
import type { PgBoss } from 'pg-boss';
import { startJobQueue } from './jobs/job-queue';
import { type JobWorker, startJobWorker } from './jobs/job-worker';
import { apiRoutes } from './routes';
import { startHousekeeping } from './services/housekeeping';
import { createRequestBatches } from './services/request-batches';
import { createRefinancePartner, type RefinancePartner } from './services/refinance-partner';
import { loadServerKeys } from './services/server-secret';
import { loggerOptions } from './config/logging';

export interface BuildAppOptions {
  config: ServerConfig;
  db: Db;
  referenceData: ReferenceData;
  /** The clock every time rule reads (code expiry, session limits); tests move it. */
  now?: Clock;
  mailer?: Mailer;
  sms?: SmsProvider;
  /** Where refinance referrals go; by default the configured webhook, else the outbox. */
  refinancePartner?: RefinancePartner;
  rateLimits?: Partial<RateLimitSettings>;
  /** 'memory' keeps the counters in this process even on PostgreSQL (bench:api measures the difference). */
  rateLimitCounters?: 'memory';
  /** Fastify logger options; defaults to pino at config.logLevel (config/logging.ts). */
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes (server.ts: yes; tests that share a database: no). */
  closeDbOnClose?: boolean;
  /** Reload the reference data this long after its files stop changing (server.ts, unless WATCH_DATA=false). */
  watchReferenceData?: { debounceMs?: number };
  /** Run the follow-up job worker in this process (server.ts: JOB_WORKER, default true; tests: no). */
  jobWorker?: boolean;
}

/**
 * The Fastify instance with the server's limits: body size, slow senders, trailing slashes, the
 * API's error shape for requests refused before any route, and strict request validation.
 */
function createFastify(config: ServerConfig, logger: BuildAppOptions['logger']): FastifyInstance {
  return Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // A client must send its whole request within 30 seconds, and a connection that says nothing
    // for a minute is closed: slow senders cannot hold connections open (keep-alive stays 72 s).
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests refused before any route runs get the API's error shape too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    ajv: {
      plugins: [addFreeFormKeyword],
      customOptions: {
        // Unknown fields are an error, not silently dropped; "5" is not a number.
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: true,
        allErrors: false,
        allowUnionTypes: true,
        // Gives errors their schema, whose `description` words the 400 message.
        verbose: true,
      },
    },
  });
}

/** The SMS provider the configuration names: the outbox folder in development, else the HTTP gateway. */
function smsProviderOf(config: ServerConfig): SmsProvider {
  return config.sms.provider === 'outbox'
    ? createOutboxSmsProvider(config.outboxDir)
    : createHttpSmsProvider(config.sms);
}

/** The metrics, which read the reference data through app.ctx at each scrape: a reload's new data is what its age is measured from. */
function createAppMetrics(app: FastifyInstance, db: BuildAppOptions['db'], now: Clock) {
  return createMetrics({
    jobQueue: () => jobQueueFigures(db),
    now,
    dataFetchedAt: () => {
      const data = app.ctx.referenceData;
      return new Date(data.fetchedBetween?.to ?? data.snapshotDate);
    },
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, referenceData } = options;
  const now = options.now ?? systemClock;

  const app = createFastify(config, options.logger);

  await runMigrations(db);
  const keys = await loadServerKeys(db);
  const secret = keys.current;

  // The job queue for calls that need one (staff sending a dead letter back): the worker's when it
  // runs here, else one without background work, started on first use and stopped on close.
  let jobWorker: JobWorker | null = null;
  let ownQueue: Promise<PgBoss> | null = null;
  const jobQueue = (): Promise<PgBoss> => {
    if (jobWorker) return Promise.resolve(jobWorker.boss);
    ownQueue ??= startJobQueue(db, { background: false });
    return ownQueue;
  };

  const smsProvider = options.sms ?? smsProviderOf(config);

  const metrics = createAppMetrics(app, db, now);

  let ctx: AppContext = {
    ...(await buildReferenceState(db, referenceData, now())),
    config,
    db,
    now,
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom }),
    sms: retryingSms(smsProvider, {
      secret,
      jobQueue,
      now,
      lifetimeMs: SECURITY.codeTtlMs,
      log: app.log,
    }),
    smsProvider,
    delivery: createDeliveryQueue(app.log),
    secret,
    keys,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    metrics,
    rateLimitCounters: db.driver === 'pg' && options.rateLimitCounters !== 'memory' ? 'database' : 'memory',
    batches: createRequestBatches(db),
    startedAt: now(),
    refinancePartner:
      options.refinancePartner ??
      createRefinancePartner({
        url: config.refinanceWebhookUrl,
        key: config.refinanceWebhookKey,
        timeoutMs: config.refinanceWebhookTimeoutMs,
        outboxDir: config.outboxDir,
      }),
    jobQueue,
  };
  // A getter, so that a reload's new context (same services, new data) is what app.ctx gives next.
  app.decorate('ctx', { getter: () => ctx });
  app.decorate(
    'referenceDataReloader',
    createReferenceDataReloader({
      load: async () => buildReferenceState(db, loadReferenceData(config.referenceDataDir), now()),
      install: (state) => {
        ctx = { ...ctx, ...state };
      },
      liveVersion: () => ctx.referenceData.version,
      log: app.log,
    }),
  );
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionExpired', false);

  let stopHousekeeping = () => {};
  let stopWatching = () => {};
  app.addHook('onReady', async () => {
    stopHousekeeping = startHousekeeping(db, now, app.log);
    if (options.jobWorker) jobWorker = await startJobWorker(db, () => app.ctx, app.log);
    const watching = options.watchReferenceData;
    if (watching) {
      stopWatching = watchDataFolder(
        config.referenceDataDir,
        () => void app.referenceDataReloader.reload('data files changed'),
        app.log,
        watching.debounceMs,
      );
    }
  });
  app.addHook('onClose', async () => {
    stopWatching();
    stopHousekeeping();
    await jobWorker?.stop();
    if (ownQueue) await (await ownQueue).stop({ graceful: true, timeout: 10_000 });
    await app.referenceDataReloader.idle();
    // Requests have been answered by now, so their writes are stored; this catches any stragglers.
    await ctx.batches.idle();
    await ctx.delivery.idle();
    await ctx.mailer.close();
    if (options.closeDbOnClose) await db.close();
  });

  // The Content-Security-Policy is the site's own: each page's names the hashes of its inline
  // scripts (plugins/content-security-policy.ts), which helmet's fixed policy cannot.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // The browser default: banks see that a visitor came from us, never the page address.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const pagePolicies = createPagePolicies(config.publicDir, app.log);
  addNoContentPolicy(app);
  registerErrorHandling(app, siteErrorPage(config.publicDir, pagePolicies));
  registerBodyParsers(app);
  registerMetrics(app, metrics, config.metricsToken);
  await app.register(apiPlugin, { prefix: API_PREFIX, routes: apiRoutes });
  await app.register(oneClickUnsubscribePlugin);
  await app.register(staticSitePlugin, {
    publicDir: config.publicDir,
    pagePolicies,
    redirects: loadRedirectRules(),
  });
  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .send({ error: { code: 'NOT_FOUND', message: `Nothing here answers ${request.method} requests.` } }),
  );
  return app;
}
