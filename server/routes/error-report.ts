import { checkWebAddress, decodeWebAddress } from '../lib/web-address';
import { badRequest } from '../lib/api-error';
import { bodySchema, defineRoute, fields } from './define-route';

interface ErrorReportBody {
  error_id: string;
  visit_id?: string | null;
  message?: string | null;
  name?: string | null;
  stack?: string | null;
  raw?: unknown;
  url?: string | null;
}

/**
 * Stores an error the client caught (window error, unhandled rejection, failed call). Accepted
 * without a session too, because start-up errors can happen before /main/ answers; rate limited
 * per address and session.
 */
export const errorReportRoute = defineRoute<ErrorReportBody, Record<string, never>, 'optional'>({
  path: '/errorReport/',
  // A message, a stack trace and the failed call's details (`raw`, up to 50,000 characters).
  bodyLimit: 128 * 1024,
  session: 'optional',
  rateLimit: 'errorReport',
  body: bodySchema(
    {
      error_id: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        description: 'the error id made on the page',
      },
      message: { type: ['string', 'null'], maxLength: 5000 },
      name: { type: ['string', 'null'], maxLength: 200 },
      stack: { type: ['string', 'null'], maxLength: 20000 },
      raw: fields.freeForm({ maxDepth: 16, maxLength: 50_000 }),
      url: { type: ['string', 'null'], maxLength: 4096 },
    },
    ['error_id'],
  ),
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
    return { stored: true, error_id: body.error_id };
  },
});
