import { SECURITY } from '../config/security';
import { toIso } from '../lib/time';
import { defineRoute, EMPTY_BODY } from './define-route';

/**
 * Whether this visitor has a survey to resume: the most recent credit-card or home-loan survey of
 * this browser (or, when signed in, of this user) that is still active and was touched in the
 * last 7 days. `{ active: false, event: null }` when there is none or no session.
 */
export const checkActiveEventRoute = defineRoute<Record<string, never>, Record<string, never>, 'optional'>({
  path: '/checkActiveEvent/',
  session: 'optional',
  body: EMPTY_BODY,
  handler: async ({ ctx, session, now }) => {
    if (!session) return { active: false, event: null };
    const since = new Date(now.getTime() - SECURITY.activeEventMs).toISOString();
    const [row] = await ctx.db.query<{ id: string; kind: string; created_at: unknown; updated_at: unknown }>(
      `SELECT id, kind, created_at, updated_at FROM surveys
       WHERE status = 'active' AND updated_at > $1 AND (browser_id = $2 OR ($3::uuid IS NOT NULL AND user_id = $3::uuid))
       ORDER BY updated_at DESC
       LIMIT 1`,
      [since, session.browserId, session.userId],
    );
    if (!row) return { active: false, event: null };
    return {
      active: true,
      event: {
        id: row.id,
        kind: row.kind,
        started_at: toIso(row.created_at),
        updated_at: toIso(row.updated_at),
      },
    };
  },
});
