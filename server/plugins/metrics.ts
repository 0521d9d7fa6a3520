/**
 * `GET /metrics` in the Prometheus text format, for the operator's monitoring and closed to
 * everyone else: it is served only when METRICS_TOKEN is set, and only to a request that sends
 * `Authorization: Bearer <METRICS_TOKEN>`.
 *
 * Each API process has its own registry and answers for itself (requests, latency, refusals, its
 * memory and event loop); a scrape of any process also reads the figures every process shares from
 * the database (the job queue) and from the live reference data (its age). Prometheus scrapes every
 * process; a sum over them gives the service's totals.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RateLimitGroup } from './rate-limit';

const METRICS_PATH = '/metrics';

/** Seconds: from 5 ms (a session read) to 10 s (a partner's webhook at its timeout). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface QueueFigures {
  queue: string;
  waiting: number;
  running: number;
  retrying: number;
  failed: number;
}

export interface Metrics {
  registry: Registry;
  /** Reads the figures every process shares (the job queue) into the registry; before each scrape. */
  readSharedFigures(): Promise<void>;
  /** A request refused by a rate limit of `group`. */
  rateLimitRefused(group: RateLimitGroup): void;
}

/** What a scrape reads at that moment, shared by every process. */
export interface SharedFigures {
  /** Each follow-up queue's jobs by state, and the dead letters (services/jobs-overview.ts). */
  jobQueue(): Promise<{ queues: QueueFigures[]; deadLetters: number }>;
  /** When the live reference data was fetched from the banks (its newest fetch), or its snapshot date. */
  dataFetchedAt(): Date;
  now(): Date;
}

/**
 * The process's own figures (CPU, memory, event-loop lag, handles) under their usual names
 * (process_*, nodejs_*), which dashboards expect: collected once a process, however many apps it
 * builds (the tests build many).
 */
let processRegistry: Registry | null = null;
function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(shared: SharedFigures): Metrics {
  const registry = new Registry();

  new Gauge({
    name: 'staysmart_reference_data_age_seconds',
    help: 'Seconds since the live product data was fetched from the banks (refreshed daily).',
    registers: [registry],
    collect() {
      this.set(Math.max(0, (shared.now().getTime() - shared.dataFetchedAt().getTime()) / 1000));
    },
  });

  // The job queue, read once a scrape before anything is written out (readSharedFigures).
  const jobs = new Gauge({
    name: 'staysmart_jobs',
    help: 'Follow-up jobs (reminders, alerts, check-ins, retries, refresh) by queue and state.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const deadLetters = new Gauge({
    name: 'staysmart_job_dead_letters',
    help: 'Jobs that failed every try and wait for staff in the dead-letter queue.',
    registers: [registry],
  });
  const queueReadable = new Gauge({
    name: 'staysmart_job_queue_readable',
    help: '1 when the scrape could read the job queue, 0 when the database did not answer.',
    registers: [registry],
  });
  const readSharedFigures = async () => {
    try {
      const figures = await shared.jobQueue();
      jobs.reset();
      for (const queue of figures.queues) {
        for (const state of ['waiting', 'running', 'retrying', 'failed'] as const) {
          jobs.set({ queue: queue.queue, state }, queue[state]);
        }
      }
      deadLetters.set(figures.deadLetters);
      queueReadable.set(1);
    } catch {
      queueReadable.set(0);
    }
  };

  const refusals = new Counter({
    name: 'staysmart_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by limit group.',
    labelNames: ['group'] as const,
    registers: [registry],
  });

  return { registry, readSharedFigures, rateLimitRefused: (group) => refusals.inc({ group }) };
}

/** Requests and their latency per route; and the `/metrics` route itself when a token is set. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  const requests = new Histogram({
    name: 'staysmart_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the address asked for: a label per address would grow without end.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = request.headers.authorization;
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: { code: 'UNAUTHORIZED', message: 'The metrics need the operator token.' } });
    }
    await metrics.readSharedFigures();
    const everything = Registry.merge([processFigures(), metrics.registry]);
    return reply.type(everything.contentType).send(await everything.metrics());
  });
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
