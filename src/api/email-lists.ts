/**
 * The unsubscribe page's calls. Each takes the token from an e-mail's link, which names one address
 * and one list: `/emailList/` says what it is and whether the address is on it, `/leaveEmailList/`
 * unsubscribes at once and `/resubscribeEmailList/` undoes it.
 */
import { Type } from '@sinclair/typebox';
import { defineContract, requestBody } from './contract';

const listToken = requestBody({
  token: Type.String({ minLength: 1, maxLength: 600, description: 'the token from the e-mail link' }),
});

const listState = Type.Object({
  list: Type.String(),
  /** What the list sends, as in "you asked StaySmart for ...". */
  description: Type.String(),
  /** The address, partly hidden: `j***@example.com`. */
  email: Type.String(),
  subscribed: Type.Boolean(),
});

export const emailList = defineContract({ path: '/emailList/', request: listToken, response: listState });

export const leaveEmailList = defineContract({
  path: '/leaveEmailList/',
  request: listToken,
  response: listState,
});

export const resubscribeEmailList = defineContract({
  path: '/resubscribeEmailList/',
  request: listToken,
  response: listState,
});
