import type { StoredCardAnswer } from '../api/card-journey';

/** A card as the server keeps it with a survey or an account (snake_case, dollars as entered). */
export const keptAnzCard: StoredCardAnswer = {
  product_id: '10004-CC00002',
  monthly_spend: 1500,
  monthly_repayment: 1000,
  balance_remaining: 2000,
  card_name: 'ANZ Frequent Flyer Black',
  provider_id: '10004',
  provider_name: 'ANZ',
};
