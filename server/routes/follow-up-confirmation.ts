/**
 * The confirmation page's calls (/confirm-email/?token=...). The token in the e-mailed link names a
 * survey and an address (services/follow-up-opt-in.ts): `/followUpConfirmation/` says what waits
 * for that address, and `/confirmFollowUps/` confirms it, so the reminders and alerts start.
 * Opening the page changes nothing by itself (mail scanners open links too); the visitor confirms
 * with a button, which posts the token with the CSRF header like every other change.
 */
import type { AppContext } from '../app-context';
import { SECURITY } from '../config/security';
import { ApiError, badRequest } from '../lib/api-error';
import { verifyingKeys } from '../lib/key-ring';
import { maskDestination } from '../lib/contact-details';
import {
  confirmFollowUps,
  type FollowUp,
  followUpsFor,
  readConfirmationToken,
} from '../services/follow-up-opt-in';
import {
  confirmFollowUps as confirmFollowUpsContract,
  followUpConfirmation,
} from '../../src/api/card-follow-ups';
import { defineContractRoute } from './define-route';

const LINK_DAYS = Math.round(SECURITY.followUpConfirmLinkTtlMs / (24 * 60 * 60 * 1000));

/** The survey and address of a valid link; 400 for one that is not ours, was changed or has expired. */
function linkOf(ctx: AppContext, token: string, now: Date): { surveyId: string; email: string } {
  const link = readConfirmationToken(verifyingKeys(ctx.keys, 'grace', now), token, now);
  if (link.status === 'invalid') {
    throw badRequest(
      'This link is not one of ours, or part of it is missing. Open it from the e-mail again, ' +
        'copying the whole link.',
    );
  }
  if (link.status === 'expired') {
    throw badRequest(
      `This link has expired: a link to confirm your e-mail works for ${LINK_DAYS} days. ` +
        'Ask for the reminder or alert again on our site, and we will send you a new link.',
    );
  }
  return { surveyId: link.surveyId, email: link.email };
}

function nothingWaiting(): ApiError {
  return new ApiError(
    404,
    'NOT_FOUND',
    'Nothing is waiting for this address any more: the reminder or alert now goes to another ' +
      'address, or was removed because it was not confirmed in time. Ask for it again on our site.',
  );
}

function view(email: string, followUps: readonly FollowUp[]) {
  return {
    email: maskDestination(email),
    follow_ups: followUps.map(({ kind, description }) => ({ kind, description })),
    confirmed: followUps.every((followUp) => followUp.confirmed),
  };
}

/** What the link would start, and whether it is started already. */
export const followUpConfirmationRoute = defineContractRoute(followUpConfirmation, {
  session: 'optional',
  rateLimit: 'write',
  handler: async ({ ctx, body, now }) => {
    const link = linkOf(ctx, body.token, now);
    const followUps = await followUpsFor(ctx.db, link);
    if (followUps.length === 0) throw nothingWaiting();
    return view(link.email, followUps);
  },
});

/** Confirms the address for every reminder and alert of the survey that goes to it; again changes nothing. */
export const confirmFollowUpsRoute = defineContractRoute(confirmFollowUpsContract, {
  session: 'optional',
  rateLimit: 'write',
  handler: async ({ ctx, body, now }) => {
    const link = linkOf(ctx, body.token, now);
    if ((await followUpsFor(ctx.db, link)).length === 0) throw nothingWaiting();
    return view(link.email, await confirmFollowUps(ctx.db, link, now));
  },
});
