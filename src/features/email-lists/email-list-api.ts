/** The calls of the pages e-mail links open: unsubscribing (the token names a list) and confirming an address. */
import type { ClientResponseOf } from '../../api/contract';
import type { followUpConfirmation } from '../../api/card-follow-ups';
import type { emailList } from '../../api/email-lists';
import { callApi } from '../../lib/api-call';

/** A list and whether the link's address is on it; the address partly hidden (`j***@example.com`). */
export type EmailListState = ClientResponseOf<typeof emailList>;

export const postEmailList = (token: string) => callApi('emailList', { token });

export const postLeaveEmailList = (token: string) => callApi('leaveEmailList', { token });

export const postResubscribeEmailList = (token: string) => callApi('resubscribeEmailList', { token });

/** What a link to confirm an address would start (or has started): the reminders and alerts of one survey. */
export type FollowUpConfirmationState = ClientResponseOf<typeof followUpConfirmation>;

export const postFollowUpConfirmation = (token: string) => callApi('followUpConfirmation', { token });

export const postConfirmFollowUps = (token: string) => callApi('confirmFollowUps', { token });
