/** The account page's calls (spec section 7). Every body carries the visit id. */
import { apiPost } from '../../lib/api-client';
import type { UserDetailsResponse } from '../auth/user-details';
import { pageQuery, type PageRequest, type PageResult } from './paging';

type VisitId = string | null;

export interface UserProperties {
  /** Whether the account gets news about StaySmart by e-mail: only when it asked for it. */
  subscribed: boolean;
  /** When it asked (the box at sign-up, or the account page), or null. */
  marketingOptInAt: string | null;
  signedUpAt: string | null;
  lastSignedInAt: string | null;
  notificationCount: number;
  unseenNotificationCount: number;
  eventHistoryCount: number;
  staff: boolean;
}

export interface NotificationItem {
  id: number;
  kind: string;
  title: string;
  body: string;
  createdAt: string | null;
  seen: boolean;
  seenAt: string | null;
}

export interface HistoryItem {
  id: number;
  kind: string;
  description: string;
  data: unknown;
  createdAt: string | null;
}

export const postGetUserProperties = (visitId: VisitId) =>
  apiPost<UserProperties>('/getUserProperties/', { visitId });

/** A page of notifications, with how many there are in all and when the newest came, whatever the filter. */
export interface NotificationPage extends PageResult<NotificationItem> {
  unseenCount: number;
  allCount: number;
  latestCreatedAt: string | null;
  /** For the new ones only: when the listing began, to send back for its later pages. */
  newAsOf?: string | null;
}

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
  apiPost<NotificationPage>(
    '/getUserNotifications/',
    { visitId, newOnly, markSeen: true, ...(newOnly && newAsOf ? { newAsOf } : {}) },
    { query: pageQuery(page) },
  );

export const postGetEventHistory = (visitId: VisitId, page: PageRequest) =>
  apiPost<PageResult<HistoryItem>>('/getEventHistory/', { visitId }, { query: pageQuery(page) });

/** Asks for news about StaySmart by e-mail, or stops it; the answer has the time of the agreement, or null. */
export const postSetSubscription = (visitId: VisitId, subscribed: boolean) =>
  apiPost<{ list: string; subscribed: boolean; marketingOptInAt: string | null }>(
    subscribed ? '/resubscribeMember/' : '/unsubscribeMember/',
    { visitId },
  );

export const postUpdateUserDetails = (visitId: VisitId, firstName: string, lastName: string) =>
  apiPost<UserDetailsResponse>('/updateUserDetails/', { visitId, firstName, lastName });

/** Sends a code by text message to the new number; the number changes once the code comes back. */
export const postUpdateUserMobile = (visitId: VisitId, mobileNumber: string) =>
  apiPost<{ status: string; mobileNumber: string; expiresAt: string | null }>('/updateUserMobile/', {
    visitId,
    mobileNumber,
  });

export const postVerifyUserMobile = (visitId: VisitId, code: string) =>
  apiPost<UserDetailsResponse>('/updateUserMobile/verify/', { visitId, code });

/** A device signed in to the account (its id is opaque: it names the device, nothing more). */
export interface AccountDevice {
  id: string;
  name: string;
  signedInAt: string | null;
  lastSeenAt: string | null;
  thisDevice: boolean;
}

export const postAccountDevices = (visitId: VisitId) =>
  apiPost<{ devices: AccountDevice[] }>('/accountDevices/', { visitId });

export const postSignOutDevice = (visitId: VisitId, device: string) =>
  apiPost<{ devices: AccountDevice[] }>('/accountDevices/signOut/', { visitId, device });

/** A change to the account, as its e-mailed link describes it. */
export interface AccountChange {
  kind: 'mobile' | 'name';
  changedAt: string;
  undoUntil: string;
  undone: boolean;
  signedOutDevices?: number;
}

export const postAccountChange = (token: string) => apiPost<AccountChange>('/accountChange/', { token });

export const postUndoAccountChange = (token: string) =>
  apiPost<AccountChange>('/accountChange/undo/', { token });
