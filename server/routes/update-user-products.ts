import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import type { AppContext } from '../app-context';
import { ApiError, badRequest } from '../lib/api-error';
import { toIso } from '../lib/time';
import { toSnakeCase } from '../lib/snake-case';
import { recordJourneyEvent } from '../services/journey-history';
import { summariseEstimate } from '../services/deal-summary';
import { dealSummaryView, savedCardsWithFigures } from '../services/saved-cards';
import { readCards, type StoredCard } from '../services/survey-cards';
import { readSurveyLinkToken } from '../services/survey-links';
import {
  findSurveyById,
  latestEstimatedSurvey,
  ownerOf,
  saveEstimate,
  type SurveyRow,
  updatedAt,
} from '../services/surveys';
import { findUserProducts, saveUserProducts } from '../services/user-products';
import { verifyingKeys } from '../lib/key-ring';
import {
  getSurveyByEventId,
  getUserProducts,
  updateUserProducts,
  updateUserProductsByEventId,
} from '../../src/api/saved-cards';
import { defineContractRoute } from './define-route';

function savedCardsEvent(products: readonly StoredCard[], data: Record<string, unknown>) {
  const description =
    products.length === 0
      ? 'Cleared your saved cards'
      : products.length === 1
        ? `Saved your ${products[0]?.card_name ?? 'card'} with its usage`
        : `Saved your ${products.length} cards with their usage`;
  return {
    kind: 'saved_cards_updated' as const,
    description,
    data: { ...data, product_ids: products.map((product) => product.product_id) },
  };
}

/**
 * The signed-in user's saved cards, each with its figures on today's data (a card that has left
 * the data is `unavailable`), and their latest estimated survey, whose cards they may save.
 */
export const getUserProductsRoute = defineContractRoute(getUserProducts, {
  session: 'signed-in',
  // Each card is ranked against the whole market, as /getOffers/ does.
  rateLimit: 'write',
  handler: async ({ ctx, session, userId }) => {
    const saved = await findUserProducts(ctx.db, userId);
    const latest = await latestEstimatedSurvey(ctx.db, ownerOf(session));
    return {
      products: savedCardsWithFigures(ctx.cardJourney, saved.products),
      updated_at: saved.updated_at,
      latest_survey: latest
        ? {
            survey_id: latest.id,
            card_count: latest.cards?.length ?? 0,
            estimated_at: toIso(latest.estimated_at),
          }
        : null,
    };
  },
});

/**
 * Replaces the signed-in user's saved cards (an empty list clears them); answers them with their
 * figures, as /getUserProducts/ does.
 */
export const updateUserProductsRoute = defineContractRoute(updateUserProducts, {
  session: 'signed-in',
  rateLimit: 'write',
  handler: async ({ ctx, userId, body, now }) => {
    const { stored } = readCards(ctx.cardJourney, body.products, 'products');
    const saved = await saveUserProducts(ctx.db, userId, stored, 'account', now);
    await recordJourneyEvent(ctx.db, userId, savedCardsEvent(saved.products, { source: 'account' }), now);
    return { products: savedCardsWithFigures(ctx.cardJourney, saved.products), updated_at: saved.updated_at };
  },
});

/** The survey a signed e-mail link names: 400 for a link that is not ours or has expired, 404 when it is gone. */
async function linkedSurvey(ctx: AppContext, eventId: string, now: Date): Promise<SurveyRow> {
  const link = readSurveyLinkToken(verifyingKeys(ctx.keys, 'grace', now), eventId, now);
  if (link.status === 'invalid') {
    throw badRequest(
      'This link is not one of ours, or part of it is missing. Open it from your e-mail again, or sign in to update your cards.',
    );
  }
  if (link.status === 'expired') {
    throw badRequest('This link has expired. Sign in to update your cards.');
  }
  const survey = await findSurveyById(ctx.db, link.surveyId);
  if (!survey) throw new ApiError(404, 'NOT_FOUND', 'This survey no longer exists. Start a new survey.');
  return survey;
}

/** From a signed e-mail link, without signing in: the survey's cards as stored, and its estimate. */
export const getSurveyByEventIdRoute = defineContractRoute(getSurveyByEventId, {
  session: 'required',
  // Each call checks a signed link: limited like the calls that write.
  rateLimit: 'write',
  handler: async ({ ctx, body, now }) => {
    const survey = await linkedSurvey(ctx, body.event_id, now);
    return {
      survey_id: survey.id,
      products: survey.cards ?? [],
      estimate: survey.estimate,
      updated_at: updatedAt(survey),
    };
  },
});

/**
 * From a signed e-mail link, without signing in: the link names a survey (an "event"), whose cards
 * are replaced and estimated again; when the survey belongs to an account, they become that
 * account's saved cards too.
 */
export const updateUserProductsByEventIdRoute = defineContractRoute(updateUserProductsByEventId, {
  session: 'required',
  rateLimit: 'write',
  handler: async ({ ctx, body, now }) => {
    const survey = await linkedSurvey(ctx, body.event_id, now);
    const journey = ctx.cardJourney;
    const { stored, surveyCards } = readCards(journey, body.products, 'products');
    const estimated = estimateSurvey(surveyCards, journey.catalogue);
    const estimate = toSnakeCase(estimated);
    await saveEstimate(ctx.db, survey.id, stored, estimate, now);
    if (survey.user_id !== null) {
      await saveUserProducts(ctx.db, survey.user_id, stored, 'email-link', now);
      await recordJourneyEvent(
        ctx.db,
        survey.user_id,
        savedCardsEvent(stored, { source: 'email-link', survey_id: survey.id }),
        now,
      );
    }
    // What the cards cost now and the best Stay and Switch: the link's screen shows them at once.
    return {
      survey_id: survey.id,
      products: stored,
      estimate,
      summary: dealSummaryView(summariseEstimate(journey, estimated)),
    };
  },
});
