/**
 * A signed-in user's own details: a new name at once, a new mobile number once the code texted to
 * it is entered. Both answer the user details as /getUserDetails/ does and are noted in the
 * account's history.
 */
import { clientNetwork } from '../lib/client-network';
import { ApiError } from '../lib/api-error';
import { requireName } from '../lib/contact-input';
import { resendMobileChange, startMobileChange, verifyMobileChange } from '../services/auth';
import { tellOwnerOfChange } from '../services/account-changes';
import { accountDevices, signOutDevice } from '../services/account-devices';
import { renameUser, userDetails } from '../services/users';
import { bodySchema, defineRoute, EMPTY_BODY, fields } from './define-route';
import { signupFields } from './signup';

interface NameBody {
  first_name: string;
  last_name: string;
  visit_id?: string | null;
}

/** The names are checked as at sign-up (letters, spaces, hyphens and apostrophes; no invisible characters). */
export const updateUserDetailsRoute = defineRoute<NameBody, Record<string, never>, 'signed-in'>({
  path: '/updateUserDetails/',
  session: 'signed-in',
  rateLimit: 'write',
  body: bodySchema({ first_name: signupFields.first_name, last_name: signupFields.last_name }, [
    'first_name',
    'last_name',
  ]),
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

interface MobileBody {
  mobile_number: string;
  visit_id?: string | null;
}

/** Step 1: checks the new number and texts a code to it (the number changes only at step 2). */
export const updateUserMobileRoute = defineRoute<MobileBody, Record<string, never>, 'signed-in'>({
  path: '/updateUserMobile/',
  session: 'signed-in',
  rateLimit: 'authSend',
  body: bodySchema({ mobile_number: signupFields.mobile_number }, ['mobile_number']),
  handler: ({ ctx, request, session, userId, body, now }) =>
    startMobileChange(ctx, session, userId, body, now, clientNetwork(request.ip)),
});

/** Step 2: checks the code from the text message and makes the new number the account's. */
export const updateUserMobileVerifyRoute = defineRoute<{ code: string }, Record<string, never>, 'signed-in'>({
  path: '/updateUserMobile/verify/',
  session: 'signed-in',
  rateLimit: 'authVerify',
  body: bodySchema({ code: fields.code }, ['code']),
  handler: async ({ ctx, session, userId, body, now }) =>
    userDetails(await verifyMobileChange(ctx, session, userId, body.code, now)),
});

/** A new code to the same new number (the earlier one stops working). */
export const updateUserMobileResendRoute = defineRoute<
  Record<string, never>,
  Record<string, never>,
  'signed-in'
>({
  path: '/updateUserMobile/resend/',
  session: 'signed-in',
  rateLimit: 'authSend',
  body: EMPTY_BODY,
  handler: ({ ctx, request, session, now }) =>
    resendMobileChange(ctx, session, now, clientNetwork(request.ip)),
});

/** The devices signed in to the account, this one marked (services/account-devices.ts). */
export const accountDevicesRoute = defineRoute<Record<string, never>, Record<string, never>, 'signed-in'>({
  path: '/accountDevices/',
  session: 'signed-in',
  body: EMPTY_BODY,
  handler: async ({ ctx, session, now }) => ({ devices: await accountDevices(ctx.db, session, now) }),
});

/** Signs another device out of the account; answers the devices still signed in. */
export const signOutDeviceRoute = defineRoute<{ device: string }, Record<string, never>, 'signed-in'>({
  path: '/accountDevices/signOut/',
  session: 'signed-in',
  rateLimit: 'write',
  body: bodySchema({ device: { ...fields.id, description: 'a device id from /accountDevices/' } }, [
    'device',
  ]),
  handler: async ({ ctx, session, body, now }) => {
    await signOutDevice(ctx.db, ctx.batches.sessions, session, body.device, now);
    return { devices: await accountDevices(ctx.db, session, now) };
  },
});
