import { resubscribeMember, unsubscribeMember } from '../../src/api/account';
import type { RequestOf, ResponseOf } from '../../src/api/contract';
import type { AppContext } from '../app-context';
import { ApiError } from '../lib/api-error';
import { readUnsubscribeToken } from '../services/unsubscribe-tokens';
import { NEWS_LIST, setMarketingConsent } from '../services/marketing-consent';
import { defineContractRoute } from './define-route';
import { verifyingKeys } from '../lib/key-ring';

/**
 * News about StaySmart by e-mail, stopped or started by its owner (services/marketing-consent.ts).
 * Body: the raw unsubscribe token from an e-mail link (text/plain, optionally `token=...`), or JSON
 * `{ "token": "..." }`, or JSON without a token from a signed-in session.
 */
type SubscriptionBody = RequestOf<typeof unsubscribeMember>;
type SubscriptionAnswer = ResponseOf<typeof unsubscribeMember>;

function tokenOf(body: SubscriptionBody): string | null {
  const raw = typeof body === 'string' ? body : (body.token ?? '');
  const token = raw.trim().replace(/^token=/, '');
  return token === '' ? null : token;
}

async function change(
  ctx: AppContext,
  body: SubscriptionBody,
  sessionUserId: string | null,
  subscribed: boolean,
  now: Date,
): Promise<SubscriptionAnswer> {
  const token = tokenOf(body);
  let userId = sessionUserId;
  if (token !== null) {
    userId = readUnsubscribeToken(verifyingKeys(ctx.keys, 'unsubscribe', now), token);
    if (!userId)
      throw new ApiError(
        400,
        'BAD_REQUEST',
        'This unsubscribe link is not valid. Sign in to change your e-mail settings.',
      );
  }
  if (!userId)
    throw new ApiError(
      401,
      'UNAUTHORIZED',
      'Sign in, or use the link in one of our e-mails, to change your e-mail settings.',
    );
  const optedInAt = await setMarketingConsent(ctx.db, userId, subscribed, now);
  if (optedInAt === undefined) throw new ApiError(404, 'NOT_FOUND', 'This account no longer exists.');
  return { list: NEWS_LIST, subscribed, marketing_opt_in_at: optedInAt };
}

export const unsubscribeMemberRoute = defineContractRoute(unsubscribeMember, {
  session: 'optional',
  rateLimit: 'write',
  handler: ({ ctx, body, userId, now }) => change(ctx, body, userId, false, now),
});

export const resubscribeMemberRoute = defineContractRoute(resubscribeMember, {
  session: 'optional',
  rateLimit: 'write',
  handler: ({ ctx, body, userId, now }) => change(ctx, body, userId, true, now),
});
