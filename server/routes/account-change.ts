/**
 * The page an account-change e-mail links to (services/account-changes.ts): `/accountChange/`
 * says what changed and until when it can be undone; `/accountChange/undo/` undoes it and signs
 * every device out of the account. The token in the link is the only key: the owner may open it
 * in any browser, signed in or not. Opening the page changes nothing by itself (mail scanners
 * open links too).
 */
import { readAccountChange as readContract, undoAccountChange as undoContract } from '../../src/api/account';
import { verifyingKeys } from '../lib/key-ring';
import { setSessionCookies } from '../plugins/session';
import { readAccountChange, undoAccountChange } from '../services/account-changes';
import { createSession } from '../services/sessions';
import { defineContractRoute } from './define-route';

export const accountChangeRoute = defineContractRoute(readContract, {
  session: 'optional',
  rateLimit: 'authVerify',
  handler: ({ ctx, body, now }) =>
    readAccountChange(ctx.db, verifyingKeys(ctx.keys, 'grace', now), body.token),
});

export const undoAccountChangeRoute = defineContractRoute(undoContract, {
  session: 'required',
  rateLimit: 'authVerify',
  handler: async ({ ctx, request, reply, session, body, now }) => {
    const undone = await ctx.db.transaction((tx) =>
      undoAccountChange(tx, ctx.batches.sessions, verifyingKeys(ctx.keys, 'grace', now), body.token, now),
    );
    // This browser's session may have been one of the account's: it goes on signed out.
    if (undone.endedSessions.includes(session.idHash)) {
      const next = await createSession(
        ctx.db,
        { browserId: session.browserId, visitId: session.visitId, userId: null },
        now,
      );
      setSessionCookies(request, reply, next, now);
    }
    return undone.answer;
  },
});
