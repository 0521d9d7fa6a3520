/** The calls of the pages e-mail links open: unsubscribing (the token names a list) and confirming an address. */
import type { ClientResponseOf } from '../../api/contract';
import type { followUpConfirmation } from '../../api/card-follow-ups';
import { apiPost } from '../../lib/api-client';
import { callApi } from '../../lib/api-call';

export interface EmailListState {
  list: string;
  /** What the list sends, as in "you asked StaySmart for ...". */
  description: string;
  /** The address, partly hidden: `j***@example.com`. */
  email: string;
  subscribed: boolean;
}

export const postEmailList = (token: string) => apiPost<EmailListState>('/emailList/', { token });

export const postLeaveEmailList = (token: string) => apiPost<EmailListState>('/leaveEmailList/', { token });

export const postResubscribeEmailList = (token: string) =>
  apiPost<EmailListState>('/resubscribeEmailList/', { token });

/** What a link to confirm an address would start (or has started): the reminders and alerts of one survey. */
export type FollowUpConfirmationState = ClientResponseOf<typeof followUpConfirmation>;

export const postFollowUpConfirmation = (token: string) => callApi('followUpConfirmation', { token });

export const postConfirmFollowUps = (token: string) => callApi('confirmFollowUps', { token });
