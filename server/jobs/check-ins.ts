/**
 * "We'll check in on how it went": 14 days after a product-transfer request was confirmed, an
 * e-mail (and a notification for a signed-in user) asking whether the bank made the change, with
 * what to do if it did not. Requests confirmed more than 60 days ago are not checked in on: by then
 * the question is stale. Only a request whose address is proved gets one (services/product-transfers.ts).
 */
import { checkInContent } from '../services/follow-up-messages';
import type { StoredCard } from '../services/survey-cards';
import { surveyUpdateUrl } from '../services/survey-links';
import type { OfferSummary } from '../services/surveys';
import { providerName } from '../services/card-journey';
import { deliverForJobs } from './deliver-follow-up';
import { type FollowUpKind, MESSAGE_DONE, rowsByIds } from './follow-up-kind';

export interface CheckInJob {
  requestId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_IN_AFTER_DAYS = 14;
const TOO_LATE_AFTER_DAYS = 60;

function checkInKey(requestId: string): string {
  return `check-in:${requestId}`;
}

interface RequestRow {
  id: string;
  survey_id: string;
  reference: string;
  email: string;
  first_name: string;
  user_id: string | null;
  provider_id: string;
  offer: OfferSummary | null;
  cards: StoredCard[] | null;
}

export const checkIns: FollowUpKind<CheckInJob> = {
  queue: 'send-check-in',
  label: 'check-ins',

  async due(ctx, now) {
    const rows = await ctx.db.query<{ id: string }>(
      `SELECT p.id FROM product_transfer_requests p
       WHERE p.confirmed_at <= $1 AND p.confirmed_at > $2 AND p.email_verified_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM sent_messages m
                         WHERE m.idempotency_key = 'check-in:' || p.id
                           AND ${MESSAGE_DONE})
       ORDER BY p.confirmed_at, p.id`,
      [
        new Date(now.getTime() - CHECK_IN_AFTER_DAYS * DAY_MS).toISOString(),
        new Date(now.getTime() - TOO_LATE_AFTER_DAYS * DAY_MS).toISOString(),
      ],
    );
    return rows.map((row) => ({ key: checkInKey(row.id), data: { requestId: row.id } }));
  },

  async run(ctx, jobs, now) {
    const byId = await rowsByIds<RequestRow, string>(
      ctx,
      `SELECT p.id, p.survey_id, p.reference, p.email, p.first_name, p.user_id, p.provider_id, s.cards,
         (SELECT o FROM jsonb_array_elements(COALESCE(s.offers -> 'stay', '[]'::jsonb)) o
          WHERE o ->> 'offer_id' = p.offer_id LIMIT 1) AS offer
       FROM product_transfer_requests p JOIN surveys s ON s.id = p.survey_id
       WHERE p.id = ANY(string_to_array($1, ',')::uuid[]) AND p.email_verified_at IS NOT NULL`,
      jobs.map((job) => job.data.requestId),
      (row) => row.id,
    );
    return deliverForJobs(
      ctx,
      jobs,
      (job) => {
        const row = byId.get(job.data.requestId);
        if (!row) return null;
        const card = row.offer ? row.cards?.[row.offer.replaces.index] : undefined;
        return {
          key: checkInKey(row.id),
          kind: 'check_in',
          list: 'check_ins',
          to: row.email,
          userId: row.user_id,
          jobId: job.id,
          content: checkInContent({
            firstName: row.first_name,
            reference: row.reference,
            providerName: row.offer?.provider_name ?? providerName(ctx.cardJourney, row.provider_id),
            fromCard: card ? { name: card.card_name, enteredByHand: !card.product_id } : null,
            toCard: row.offer?.card_name ?? null,
            checkUrl: surveyUpdateUrl(ctx.config.siteUrl, ctx.secret, row.survey_id, now),
          }),
        };
      },
      now,
    );
  },
};
