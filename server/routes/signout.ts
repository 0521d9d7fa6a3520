import { signOut } from '../../src/api/auth';
import { setSessionCookies } from '../plugins/session';
import { rotateSession } from '../services/sessions';
import { defineContractRoute } from './define-route';

/**
 * Ends the session: its id stops working at once. The browser gets a fresh anonymous session (new
 * id, new XSRF token) for the same visit, so the page keeps working without a reload.
 */
export const signoutRoute = defineContractRoute(signOut, {
  session: 'required',
  rateLimit: 'write',
  handler: async ({ ctx, request, reply, session, now }) => {
    const next = await ctx.db.transaction((tx) =>
      rotateSession(tx, ctx.batches.sessions, session, null, now),
    );
    setSessionCookies(request, reply, next, now);
    return { status: 'signed_out' as const };
  },
});
