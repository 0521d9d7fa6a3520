/** Cards visitors hold that our data lacks. Each report gets a reference; staff read them in offer-qa. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { newReference } from '../lib/references';
import { toIso } from '../lib/time';

export interface MissingProductInput {
  visitId: string | null;
  browserId: string;
  userId: string | null;
  providerId: string | null;
  providerName: string;
  cardName: string;
  annualFeeCents: number | null;
  purchaseRate: number | null;
  interestFreeDays: number | null;
  rewardProgramId: number | null;
  earnRate: number | null;
  email: string | null;
}

export async function reportMissingProduct(
  db: Queryable,
  input: MissingProductInput,
  now: Date,
): Promise<string> {
  // A clash on the reference inserts nothing and is tried again with a new one.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = newReference('MP');
    const inserted = await db.query(
      `INSERT INTO missing_products (id, reference, visit_id, browser_id, user_id, provider_id, provider_name,
         card_name, annual_fee_cents, purchase_rate, interest_free_days, reward_program_id, earn_rate, email,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (reference) DO NOTHING
       RETURNING reference`,
      [
        randomUUID(),
        reference,
        input.visitId,
        input.browserId,
        input.userId,
        input.providerId,
        input.providerName,
        input.cardName,
        input.annualFeeCents,
        input.purchaseRate,
        input.interestFreeDays,
        input.rewardProgramId,
        input.earnRate,
        input.email,
        now.toISOString(),
      ],
    );
    if (inserted.length > 0) return reference;
  }
  throw new Error('Could not store the missing product: no free reference');
}

export interface MissingProductItem {
  reference: string;
  provider_id: string | null;
  provider_name: string;
  card_name: string;
  annual_fee_cents: number | null;
  purchase_rate: number | null;
  interest_free_days: number | null;
  reward_program_id: number | null;
  earn_rate: number | null;
  email: string | null;
  created_at: string | null;
}

/** Newest first, for offer-qa. */
export async function recentMissingProducts(db: Queryable, limit: number): Promise<MissingProductItem[]> {
  const rows = await db.query<MissingProductItem & { created_at: unknown }>(
    `SELECT reference, provider_id, provider_name, card_name, annual_fee_cents, purchase_rate, interest_free_days,
       reward_program_id, earn_rate, email, created_at
     FROM missing_products ORDER BY created_at DESC, reference LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...row, created_at: toIso(row.created_at) }));
}
