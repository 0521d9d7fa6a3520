/**
 * A signed-in user's own details: a new name at once, a new mobile number once the code texted to
 * it is entered. Both answer the user details as /getUserDetails/ does and are noted in the
 * account's history.
 */
import {
  accountDevices as accountDevicesContract,
  resendUserMobile,
  signOutDevice as signOutDeviceContract,
  updateUserDetails,
  updateUserMobile,
  verifyUserMobile,
} from '../../src/api/account';
import { clientNetwork } from '../lib/client-network';
import { ApiError } from '../lib/api-error';
import { requireName } from '../lib/contact-input';
import { resendMobileChange, startMobileChange, verifyMobileChange } from '../services/auth';
import { tellOwnerOfChange } from '../services/account-changes';
import { accountDevices, signOutDevice } from '../services/account-devices';
import { renameUser, userDetails } from '../services/users';
import { defineContractRoute } from './define-route';

/** The names are checked as at sign-up (letters, spaces, hyphens and apostrophes; no invisible characters). */
export const updateUserDetailsRoute = defineContractRoute(updateUserDetails, {
  session: 'signed-in',
  rateLimit: 'write',
  handler: async ({ ctx, userId, body, now }) => {
    const names = {
      first_name: requireName(body.first_name, 'first_name'),
      last_name: requireName(body.last_name, 'last_name'),
    };
    const renamed = await renameUser(ctx.db, userId, names, now);
    if (!renamed) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in to see this.');
    if (renamed.changeId !== null) {
      tellOwnerOfChange(ctx, renamed.user, { id: renamed.changeId, kind: 'name', at: now });
    }
    return userDetails(renamed.user);
  },
});

/** Step 1: checks the new number and texts a code to it (the number changes only at step 2). */
export const updateUserMobileRoute = defineContractRoute(updateUserMobile, {
  session: 'signed-in',
  rateLimit: 'authSend',
  handler: ({ ctx, request, session, userId, body, now }) =>
    startMobileChange(ctx, session, userId, body, now, clientNetwork(request.ip)),
});

/** Step 2: checks the code from the text message and makes the new number the account's. */
export const updateUserMobileVerifyRoute = defineContractRoute(verifyUserMobile, {
  session: 'signed-in',
  rateLimit: 'authVerify',
  handler: async ({ ctx, session, userId, body, now }) =>
    userDetails(await verifyMobileChange(ctx, session, userId, body.code, now)),
});

/** A new code to the same new number (the earlier one stops working). */
export const updateUserMobileResendRoute = defineContractRoute(resendUserMobile, {
  session: 'signed-in',
  rateLimit: 'authSend',
  handler: ({ ctx, request, session, now }) =>
    resendMobileChange(ctx, session, now, clientNetwork(request.ip)),
});

/** The devices signed in to the account, this one marked (services/account-devices.ts). */
export const accountDevicesRoute = defineContractRoute(accountDevicesContract, {
  session: 'signed-in',
  handler: async ({ ctx, session, now }) => ({ devices: await accountDevices(ctx.db, session, now) }),
});

/** Signs another device out of the account; answers the devices still signed in. */
export const signOutDeviceRoute = defineContractRoute(signOutDeviceContract, {
  session: 'signed-in',
  rateLimit: 'write',
  handler: async ({ ctx, session, body, now }) => {
    await signOutDevice(ctx.db, ctx.batches.sessions, session, body.device, now);
    return { devices: await accountDevices(ctx.db, session, now) };
  },
});
