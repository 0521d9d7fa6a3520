import { status } from '../../src/api/site';
import { CLIENT_DATA_VERSION } from '../config/security';
import { defineContractRoute } from './define-route';

/**
 * Health: database reachability (with the time a SELECT 1 took) and which reference data is live
 * (its snapshot date, fetch dates, version hash and when it was loaded). 503 when the database is down.
 */
export const statusRoute = defineContractRoute(status, {
  // Monitors and the status page may send anything; nothing in the body is used.
  session: 'none',
  handler: async ({ ctx, reply, now }) => {
    const started = process.hrtime.bigint();
    let reachable = true;
    try {
      await ctx.db.query('SELECT 1');
    } catch (error) {
      reachable = false;
      reply.log.error({ err: error }, 'Database is unreachable');
    }
    const latencyMs = Number(process.hrtime.bigint() - started) / 1e6;
    if (!reachable) reply.code(503);
    return {
      status: reachable ? ('ok' as const) : ('degraded' as const),
      time: now.toISOString(),
      uptime_seconds: Math.round((now.getTime() - ctx.startedAt.getTime()) / 1000),
      database: { reachable, driver: ctx.db.driver, latency_ms: Math.round(latencyMs * 100) / 100 },
      data: {
        snapshot_date: ctx.referenceData.snapshotDate,
        fetched_from: ctx.referenceData.fetchedBetween?.from ?? null,
        fetched_to: ctx.referenceData.fetchedBetween?.to ?? null,
        version: ctx.referenceData.version,
        loaded_at: ctx.dataLoadedAt.toISOString(),
        client_data_version: CLIENT_DATA_VERSION,
      },
    };
  },
});
