import type { AppContext } from '../app-context';
import { ApiError } from '../lib/api-error';
import { toSnakeCase } from '../lib/snake-case';
import { cardView } from '../services/card-view';
import { jobsOverview } from '../services/jobs-overview';
import { DEAD_LETTER_QUEUE } from '../jobs/queues';
import { recentMissingProducts } from '../services/missing-products';
import { cardFlags, profileEstimate, QA_PROFILES, qaRows } from '../services/offer-qa';
import { pageOf } from '../services/user-records';
import { findUserById } from '../services/users';
import { getJobsQa, getOfferDetailsQa, getOffersQa, retryDeadJobQa } from '../../src/api/offer-qa';
import { defineContractRoute } from './define-route';
import { DEFAULT_LIMIT } from './pagination';

/** How many of the newest missing-card reports the list shows. */
const MISSING_PRODUCTS_SHOWN = 50;

/** Signed in (checked by the route) and on STAFF_EMAILS; 403 for everyone else. */
async function requireStaff(ctx: AppContext, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in to see this.');
  if (!ctx.config.staffEmails.includes(user.email)) {
    throw new ApiError(403, 'FORBIDDEN', 'Offer checks are for StaySmart staff only.');
  }
}

const profiles = QA_PROFILES.map((profile) => ({
  id: profile.id,
  label: profile.label,
  ...toSnakeCase(profile.usage),
}));

/**
 * Every card with its yearly cost for the standard profiles and its data flags, paged. With a
 * profile, only that profile's cost, cheapest first. The newest missing-card reports come along.
 */
export const getOffersQaRoute = defineContractRoute(getOffersQa, {
  session: 'signed-in',
  handler: async ({ ctx, userId, body }) => {
    await requireStaff(ctx, userId);
    const page = { limit: body.limit ?? DEFAULT_LIMIT, offset: body.offset ?? 0 };
    const rows = qaRows(ctx.cardJourney, body.profile ?? null);
    return {
      profiles: body.profile ? profiles.filter((profile) => profile.id === body.profile) : profiles,
      ...pageOf(rows.slice(page.offset, page.offset + page.limit), rows.length, page),
      missing_products: await recentMissingProducts(ctx.db, MISSING_PRODUCTS_SHOWN),
    };
  },
});

/** One card's full working for each profile, its record as imported and as normalised, and its flags. */
export const getOfferDetailsQaRoute = defineContractRoute(getOfferDetailsQa, {
  session: 'signed-in',
  handler: async ({ ctx, userId, body }) => {
    await requireStaff(ctx, userId);
    const journey = ctx.cardJourney;
    const facts = journey.catalogue.byId.get(body.offer_id);
    if (!facts) throw new ApiError(404, 'NOT_FOUND', `There is no card "${body.offer_id}" in our data.`);
    return {
      card: cardView(journey, facts),
      profiles: QA_PROFILES.map((profile) => ({
        id: profile.id,
        label: profile.label,
        estimate: toSnakeCase(profileEstimate(facts, profile.id)),
      })),
      // The record exactly as credit-cards.json holds it: its own field names, not snake_case.
      raw: journey.data.rawCards.get(facts.card.id) ?? null,
      normalised: toSnakeCase(facts.card),
      program: toSnakeCase(facts.program),
      flags: cardFlags(journey, facts),
    };
  },
});

/** The jobs page: each follow-up queue by state, the dead letters, and the messages sent (paged). */
export const getJobsQaRoute = defineContractRoute(getJobsQa, {
  session: 'signed-in',
  handler: async ({ ctx, userId, body }) => {
    await requireStaff(ctx, userId);
    const page = { limit: body.limit ?? DEFAULT_LIMIT, offset: body.offset ?? 0 };
    const { queues, deadLetters, messages } = await jobsOverview(ctx.db, page);
    return { queues, dead_letters: deadLetters, messages: pageOf(messages.items, messages.total, page) };
  },
});

/** Sends a dead letter back to the queue it came from, to be tried again (five more tries). */
export const retryDeadJobQaRoute = defineContractRoute(retryDeadJobQa, {
  session: 'signed-in',
  rateLimit: 'write',
  handler: async ({ ctx, userId, body }) => {
    await requireStaff(ctx, userId);
    const boss = await ctx.jobQueue();
    const moved = await boss.redrive(DEAD_LETTER_QUEUE, { ids: [body.job_id], limit: 1 });
    if (moved === 0)
      throw new ApiError(
        404,
        'NOT_FOUND',
        'That job is not in the dead letters (it may have been sent back already).',
      );
    return { ok: true as const, moved };
  },
});
