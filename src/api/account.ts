/** The account page's routes (signed in only). Times are ISO date-times. */
import { Type } from '@sinclair/typebox';
import { defineContract, pageOf, requestBody } from './contract';
import { nullable, orNull } from './fields';

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
