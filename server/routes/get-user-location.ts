import { stateForPostcode } from '../lib/postcode-state';
import { defineRoute, EMPTY_BODY } from './define-route';

/**
 * Best-effort Australian state of the visitor, from the last postcode this browser gave us (in a
 * survey or registration). No IP lookup and no outside service: without a postcode the answer is
 * `{ state: null, source: 'none' }` and the client asks.
 */
export const getUserLocationRoute = defineRoute<Record<string, never>, Record<string, never>, 'optional'>({
  path: '/getUserLocation/',
  session: 'optional',
  body: EMPTY_BODY,
  handler: async ({ ctx, session }) => {
    if (!session) return { state: null, postcode: null, source: 'none' };
    const [row] = await ctx.db.query<{ postcode: string | null }>(
      'SELECT postcode FROM browsers WHERE id = $1',
      [session.browserId],
    );
    const postcode = row?.postcode ?? null;
    const state = postcode ? stateForPostcode(postcode) : null;
    return { state, postcode: state ? postcode : null, source: state ? 'postcode' : 'none' };
  },
});
