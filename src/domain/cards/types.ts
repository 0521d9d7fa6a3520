/**
 * Public shapes of the card cost engine. Money is whole cents, rates are fractions of a year
 * (0.2099 = 20.99% p.a.), and a working item's `amountCents` is signed the way the visitor feels
 * it: positive is money the card costs, negative is value it gives back (rewards, bonus points).
 * The items of a breakdown always add up to its `totalCents`.
 */
import type { Cents } from '../finance/money';
import type { MonthRow } from './simulate-year';

/** How the visitor uses one card, as the survey asks it. */
export interface CardUsage {
  /** Purchases put on the card in a typical month. */
  monthlySpendCents: Cents;
  /** What the visitor pays off the card in a typical month. */
  monthlyRepaymentCents: Cents;
  /** The debt carried on the card today (not paid off by the last due date). */
  balanceRemainingCents: Cents;
}

export type WorkingKind =
  | 'annual-fee'
  | 'first-year-fee'
  | 'program-fee'
  | 'interest'
  | 'balance-transfer'
  | 'old-card-interest'
  | 'rewards'
  | 'bonus';

/** One line of "how we worked this out". */
export interface WorkingItem {
  kind: WorkingKind;
  label: string;
  amountCents: Cents;
  detail: string;
}

export interface CostBreakdown {
  totalCents: Cents;
  working: WorkingItem[];
}

export type NoteCode =
  | 'below-minimum-repayment'
  | 'interest-free-days-unknown'
  | 'no-earn-rate'
  | 'earn-rate-from-you'
  | 'entered-by-you'
  | 'no-points-value'
  | 'cash-back-points'
  | 'earn-cap-reached'
  | 'no-bonus-value'
  | 'bonus-spend-not-reached'
  | 'bonus-spend-unknown'
  | 'over-limit'
  | 'new-customer-offers-not-on-transfer'
  | 'balance-left-on-current-card'
  | 'transfer-blocked-same-group'
  | 'transfer-not-worth-it'
  | 'transfer-fee-not-published'
  | 'promotion-beyond-first-year';

/** A caveat or flag the screen should show next to the figures. */
export interface EstimateNote {
  code: NoteCode;
  text: string;
}

export interface DebtFigures {
  /** The balance carried today. */
  todayCents: Cents;
  /** What would be owed after a typical year on this card (every card involved, when a balance stays behind). */
  afterTypicalYearCents: Cents;
  afterFirstYearCents: Cents;
}

export interface CardCostEstimate {
  cardId: string;
  providerId: string;
  cardName: string;
  usage: CardUsage;
  /** A typical year: what the card costs every year with this usage. */
  ongoing: CostBreakdown;
  /** Year one. For a card the visitor already holds this equals `ongoing`. */
  firstYear: CostBreakdown;
  debt: DebtFigures;
  /** Highest statement balance on this card over the simulated year. */
  peakBalanceCents: Cents;
  /** The card's credit limit when the data fixes it (limit tiers, a single published limit), else null. */
  limitCents: Cents | null;
  fitsLimit: boolean;
  notes: EstimateNote[];
  /** Year one statement by statement (every card involved), the working behind the interest lines. */
  months: MonthRow[];
}

export type OfferType = 'Stay' | 'Switch';

export interface SurveyEntryEstimate {
  /** Position in the survey, so the same product entered twice stays two entries. */
  index: number;
  estimate: CardCostEstimate;
}

export interface SurveyEstimate {
  entries: SurveyEntryEstimate[];
  /** What all the survey's cards cost together in a typical year (held cards have no first-year items). */
  totalCents: Cents;
  debtTodayCents: Cents;
  debtAfterYearCents: Cents;
}

export interface Offer {
  offerId: string;
  offerType: OfferType;
  providerId: string;
  cardName: string;
  /** The survey entry this card would replace; the other cards are kept as they are. */
  replaces: { index: number; cardId: string };
  /** Current cost minus offer cost for the replaced card, which is also the change for the whole survey. */
  firstYearSavingCents: Cents;
  ongoingSavingCents: Cents;
  /** What the list is ordered by: first year plus one typical year (see README). */
  rankingSavingCents: Cents;
  /** All the survey's cards together, before and after taking this offer. */
  survey: { beforeCents: Cents; afterFirstYearCents: Cents; afterOngoingCents: Cents };
  cost: CardCostEstimate;
  sponsored: boolean;
  /** Short lines generated from the numbers, e.g. "$140 less in annual fees". */
  reasons: string[];
  /** What the visitor gives up, e.g. "$80 more in annual fees". */
  tradeOffs: string[];
}

export interface UnsuitableOffer {
  offerId: string;
  offerType: OfferType;
  replaces: { index: number; cardId: string };
  reason: string;
}

export interface RankedOffers {
  stay: Offer[];
  switch: Offer[];
  /** Sponsored offers in their own place, ordered by the same rule; they never move the lists above. */
  sponsored: Offer[];
  /** Cards left out because the visitor's balance would not fit their limit. */
  unsuitable: UnsuitableOffer[];
}

export interface RankOptions {
  sponsoredIds?: readonly string[];
  /** Most offers per list (stay, switch); default 10. Sponsored offers are not limited. */
  limit?: number;
  /** Keep offers that would cost the visitor more; default false (only offers that save money). */
  includeNonSaving?: boolean;
}
