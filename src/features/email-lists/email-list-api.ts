/** The unsubscribe page's calls: each names the list by the token in the e-mail's link. */
import { apiPost } from '../../lib/api-client';

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
