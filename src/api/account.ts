/**
 * The account's routes: the account page's (signed in only), and those of the pages an account's
 * e-mails link to (a change to undo, news to stop), which the link's token opens. Times are ISO
 * date-times.
 */
import { type Static, Type } from '@sinclair/typebox';
import { codeField, codeSentAnswer, signUpFields, userDetailsAnswer } from './auth';
import { defineContract, pageOf, requestBody } from './contract';
import { answerOneOf, nullable, orNull } from './fields';

/** The account's facts: agreement to news by e-mail, dates and record counts. */
export const getUserProperties = defineContract({
  path: '/getUserProperties/',
  request: requestBody({}),
  response: Type.Object({
    /** Whether the account gets news by e-mail: only when it asked for it. */
    subscribed: Type.Boolean(),
    /** When it asked (the box at sign-up, or the account page), or null. */
    marketing_opt_in_at: orNull(Type.String()),
    signed_up_at: orNull(Type.String()),
    last_signed_in_at: orNull(Type.String()),
    notification_count: Type.Integer(),
    unseen_notification_count: Type.Integer(),
    event_history_count: Type.Integer(),
    staff: Type.Boolean(),
  }),
});

const notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  created_at: orNull(Type.String()),
  /** Seen before this listing (a new-only listing keeps what its first pages marked seen as new). */
  seen: Type.Boolean(),
  seen_at: orNull(Type.String()),
});

/**
 * The notifications, newest first, a page at a time (`?limit&offset`); `mark_seen` marks the
 * returned ones seen after reading them, and a new-only listing's later pages send back its
 * first page's `new_as_of`, so they skip none.
 */
export const getUserNotifications = defineContract({
  path: '/getUserNotifications/',
  request: requestBody({
    new_only: Type.Optional(Type.Boolean()),
    mark_seen: Type.Optional(Type.Boolean()),
    new_as_of: Type.Optional(
      nullable(
        Type.String({
          maxLength: 40,
          description: 'the time a new-only listing began, as its first page gave it',
        }),
      ),
    ),
  }),
  response: Type.Composite([
    pageOf(notification),
    Type.Object({
      unseen_count: Type.Integer(),
      /** Every notification of the account, whatever the filter. */
      all_count: Type.Integer(),
      /** When the newest of them came. */
      latest_created_at: orNull(Type.String()),
      /** For a new-only listing: when it began, to send back for its later pages. */
      new_as_of: orNull(Type.String()),
    }),
  ]),
});

/** The account's history (sign-up, sign-ins, checks and offers), newest first, a page at a time. */
export const getEventHistory = defineContract({
  path: '/getEventHistory/',
  request: requestBody({}),
  response: pageOf(
    Type.Object({
      id: Type.Integer(),
      kind: Type.String(),
      description: Type.String(),
      data: Type.Unknown(),
      created_at: orNull(Type.String()),
    }),
  ),
});

/** A new name, at once; the names are checked as at sign-up. Answers the details as /getUserDetails/ does. */
export const updateUserDetails = defineContract({
  path: '/updateUserDetails/',
  request: requestBody({ first_name: signUpFields.first_name, last_name: signUpFields.last_name }),
  response: userDetailsAnswer,
});

/** Step 1 of a new mobile number: texts a code to it (the number changes only at step 2). */
export const updateUserMobile = defineContract({
  path: '/updateUserMobile/',
  request: requestBody({ mobile_number: signUpFields.mobile_number }),
  response: Type.Composite([
    codeSentAnswer,
    Type.Object({
      /** The new number, in E.164, as the code was sent to it. */
      mobile_number: Type.String(),
      expires_at: Type.String(),
    }),
  ]),
});
export type MobileCodeSentAnswer = Static<typeof updateUserMobile.response>;

/** Step 2: checks the code from the text message and makes the new number the account's. */
export const verifyUserMobile = defineContract({
  path: '/updateUserMobile/verify/',
  request: requestBody({ code: codeField }),
  response: userDetailsAnswer,
});

/** A new code to the same new number (the earlier one stops working). */
export const resendUserMobile = defineContract({
  path: '/updateUserMobile/resend/',
  request: requestBody({}),
  response: updateUserMobile.response,
});

/** A device signed in to the account; its id is opaque: it names the device, nothing more. */
export const accountDevice = Type.Object({
  id: Type.String(),
  name: Type.String(),
  signed_in_at: orNull(Type.String()),
  last_seen_at: orNull(Type.String()),
  this_device: Type.Boolean(),
});
export type AccountDeviceAnswer = Static<typeof accountDevice>;

const devicesAnswer = Type.Object({ devices: Type.Array(accountDevice) });

/** The devices signed in to the account, this one marked. */
export const accountDevices = defineContract({
  path: '/accountDevices/',
  request: requestBody({}),
  response: devicesAnswer,
});

/** Signs another device out of the account; answers the devices still signed in. */
export const signOutDevice = defineContract({
  path: '/accountDevices/signOut/',
  request: requestBody({
    device: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description: 'a device id from /accountDevices/',
    }),
  }),
  response: devicesAnswer,
});

const changeToken = requestBody({
  token: Type.String({ minLength: 1, maxLength: 200, description: 'the token from the e-mail link' }),
});

/** A change to the account, as its e-mailed link describes it. */
export const accountChangeAnswer = Type.Object({
  kind: answerOneOf(['mobile', 'name'] as const),
  changed_at: Type.String(),
  /** Until when the link can undo it. */
  undo_until: Type.String(),
  undone: Type.Boolean(),
});
export type AccountChangeAnswer = Static<typeof accountChangeAnswer>;

/** What a change e-mail's link names: what changed, and until when it can be undone. Changes nothing. */
export const readAccountChange = defineContract({
  path: '/accountChange/',
  request: changeToken,
  response: accountChangeAnswer,
});

/** Undoes the change within its week and signs every device out of the account. */
export const undoAccountChange = defineContract({
  path: '/accountChange/undo/',
  request: changeToken,
  response: Type.Composite([accountChangeAnswer, Type.Object({ signed_out_devices: Type.Integer() })]),
});
export type UndoneAccountChangeAnswer = Static<typeof undoAccountChange.response>;

/**
 * The body: the raw token from an e-mail link as text (optionally `token=...`), or a JSON object
 * with the token, or without one from a signed-in session.
 */
const subscriptionBody = Type.Union(
  [Type.String({ maxLength: 500 }), requestBody({ token: Type.Optional(Type.String({ maxLength: 500 })) })],
  { description: 'an unsubscribe token as text, or a JSON object with an optional "token"' },
);

const subscriptionAnswer = Type.Object({
  list: Type.String(),
  subscribed: Type.Boolean(),
  /** When the account asked for news by e-mail, or null. */
  marketing_opt_in_at: orNull(Type.String()),
});

/** Stops news about StaySmart by e-mail. */
export const unsubscribeMember = defineContract({
  path: '/unsubscribeMember/',
  request: subscriptionBody,
  response: subscriptionAnswer,
});

/** Asks for news about StaySmart by e-mail again. */
export const resubscribeMember = defineContract({
  path: '/resubscribeMember/',
  request: subscriptionBody,
  response: subscriptionAnswer,
});
