/**
 * One saved card out of the account's list, and back again within the undo time
 * (services/removed-cards.ts). Both answer the saved cards with their figures, as /getUserProducts/.
 */
import { removeSavedCard, restoreSavedCard } from '../services/removed-cards';
import { savedCardsWithFigures } from '../services/saved-cards';
import { MAX_SURVEY_CARDS } from './card-journey-fields';
import { bodySchema, defineRoute } from './define-route';

interface RemoveBody {
  position: number;
  card_name: string;
  visit_id?: string | null;
}

/** Removes the card at `position`, which must be the card named (409 when the list has changed). */
export const removeUserProductRoute = defineRoute<RemoveBody, Record<string, never>, 'signed-in'>({
  path: '/removeUserProduct/',
  session: 'signed-in',
  rateLimit: 'write',
  body: bodySchema(
    {
      position: { type: 'integer', minimum: 0, maximum: MAX_SURVEY_CARDS - 1 },
      card_name: { type: 'string', minLength: 1, maxLength: 200 },
    },
    ['position', 'card_name'],
  ),
  handler: async ({ ctx, userId, body, now }) => {
    const saved = await removeSavedCard(
      ctx.db,
      userId,
      { position: body.position, cardName: body.card_name },
      now,
    );
    return { ...saved, products: savedCardsWithFigures(ctx.cardJourney, saved.products) };
  },
});

interface RestoreBody {
  removed_id: string;
  visit_id?: string | null;
}

/** Puts back the card a /removeUserProduct/ answer named (`removed.id`), as it was stored. */
export const restoreUserProductRoute = defineRoute<RestoreBody, Record<string, never>, 'signed-in'>({
  path: '/restoreUserProduct/',
  session: 'signed-in',
  rateLimit: 'write',
  body: bodySchema(
    {
      removed_id: {
        type: 'string',
        pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
        description: 'the id of a removed card from /removeUserProduct/',
      },
    },
    ['removed_id'],
  ),
  handler: async ({ ctx, userId, body, now }) => {
    const saved = await restoreSavedCard(ctx.db, userId, body.removed_id, MAX_SURVEY_CARDS, now);
    return { ...saved, products: savedCardsWithFigures(ctx.cardJourney, saved.products) };
  },
});
