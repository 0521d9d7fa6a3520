import { estimateSurvey } from '../../src/domain/cards/estimate-survey';
import { ApiError, badRequest } from '../lib/api-error';
import { toSnakeCase } from '../lib/snake-case';
import { recordJourneyEvent } from '../services/journey-history';
import { type CardUsageInput, readCards, type StoredCard } from '../services/survey-cards';
import { readSurveyLinkToken } from '../services/survey-links';
import { findSurveyById, saveEstimate } from '../services/surveys';
import { saveUserProducts } from '../services/user-products';
import { cardListField } from './card-journey-fields';
import { bodySchema, defineRoute } from './define-route';

interface ProductsBody {
  products: CardUsageInput[];
  visit_id?: string | null;
}

function savedCardsEvent(products: readonly StoredCard[], data: Record<string, unknown>) {
  const count = products.length === 1 ? '1 card' : `${products.length} cards`;
  return {
    kind: 'saved_cards_updated' as const,
    description: products.length === 0 ? 'Cleared your saved cards' : `Saved ${count} with their usage`,
    data: { ...data, product_ids: products.map((product) => product.product_id) },
  };
}

/** Replaces the signed-in user's saved cards (an empty list clears them). */
export const updateUserProductsRoute = defineRoute<ProductsBody, Record<string, never>, 'signed-in'>({
  path: '/updateUserProducts/',
  session: 'signed-in',
  rateLimit: 'write',
  body: bodySchema({ products: cardListField(0) }, ['products']),
  handler: async ({ ctx, userId, body, now }) => {
    const { stored } = readCards(ctx.cardJourney, body.products, 'products');
    const saved = await saveUserProducts(ctx.db, userId, stored, 'account', now);
    await recordJourneyEvent(ctx.db, userId, savedCardsEvent(saved.products, { source: 'account' }), now);
    return saved;
  },
});

interface ProductsByEventBody extends ProductsBody {
  event_id: string;
}

/**
 * From a signed e-mail link, without signing in: the link names a survey (an "event"), whose cards
 * are replaced and estimated again; when the survey belongs to an account, they become that
 * account's saved cards too.
 */
export const updateUserProductsByEventIdRoute = defineRoute<
  ProductsByEventBody,
  Record<string, never>,
  'required'
>({
  path: '/updateUserProductsByEventId/',
  session: 'required',
  rateLimit: 'write',
  body: bodySchema(
    {
      event_id: {
        type: 'string',
        minLength: 1,
        maxLength: 200,
        description: 'the event id from the e-mail link',
      },
      products: cardListField(1),
    },
    ['event_id', 'products'],
  ),
  handler: async ({ ctx, body, now }) => {
    const link = readSurveyLinkToken(ctx.secret, body.event_id, now);
    if (link.status === 'invalid') {
      throw badRequest('"event_id" is not from one of our links. Sign in to update your cards.');
    }
    if (link.status === 'expired') {
      throw badRequest('This link has expired. Sign in to update your cards.');
    }
    const journey = ctx.cardJourney;
    const { stored, surveyCards } = readCards(journey, body.products, 'products');
    const survey = await findSurveyById(ctx.db, link.surveyId);
    if (!survey) throw new ApiError(404, 'NOT_FOUND', 'This survey no longer exists. Start a new survey.');
    await saveEstimate(
      ctx.db,
      survey.id,
      stored,
      toSnakeCase(estimateSurvey(surveyCards, journey.catalogue)),
      now,
    );
    if (survey.user_id !== null) {
      await saveUserProducts(ctx.db, survey.user_id, stored, 'email-link', now);
      await recordJourneyEvent(
        ctx.db,
        survey.user_id,
        savedCardsEvent(stored, { source: 'email-link', survey_id: survey.id }),
        now,
      );
    }
    return { survey_id: survey.id, products: stored };
  },
});
