/** The account page's calls (spec section 7). Every body carries the visit id. */
import type { ClientResponseOf } from '../../api/contract';
import type {
  accountDevices,
  getEventHistory,
  getUserNotifications,
  getUserProperties,
  readAccountChange,
  undoAccountChange,
} from '../../api/account';
import { callApi } from '../../lib/api-call';
import { pageQuery, type PageRequest } from './paging';

type VisitId = string | null;

export type UserProperties = ClientResponseOf<typeof getUserProperties>;
/** A page of notifications, with how many there are in all and when the newest came, whatever the filter. */
export type NotificationPage = ClientResponseOf<typeof getUserNotifications>;
export type NotificationItem = NotificationPage['items'][number];
export type HistoryItem = ClientResponseOf<typeof getEventHistory>['items'][number];

export const postGetUserProperties = (visitId: VisitId) => callApi('getUserProperties', { visitId });

/**
 * Notifications newest first; those returned are marked seen, while the answer still shows them as
 * they were. A new-only listing's later pages send back its first page's `newAsOf`, so they keep
 * what earlier pages marked seen and skip none.
 */
export const postGetUserNotifications = (
  visitId: VisitId,
  newOnly: boolean,
  page: PageRequest,
  newAsOf: string | null = null,
) =>
  callApi(
    'getUserNotifications',
    { visitId, newOnly, markSeen: true, ...(newOnly && newAsOf ? { newAsOf } : {}) },
    { query: pageQuery(page) },
  );

export const postGetEventHistory = (visitId: VisitId, page: PageRequest) =>
  callApi('getEventHistory', { visitId }, { query: pageQuery(page) });

/** Asks for news about StaySmart by e-mail, or stops it; the answer has the time of the agreement, or null. */
export const postSetSubscription = (visitId: VisitId, subscribed: boolean) =>
  callApi(subscribed ? 'resubscribeMember' : 'unsubscribeMember', { visitId });

export const postUpdateUserDetails = (visitId: VisitId, firstName: string, lastName: string) =>
  callApi('updateUserDetails', { visitId, firstName, lastName });

/** Sends a code by text message to the new number; the number changes once the code comes back. */
export const postUpdateUserMobile = (visitId: VisitId, mobileNumber: string) =>
  callApi('updateUserMobile', { visitId, mobileNumber });

export const postVerifyUserMobile = (visitId: VisitId, code: string) =>
  callApi('updateUserMobile/verify', { visitId, code });

/** A device signed in to the account (its id is opaque: it names the device, nothing more). */
export type AccountDevice = ClientResponseOf<typeof accountDevices>['devices'][number];

export const postAccountDevices = (visitId: VisitId) => callApi('accountDevices', { visitId });

export const postSignOutDevice = (visitId: VisitId, device: string) =>
  callApi('accountDevices/signOut', { visitId, device });

/** A change to the account, as its e-mailed link describes it; once undone, with the devices signed out. */
export type AccountChange = ClientResponseOf<typeof readAccountChange>;
export type UndoneAccountChange = ClientResponseOf<typeof undoAccountChange>;

export const postAccountChange = (token: string) => callApi('accountChange', { token });

export const postUndoAccountChange = (token: string) => callApi('accountChange/undo', { token });
