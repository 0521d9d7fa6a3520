import { listNotifications } from '../services/user-records';
import { withCurrentWelcome } from '../services/welcome-notice';
import { badRequest } from '../lib/api-error';
import { getUserNotifications } from '../../src/api/account';
import { defineContractRoute } from './define-route';
import { type PageQuery, pageQuerySchema, readPage } from './pagination';

/** The moment a new-only listing began, as its first page answered it; not after now. */
function readNewAsOf(value: string | null | undefined, now: Date): Date | null {
  if (value === undefined || value === null) return null;
  const time = Date.parse(value);
  if (!Number.isFinite(time) || time > now.getTime()) {
    throw badRequest('"new_as_of" must be the time a new-only listing began, as its first page gave it.');
  }
  return new Date(time);
}

/**
 * The signed-in user's notifications, newest first, a page at a time (`?limit=20&offset=0`).
 * `new_only` lists only unseen ones; `mark_seen` marks the returned ones seen after reading, and
 * the response still shows them as they were, so the page can highlight what is new. A new-only
 * answer gives `new_as_of`; sent back for the listing's later pages, it keeps what earlier pages
 * marked seen in the listing, so no page skips any. `all_count`
 * and `latest_created_at` let a filtered page say what the filter left out. The welcome notice is
 * worded for the account as it is now (services/welcome-notice.ts).
 */
export const getUserNotificationsRoute = defineContractRoute<
  typeof getUserNotifications,
  'signed-in',
  PageQuery
>(getUserNotifications, {
  session: 'signed-in',
  query: pageQuerySchema,
  handler: async ({ ctx, userId, body, query, now }) =>
    withCurrentWelcome(
      ctx.db,
      userId,
      await listNotifications(ctx.db, userId, readPage(query), {
        newOnly: body.new_only ?? false,
        markSeen: body.mark_seen ?? false,
        now,
        newAsOf: readNewAsOf(body.new_as_of, now),
      }),
    ),
});
