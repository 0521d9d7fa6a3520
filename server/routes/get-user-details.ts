import { getUserDetails } from '../../src/api/auth';
import { findUserById, userDetails } from '../services/users';
import { defineContractRoute } from './define-route';

/** The signed-in user's details, or only `status: 'signed_out'`. */
export const getUserDetailsRoute = defineContractRoute(getUserDetails, {
  session: 'optional',
  handler: async ({ ctx, userId }) => {
    const user = userId ? await findUserById(ctx.db, userId) : null;
    return user ? userDetails(user) : { status: 'signed_out' as const };
  },
});
