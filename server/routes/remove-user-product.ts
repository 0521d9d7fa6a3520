/**
 * One saved card out of the account's list, and back again within the undo time
 * (services/removed-cards.ts). Both answer the saved cards with their figures, as /getUserProducts/.
 */
import { removeSavedCard, restoreSavedCard } from '../services/removed-cards';
import { savedCardsWithFigures } from '../services/saved-cards';
import { MAX_SURVEY_CARDS } from '../../src/api/card-journey-fields';
import { removeUserProduct, restoreUserProduct } from '../../src/api/saved-cards';
import { defineContractRoute } from './define-route';

/** Removes the card at `position`, which must be the card named (409 when the list has changed). */
export const removeUserProductRoute = defineContractRoute(removeUserProduct, {
  session: 'signed-in',
  rateLimit: 'write',
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

/** Puts back the card a /removeUserProduct/ answer named (`removed.id`), as it was stored. */
export const restoreUserProductRoute = defineContractRoute(restoreUserProduct, {
  session: 'signed-in',
  rateLimit: 'write',
  handler: async ({ ctx, userId, body, now }) => {
    const saved = await restoreSavedCard(ctx.db, userId, body.removed_id, MAX_SURVEY_CARDS, now);
    return { ...saved, products: savedCardsWithFigures(ctx.cardJourney, saved.products) };
  },
});
