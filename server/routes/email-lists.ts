/**
 * The unsubscribe page's calls. Each takes the token from an e-mail's link, which names one
 * address and one list (services/email-lists.ts): `/emailList/` says what it is and whether the
 * address is on it, `/leaveEmailList/` unsubscribes at once and `/resubscribeEmailList/` undoes it.
 * The one-click unsubscribe that mail programs send (RFC 8058) is plugins/one-click-unsubscribe.ts.
 */
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
import { bodySchema, defineRoute } from './define-route';
import { verifyingKeys } from '../lib/key-ring';

interface TokenBody {
  token: string;
  visit_id?: string | null;
}

const tokenBody = bodySchema(
  { token: { type: 'string', minLength: 1, maxLength: 600, description: 'the token from the e-mail link' } },
  ['token'],
);

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

async function listView(ctx: AppContext, membership: ListMembership) {
  return {
    list: membership.list,
    description: EMAIL_LISTS[membership.list],
    email: maskDestination(membership.email),
    subscribed: !(await hasLeftList(ctx.db, membership)),
  };
}

export const emailListRoute = defineRoute<TokenBody, Record<string, never>, 'optional'>({
  path: '/emailList/',
  session: 'optional',
  rateLimit: 'write',
  body: tokenBody,
  handler: async ({ ctx, body }) => listView(ctx, membershipOf(ctx, body.token)),
});

export const leaveEmailListRoute = defineRoute<TokenBody, Record<string, never>, 'optional'>({
  path: '/leaveEmailList/',
  session: 'optional',
  rateLimit: 'write',
  body: tokenBody,
  handler: async ({ ctx, body, now }) => {
    const membership = membershipOf(ctx, body.token);
    await leaveList(ctx.db, membership, 'link', now);
    return listView(ctx, membership);
  },
});

export const resubscribeEmailListRoute = defineRoute<TokenBody, Record<string, never>, 'optional'>({
  path: '/resubscribeEmailList/',
  session: 'optional',
  rateLimit: 'write',
  body: tokenBody,
  handler: async ({ ctx, body }) => {
    const membership = membershipOf(ctx, body.token);
    await rejoinList(ctx.db, membership);
    return listView(ctx, membership);
  },
});
