/** Where an account history entry leads: the result it describes, when the site can open it. */
import { paths } from '../../config/paths';
import type { HistoryItem } from './account-api';

/** Entries about a credit-card check: their data names the survey (`survey_id`). */
const CARD_CHECK_KINDS = new Set([
  'survey_estimated',
  'offer_chosen',
  'product_transfer_requested',
  'reminder_set',
  'no_offers_registered',
  'wish_list_registered',
  'saved_cards_updated',
]);

/** Entries about a home-loan check. */
const HOME_LOAN_CHECK_KINDS = new Set([
  'home_loan_checked',
  'home_loan_registered',
  'home_loan_offer_accepted',
  'home_loan_refinance_referred',
  'home_loan_refinance_accepted',
]);

export interface HistoryLink {
  href: string;
  /** Said after the entry's words to a screen reader: where the link goes. */
  label: string;
}

function surveyIdOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const id = (data as { surveyId?: unknown }).surveyId;
  return typeof id === 'string' && id !== '' ? id : null;
}

export function historyLink(item: Pick<HistoryItem, 'kind' | 'data'>): HistoryLink | null {
  const surveyId = surveyIdOf(item.data);
  if (surveyId === null) return null;
  if (CARD_CHECK_KINDS.has(item.kind))
    return { href: paths.cardOffersOf(surveyId), label: 'see the offers for that check' };
  if (HOME_LOAN_CHECK_KINDS.has(item.kind))
    return { href: paths.homeLoanCheckOf(surveyId), label: 'see that loan against the market' };
  return null;
}
