/**
 * Removing one saved card, with an undo: the card is taken out of the list and kept, as stored and
 * with its place, for a few minutes in `removed_user_products`; "Undo" puts that same record back
 * at that place. Housekeeping deletes what was not put back (removeExpiredRemovedCards).
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import { toMs } from '../lib/time';
import type { StoredCard } from './survey-cards';
import type { RemovedCardAnswer } from '../../src/api/saved-cards';
import { addHistory } from './user-records';
import { saveUserProducts } from './user-products';

/** How long a removed card can be put back. */
export const UNDO_WINDOW_MS = 15 * 60 * 1000;

export interface SavedList {
  products: StoredCard[];
  updated_at: string | null;
}

export type RemovedCard = RemovedCardAnswer;

const changedElsewhere = () =>
  new ApiError(
    409,
    'CONFLICT',
    'Your saved cards have changed since this page showed them. Reload the page to see them as they are.',
  );

async function lockedProducts(tx: Queryable, userId: string): Promise<StoredCard[] | null> {
  const [row] = await tx.query<{ products: StoredCard[] }>(
    'SELECT products FROM user_products WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  return row?.products ?? null;
}

/**
 * Takes the card at `position` out of the saved cards, when it is the card the page named
 * (`cardName`; 409 otherwise), and keeps it for undoing.
 */
export async function removeSavedCard(
  db: Db,
  userId: string,
  target: { position: number; cardName: string },
  now: Date,
): Promise<SavedList & { removed: RemovedCard }> {
  return db.transaction(async (tx) => {
    const products = await lockedProducts(tx, userId);
    const card = products?.[target.position];
    if (!products || !card || card.card_name !== target.cardName) throw changedElsewhere();
    const id = randomUUID();
    await tx.query(
      `INSERT INTO removed_user_products (id, user_id, product, position, removed_at)
       VALUES ($1, $2, $3::jsonb, $4, $5)`,
      [id, userId, JSON.stringify(card), target.position, now.toISOString()],
    );
    const saved = await saveUserProducts(
      tx,
      userId,
      products.filter((_, at) => at !== target.position),
      'account',
      now,
    );
    await addHistory(
      tx,
      userId,
      {
        kind: 'saved_card_removed',
        description: `Removed your ${card.card_name} from your saved cards`,
        data: { product_id: card.product_id },
      },
      now,
    );
    return {
      ...saved,
      removed: {
        id,
        card_name: card.card_name,
        undo_until: new Date(now.getTime() + UNDO_WINDOW_MS).toISOString(),
      },
    };
  });
}

/**
 * Puts a removed card back, as it was stored, at its place (or last, when the list is shorter now);
 * 409 once the undo time has passed, when it is back already, or when the list holds `maxCards`.
 */
export async function restoreSavedCard(
  db: Db,
  userId: string,
  removedId: string,
  maxCards: number,
  now: Date,
): Promise<SavedList> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.query<{ product: StoredCard; position: number; removed_at: unknown }>(
      'SELECT product, position, removed_at FROM removed_user_products WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [removedId, userId],
    );
    if (!removed || toMs(removed.removed_at) + UNDO_WINDOW_MS <= now.getTime()) {
      throw new ApiError(
        409,
        'CONFLICT',
        'It’s too late to undo that, or the card is already back. Save it again from a new check of your cards.',
      );
    }
    const products = (await lockedProducts(tx, userId)) ?? [];
    if (products.length >= maxCards) {
      throw new ApiError(
        409,
        'CONFLICT',
        `You have ${maxCards} saved cards, the most there can be. Remove one to put the ${removed.product.card_name} back.`,
      );
    }
    const at = Math.min(removed.position, products.length);
    const saved = await saveUserProducts(
      tx,
      userId,
      [...products.slice(0, at), removed.product, ...products.slice(at)],
      'account',
      now,
    );
    await tx.query('DELETE FROM removed_user_products WHERE id = $1', [removedId]);
    await addHistory(
      tx,
      userId,
      {
        kind: 'saved_card_restored',
        description: `Put your ${removed.product.card_name} back in your saved cards`,
        data: { product_id: removed.product.product_id },
      },
      now,
    );
    return saved;
  });
}

/** Deletes removed cards whose undo time has passed; answers how many. */
export async function removeExpiredRemovedCards(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('DELETE FROM removed_user_products WHERE removed_at <= $1 RETURNING id', [
    new Date(now.getTime() - UNDO_WINDOW_MS).toISOString(),
  ]);
  return rows.length;
}
