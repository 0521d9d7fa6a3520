import type { PgBoss } from 'pg-boss';
import type { ServerConfig } from './config/env';
import type { ReferenceDataReloader } from './data/reference-data-reloader';
import type { ReferenceState } from './data/reference-state';
import type { Db } from './db/db';
import type { Clock } from './lib/time';
import type { DeliveryQueue } from './plugins/delivery';
import type { Mailer } from './plugins/mail';
import type { Metrics } from './plugins/metrics';
import type { KeyRing } from './lib/key-ring';
import type { RateLimitSettings } from './plugins/rate-limit';
import type { SmsProvider } from './plugins/sms';
import type { RefinancePartner } from './services/refinance-partner';
import type { RequestBatches } from './services/request-batches';
import type { SessionState } from './services/sessions';

/**
 * Everything a route or service needs, built in buildApp and reachable as `app.ctx`. The parts
 * derived from the reference data (ReferenceState) are replaced together on each reload, giving a
 * new context object; each API request keeps the one it started with.
 */
export interface AppContext extends ReferenceState {
  config: ServerConfig;
  db: Db;
  now: Clock;
  mailer: Mailer;
  /** Text messages as routes send them: a failed send is queued to be tried again (jobs/sms-retries.ts). */
  sms: SmsProvider;
  /** The provider itself, which the retry jobs use. */
  smsProvider: SmsProvider;
  delivery: DeliveryQueue;
  /** The current server key: signs code hashes, links and cookies (see services/server-secret.ts). */
  secret: string;
  /**
   * The current key (the same as `secret`) and the one it replaced, read at start-up: what checks
   * a signature (`verifyingKeys` in lib/key-ring.ts).
   */
  keys: KeyRing;
  rateLimits: RateLimitSettings;
  /**
   * Where the rate-limit counters live: in PostgreSQL, shared by every API process on it (the
   * default there), or in this process's memory (the embedded database's only choice).
   */
  rateLimitCounters: 'memory' | 'database';
  /** This process's Prometheus figures (plugins/metrics.ts). */
  metrics: Metrics;
  /** Batched session reads and writes of the busiest routes (services/request-batches.ts). */
  batches: RequestBatches;
  startedAt: Date;
  /** Where refinance referrals go: the partner's webhook, or the outbox without one. */
  refinancePartner: RefinancePartner;
  /** The job queue: the worker's when it runs in this process, else one started on first use. */
  jobQueue(): Promise<PgBoss>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context with the reference data live now. */
    ctx: AppContext;
    /** Reads the reference data folder again and swaps it in when it is good (data/reference-data-reloader.ts). */
    referenceDataReloader: ReferenceDataReloader;
  }
  interface FastifyRequest {
    /** The valid session of this request, or null. */
    session: SessionState | null;
    /** The raw session id from the cookie, when it named a valid session. */
    sessionToken: string | null;
    /** True when the cookie named a session that has timed out. */
    sessionExpired: boolean;
  }
}
