/**
 * Saved cards ("Your cards" in the account): when the figures of a saved card change in the product
 * data (`changes.json`, written by each import), the user gets an in-app notification saying what
 * changed and what their saved cards cost a year now. One per card and day of change; only changes
 * seen on or after the day the cards were saved.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChangeEntry } from '../../src/domain/changes/change-entry';
import { changesByProduct, readChanges } from '../../src/domain/changes/read-changes';
import type { AppContext } from '../app-context';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { toMs } from '../lib/time';
import { summariseDealIfPossible } from '../services/deal-summary';
import { cardUpdateNotification } from '../services/follow-up-messages';
import { figuresDates } from '../services/figures-date';
import type { StoredCard } from '../services/survey-cards';
import { doneKeys, type FollowUpKind, type JobOutcome, rowsByIds } from './follow-up-kind';

export interface CardUpdateJob {
  userId: string;
  productId: string;
  on: string;
}

const CHANGES_FILE = 'changes.json';
let cached: { key: string; byProduct: Map<string, ChangeEntry[]> } | null = null;

/** The data's change history by product, read once per data version (none when the file is missing). */
function changesOf(ctx: AppContext): Map<string, ChangeEntry[]> {
  const key = `${ctx.config.referenceDataDir}:${ctx.referenceData.version}`;
  if (cached?.key !== key) {
    let entries: ChangeEntry[] = [];
    try {
      entries = readChanges(
        JSON.parse(readFileSync(path.join(ctx.config.referenceDataDir, CHANGES_FILE), 'utf8')),
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    cached = { key, byProduct: changesByProduct(entries) };
  }
  return cached.byProduct;
}

function cardUpdateKey(job: CardUpdateJob): string {
  return `card-update:${job.userId}:${job.productId}:${job.on}`;
}

interface SavedRow {
  user_id: string;
  products: StoredCard[];
  updated_at: unknown;
}

export const cardUpdates: FollowUpKind<CardUpdateJob> = {
  queue: 'notify-card-update',
  label: 'saved-card updates',

  async due(ctx) {
    const byProduct = changesOf(ctx);
    if (byProduct.size === 0) return [];
    const saved = await ctx.db.query<SavedRow>('SELECT user_id, products, updated_at FROM user_products');
    const done = await doneKeys(ctx, 'card_update');
    return saved.flatMap((row) => {
      const since = sydneyDatePlusDays(new Date(toMs(row.updated_at)), 0);
      const days = new Set<string>();
      for (const card of row.products) {
        for (const entry of card.product_id ? (byProduct.get(card.product_id) ?? []) : []) {
          if (entry.on >= since) days.add(`${card.product_id}|${entry.on}`);
        }
      }
      return [...days].flatMap((day) => {
        const [productId = '', on = ''] = day.split('|');
        const job = { userId: row.user_id, productId, on };
        return done.has(cardUpdateKey(job)) ? [] : [{ key: cardUpdateKey(job), data: job }];
      });
    });
  },

  async run(ctx, jobs, now) {
    const byProduct = changesOf(ctx);
    const byUser = await rowsByIds<SavedRow, string>(
      ctx,
      `SELECT user_id, products, updated_at FROM user_products
       WHERE user_id = ANY(string_to_array($1, ',')::uuid[])`,
      jobs.map((job) => job.data.userId),
      (row) => row.user_id,
    );
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) {
      try {
        const row = byUser.get(job.data.userId);
        const card = row?.products.find((each) => each.product_id === job.data.productId);
        const changes = (byProduct.get(job.data.productId) ?? []).filter((entry) => entry.on === job.data.on);
        if (!row || !card || changes.length === 0) {
          outcomes.push({ status: 'skipped' });
          continue;
        }
        const notification = cardUpdateNotification({
          cardName: card.card_name,
          changes,
          yearlyCostCents: summariseDealIfPossible(ctx.cardJourney, row.products)?.yearlyCostCents ?? null,
          figuresDates: figuresDates(ctx.referenceData),
        });
        const stored = await ctx.db.query(
          `WITH claimed AS (
             INSERT INTO sent_messages (idempotency_key, kind, channel, recipient, user_id, subject, status, job_id,
               attempts, created_at, updated_at, sent_at)
             VALUES ($1, 'card_update', 'in_app', $7, $2::uuid, $3, 'sent', $4, 1, $5, $5, $5)
             ON CONFLICT (idempotency_key) DO NOTHING
             RETURNING 1)
           INSERT INTO notifications (user_id, kind, title, body, created_at)
           SELECT $2::uuid, 'card_update', $3, $6, $5 FROM claimed RETURNING 1`,
          [
            cardUpdateKey(job.data),
            job.data.userId,
            notification.title,
            job.id,
            now.toISOString(),
            notification.body,
            // The recipient column is text: the user id again, as text.
            job.data.userId,
          ],
        );
        outcomes.push({ status: stored.length > 0 ? 'sent' : 'already-sent' });
      } catch (error) {
        outcomes.push({ error: error instanceof Error ? error : new Error(String(error)) });
      }
    }
    return outcomes;
  },
};
