import { errorReport } from '../../src/api/site';
import { checkWebAddress, decodeWebAddress } from '../lib/web-address';
import { badRequest } from '../lib/api-error';
import { defineContractRoute } from './define-route';

/**
 * Stores an error the client caught (window error, unhandled rejection, failed call). Accepted
 * without a session too, because start-up errors can happen before /main/ answers; rate limited
 * per address and session.
 */
export const errorReportRoute = defineContractRoute(errorReport, {
  // A message, a stack trace and the failed call's details (`raw`, up to 50,000 characters).
  bodyLimit: 128 * 1024,
  session: 'optional',
  rateLimit: 'errorReport',
  handler: async ({ ctx, request, session, body, now }) => {
    if (!body.message && !body.stack && body.raw === undefined) {
      throw badRequest('Send at least one of "message", "stack" or "raw" with the error report.');
    }
    const raw = body.raw === undefined ? null : JSON.stringify(body.raw);
    const url = body.url ? (decodeWebAddress(body.url) ?? checkWebAddress(body.url)) : null;
    await ctx.db.query(
      `INSERT INTO error_reports (error_id, visit_id, browser_id, name, message, stack, raw, url, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)`,
      [
        body.error_id,
        body.visit_id ?? session?.visitId ?? null,
        session?.browserId ?? null,
        body.name ?? null,
        body.message ?? null,
        body.stack ?? null,
        raw,
        url,
        request.headers['user-agent']?.slice(0, 500) ?? null,
        now.toISOString(),
      ],
    );
    return { stored: true as const, error_id: body.error_id };
  },
});
