/** A signed-in user's saved cards with their usage (dollars, as entered), replaced as a whole. */
import type { Queryable } from '../db/db';
import { toIso } from '../lib/time';
import type { StoredCard } from './survey-cards';

export type ProductsSource = 'account' | 'email-link';

export async function saveUserProducts(
  db: Queryable,
  userId: string,
  products: readonly StoredCard[],
  source: ProductsSource,
  now: Date,
): Promise<{ products: StoredCard[]; updated_at: string | null }> {
  const [row] = await db.query<{ products: StoredCard[]; updated_at: unknown }>(
    `INSERT INTO user_products (user_id, products, source, updated_at) VALUES ($1, $2::jsonb, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET products = EXCLUDED.products, source = EXCLUDED.source,
       updated_at = EXCLUDED.updated_at
     RETURNING products, updated_at`,
    [userId, JSON.stringify(products), source, now.toISOString()],
  );
  return { products: row?.products ?? [], updated_at: toIso(row?.updated_at) };
}

/** The user's saved cards as stored; none (and no time) before they first saved any. */
export async function findUserProducts(
  db: Queryable,
  userId: string,
): Promise<{ products: StoredCard[]; updated_at: string | null }> {
  const [row] = await db.query<{ products: StoredCard[]; updated_at: unknown }>(
    'SELECT products, updated_at FROM user_products WHERE user_id = $1',
    [userId],
  );
  return { products: row?.products ?? [], updated_at: toIso(row?.updated_at) };
}
