/**
 * Card- and home-loan-journey steps in the account's event history (/getEventHistory/). Only signed-in visitors
 * have a history; an anonymous survey's steps are not replayed into it after sign-in.
 */
import type { Queryable } from '../db/db';
import { addHistory } from './user-records';

export type JourneyEventKind =
  | 'survey_estimated'
  | 'offer_chosen'
  | 'product_transfer_requested'
  | 'reminder_set'
  | 'no_offers_registered'
  | 'wish_list_registered'
  | 'missing_product_reported'
  | 'saved_cards_updated'
  | 'home_loan_checked'
  | 'home_loan_registered'
  | 'home_loan_offer_accepted'
  | 'home_loan_refinance_referred'
  | 'home_loan_refinance_accepted';

export async function recordJourneyEvent(
  db: Queryable,
  userId: string | null,
  entry: { kind: JourneyEventKind; description: string; data: Record<string, unknown> },
  now: Date,
): Promise<void> {
  if (userId !== null) await addHistory(db, userId, entry, now);
}
