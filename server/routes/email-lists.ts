/**
 * The unsubscribe page's calls. Each takes the token from an e-mail's link, which names one
 * address and one list (services/email-lists.ts): `/emailList/` says what it is and whether the
 * address is on it, `/leaveEmailList/` unsubscribes at once and `/resubscribeEmailList/` undoes it.
 * The one-click unsubscribe that mail programs send (RFC 8058) is plugins/one-click-unsubscribe.ts.
 */
import type { ResponseOf } from '../../src/api/contract';
import { emailList, leaveEmailList, resubscribeEmailList } from '../../src/api/email-lists';
import type { AppContext } from '../app-context';
import { ApiError } from '../lib/api-error';
import { maskDestination } from '../lib/contact-details';
import {
  EMAIL_LISTS,
  hasLeftList,
  leaveList,
  type ListMembership,
  readListToken,
  rejoinList,
} from '../services/email-lists';
import { defineContractRoute } from './define-route';
import { verifyingKeys } from '../lib/key-ring';

function membershipOf(ctx: AppContext, token: string): ListMembership {
  const membership = readListToken(verifyingKeys(ctx.keys, 'unsubscribe', ctx.now()), token);
  if (!membership)
    throw new ApiError(
      400,
      'BAD_REQUEST',
      'This unsubscribe link is not valid. Copy the whole link from the e-mail, or write to help@staysmart.com.au.',
    );
  return membership;
}

async function listView(ctx: AppContext, membership: ListMembership): Promise<ResponseOf<typeof emailList>> {
  return {
    list: membership.list,
    description: EMAIL_LISTS[membership.list],
    email: maskDestination(membership.email),
    subscribed: !(await hasLeftList(ctx.db, membership)),
  };
}

export const emailListRoute = defineContractRoute(emailList, {
  session: 'optional',
  rateLimit: 'write',
  handler: async ({ ctx, body }) => listView(ctx, membershipOf(ctx, body.token)),
});

export const leaveEmailListRoute = defineContractRoute(leaveEmailList, {
  session: 'optional',
  rateLimit: 'write',
  handler: async ({ ctx, body, now }) => {
    const membership = membershipOf(ctx, body.token);
    await leaveList(ctx.db, membership, 'link', now);
    return listView(ctx, membership);
  },
});

export const resubscribeEmailListRoute = defineContractRoute(resubscribeEmailList, {
  session: 'optional',
  rateLimit: 'write',
  handler: async ({ ctx, body }) => {
    const membership = membershipOf(ctx, body.token);
    await rejoinList(ctx.db, membership);
    return listView(ctx, membership);
  },
});
