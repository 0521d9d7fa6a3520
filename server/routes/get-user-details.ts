import { findUserById, userDetails } from '../services/users';
import { defineRoute, EMPTY_BODY } from './define-route';

/** The signed-in user's details, or only `status: 'signed_out'`. */
export const getUserDetailsRoute = defineRoute<Record<string, never>, Record<string, never>, 'optional'>({
  path: '/getUserDetails/',
  session: 'optional',
  body: EMPTY_BODY,
  handler: async ({ ctx, userId }) => {
    const user = userId ? await findUserById(ctx.db, userId) : null;
    return user ? userDetails(user) : { status: 'signed_out' };
  },
});
