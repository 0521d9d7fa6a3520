import { getUserLocation } from '../../src/api/site';
import { stateForPostcode } from '../lib/postcode-state';
import { defineContractRoute } from './define-route';

/**
 * Best-effort Australian state of the visitor, from the last postcode this browser gave us (in a
 * survey or registration). No IP lookup and no outside service: without a postcode the answer is
 * `{ state: null, source: 'none' }` and the client asks.
 */
export const getUserLocationRoute = defineContractRoute(getUserLocation, {
  session: 'optional',
  handler: async ({ ctx, session }) => {
    if (!session) return { state: null, postcode: null, source: 'none' as const };
    const [row] = await ctx.db.query<{ postcode: string | null }>(
      'SELECT postcode FROM browsers WHERE id = $1',
      [session.browserId],
    );
    const postcode = row?.postcode ?? null;
    const state = postcode ? stateForPostcode(postcode) : null;
    return {
      state,
      postcode: state ? postcode : null,
      source: state ? ('postcode' as const) : ('none' as const),
    };
  },
});
