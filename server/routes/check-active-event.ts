import { SECURITY } from '../config/security';
import { verifyingKeys } from '../lib/key-ring';
import { toIso } from '../lib/time';
import { readBrowserId } from '../plugins/browser-cookie';
import { checkActiveEvent, type ACTIVE_EVENT_KINDS } from '../../src/api/card-journey';
import { defineContractRoute } from './define-route';

/**
 * Whether this visitor has a survey to resume: the most recent credit-card or home-loan survey
 * they may open (signed in, the account's; else this browser's that belong to no account) that is
 * still active and was touched in the last 7 days. Without a session (a returning visitor whose
 * session has lapsed, before the page has started a new one) the browser is the one its signed
 * `ss_browser` cookie proves, so a home page loaded afresh can say so at once. `{ active: false,
 * event: null }` when there is none, or no session and no browser cookie.
 */
export const checkActiveEventRoute = defineContractRoute(checkActiveEvent, {
  session: 'optional',
  handler: async ({ ctx, request, session, now }) => {
    const browserId = session?.browserId ?? readBrowserId(request, verifyingKeys(ctx.keys, 'grace', now));
    if (!browserId) return { active: false, event: null };
    const since = new Date(now.getTime() - SECURITY.activeEventMs).toISOString();
    const [row] = await ctx.db.query<{
      id: string;
      kind: (typeof ACTIVE_EVENT_KINDS)[number];
      created_at: unknown;
      updated_at: unknown;
    }>(
      `SELECT id, kind, created_at, updated_at FROM surveys
       WHERE status = 'active' AND updated_at > $1 AND kind IN ('credit_card', 'home_loan')
         AND (($3::uuid IS NOT NULL AND user_id = $3::uuid) OR (user_id IS NULL AND browser_id = $2))
       ORDER BY updated_at DESC
       LIMIT 1`,
      [since, browserId, session?.userId ?? null],
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
