/**
 * Card-journey answers as the server sends them, typed by their contracts (`src/api/card-journey.ts`,
 * `src/api/saved-cards.ts`): a test names only what it is about and the rest is a valid answer, so
 * the client's contract check passes for the right reason.
 */
import type { ResponseOf } from '../api/contract';
import type { getOfferDetails, StoredCardAnswer } from '../api/card-journey';
import type { getUserProducts } from '../api/saved-cards';

type SavedCardAnswer = ResponseOf<typeof getUserProducts>['products'][number];
type CardFactsAnswer = NonNullable<ResponseOf<typeof getOfferDetails>['card']>;

/** A kept card with its figures on today's data: no cheaper card unless the test says so. */
export const savedCard = (
  card: StoredCardAnswer,
  figures: Partial<SavedCardAnswer> = {},
): SavedCardAnswer => ({
  ...card,
  yearly_cost_cents: null,
  best_stay: null,
  best_switch: null,
  unavailable: false,
  ...figures,
});

/** A card's facts as the offer details show them: a plain card unless the test says otherwise. */
export const cardFacts = (overrides: Partial<CardFactsAnswer> = {}): CardFactsAnswer => ({
  id: '10072-CC00001',
  name: 'Visa Platinum',
  provider_id: '10072',
  provider_name: 'Bank of Example',
  network: null,
  annual_fee_cents: 0,
  first_year_annual_fee_cents: null,
  monthly_fee_cents: null,
  yearly_fees_cents: 0,
  purchase_rate: 0.0722,
  no_interest: false,
  cash_advance_rate: null,
  interest_free_days: 55,
  foreign_transaction_fee: null,
  late_payment_fee_cents: null,
  min_credit_limit_cents: null,
  max_credit_limit_cents: null,
  rewards: null,
  balance_transfer: null,
  features: [],
  last_updated: '2026-11-01',
  redirect_available: true,
  ...overrides,
});
