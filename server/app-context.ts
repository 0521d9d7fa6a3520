import type { ServerConfig } from './config/env';
import type { ReferenceData } from './data/reference-data';
import type { Db } from './db/db';
import type { PrefixedJson } from './lib/prefixed-json';
import type { Clock } from './lib/time';
import type { DeliveryQueue } from './plugins/delivery';
import type { Mailer } from './plugins/mail';
import type { RateLimitSettings } from './plugins/rate-limit';
import type { SmsProvider } from './plugins/sms';
import type { CardJourney } from './services/card-journey';
import type { HomeLoanJourney } from './services/home-loan-journey';
import type { OfferCatalog } from './services/offers';
import type { RefinancePartner } from './services/refinance-partner';
import type { RequestBatches } from './services/request-batches';
import type { SessionState } from './services/sessions';

/** Everything a route or service needs, built once in buildApp and reachable as `app.ctx`. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  now: Clock;
  referenceData: ReferenceData;
  mailer: Mailer;
  sms: SmsProvider;
  delivery: DeliveryQueue;
  /** Key for code hashes and signed tokens (see services/server-secret.ts). */
  secret: string;
  rateLimits: RateLimitSettings;
  /** The offers table, read once after seeding (it changes only at start-up). */
  offers: OfferCatalog;
  /** Batched session reads and writes of the busiest routes (services/request-batches.ts). */
  batches: RequestBatches;
  /** The /main/ answer up to the per-visit part: the providers, serialised and compressed once. */
  mainResponse: PrefixedJson;
  startedAt: Date;
  /** The card catalogue and what the card-journey routes derive from it, built once at start-up. */
  cardJourney: CardJourney;
  /** The home loans and lenders the home-loan routes work on, built once at start-up. */
  homeLoanJourney: HomeLoanJourney;
  /** Where refinance referrals go: the partner's webhook, or the outbox without one. */
  refinancePartner: RefinancePartner;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
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
