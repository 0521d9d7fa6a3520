import { marketingOptInAt } from '../services/marketing-consent';
import { findUserById } from '../services/users';
import { ApiError } from '../lib/api-error';
import { toIso } from '../lib/time';
import { getUserProperties } from '../../src/api/account';
import { defineContractRoute } from './define-route';

/** The signed-in user's account facts: agreement to news by e-mail, dates and record counts. */
export const getUserPropertiesRoute = defineContractRoute(getUserProperties, {
  session: 'signed-in',
  handler: async ({ ctx, userId }) => {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in to see this.');
    const [counts] = await ctx.db.query<{ notifications: number; unseen: number; history: number }>(
      `SELECT
         (SELECT count(*)::int FROM notifications WHERE user_id = $1) AS notifications,
         (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND seen_at IS NULL) AS unseen,
         (SELECT count(*)::int FROM event_history WHERE user_id = $1) AS history`,
      [userId],
    );
    const optedInAt = await marketingOptInAt(ctx.db, userId);
    return {
      subscribed: optedInAt !== null,
      marketing_opt_in_at: optedInAt,
      signed_up_at: toIso(user.created_at),
      last_signed_in_at: toIso(user.last_signed_in_at),
      notification_count: counts?.notifications ?? 0,
      unseen_notification_count: counts?.unseen ?? 0,
      event_history_count: counts?.history ?? 0,
      staff: ctx.config.staffEmails.includes(user.email),
    };
  },
});
