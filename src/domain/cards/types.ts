/**
 * Public shapes of the card cost engine. Money is whole cents, rates are fractions of a year
 * (0.2099 = 20.99% p.a.), and a working item's `amountCents` is signed the way the visitor feels
 * it: positive is money the card costs, negative is value it gives back (rewards, bonus points).
 * The items of a breakdown always add up to its `totalCents`.
 */
import type { MemberGroup } from '../eligibility/member-groups';
import type { IneligibleReason, VisitorEligibility } from '../eligibility/types';
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

/** What a working line is about; the API lists the same kinds (src/api/card-estimate.ts). */
export const WORKING_KINDS = [
  'annual-fee',
  'first-year-fee',
  'program-fee',
  'interest',
  'balance-transfer',
  'old-card-interest',
  'rewards',
  'bonus',
] as const;

export type WorkingKind = (typeof WORKING_KINDS)[number];

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

export const NOTE_CODES = [
  'below-minimum-repayment',
  'interest-free-days-unknown',
  'no-earn-rate',
  'earn-rate-from-you',
  'entered-by-you',
  'no-points-value',
  'cash-back-points',
  'earn-cap-reached',
  'no-bonus-value',
  'bonus-spend-not-reached',
  'bonus-spend-unknown',
  'cash-back-spend-not-reached',
  'later-bonus-points',
  'over-limit',
  'new-customer-offers-not-on-transfer',
  'balance-left-on-current-card',
  'transfer-blocked-same-group',
  'transfer-not-worth-it',
  'transfer-fee-not-published',
  'promotion-beyond-first-year',
] as const;

export type NoteCode = (typeof NOTE_CODES)[number];

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
  /** First year plus one typical year (see README): how a card is paired with the survey card it replaces. */
  rankingSavingCents: Cents;
  /** All the survey's cards together, before and after taking this offer. */
  survey: { beforeCents: Cents; afterFirstYearCents: Cents; afterOngoingCents: Cents };
  cost: CardCostEstimate;
  /** A partner's card: labelled "Sponsored" where it stands, ranked exactly as any other card. */
  sponsored: boolean;
  /** Why the visitor cannot get this card, from their answers; empty when they can. */
  ineligible: IneligibleReason[];
  /** Short lines generated from the numbers, e.g. "$140 less in annual fees". */
  reasons: string[];
  /** What the visitor gives up, e.g. "$80 more in annual fees". */
  tradeOffs: string[];
  /** The balance transfer the first year takes; null when the balance stays or there is none. */
  transferTaken: TransferTaken | null;
}

/** The balance transfer an offer's first year takes: its rate, when that ends and the rate after. */
export interface TransferTaken {
  /** The balance moved: the one carried today. */
  balanceCents: Cents;
  /** The promotional rate, a fraction a year. */
  rate: number;
  periodMonths: number;
  /** The rate on what is left of the balance once the promotional rate ends. */
  revertRate: number;
  feeCents: Cents;
  /** Interest on the moved balance in the first year. */
  firstYearInterestCents: Cents;
}

export interface UnsuitableOffer {
  offerId: string;
  offerType: OfferType;
  replaces: { index: number; cardId: string };
  reason: string;
}

/** How many years the visitor expects to keep the new card, as the offers screen asks it. */
export type HorizonYears = 1 | 2 | 3;

/**
 * What a list is ranked by: the saving over the years the visitor keeps the card (the first year
 * plus each later year), or a later year alone ('each-later-year', for alerts about a typical year).
 */
export type SavingMeasure = HorizonYears | 'each-later-year';

/** Filters the visitor sets; each true filter keeps only the cards that meet it. */
export interface OfferFilters {
  noAnnualFee: boolean;
  rewards: boolean;
  balanceTransfer: boolean;
  /** Leave out the providers of the visitor's own cards (and so every Stay offer). */
  excludeMyBank: boolean;
}

/**
 * One row of a ranked list: an offer (the first of its figures the visitor can get, else the
 * first) and the other cards with exactly the same figures.
 */
export interface OfferRow extends Offer {
  /** Cards with the same figures (other lenders, or the same card at sister brands), in order. */
  sameFigures: Offer[];
}

/** Offers the visitor cannot get, left out of the lists (or marked, when they show all). */
export interface HiddenOffers {
  count: number;
  byReason: { kind: IneligibleReason['kind']; count: number }[];
}

/** The eligibility questions worth asking: they can change what is listed. */
export interface EligibilityQuestions {
  memberGroups: MemberGroup[];
  age: boolean;
}

export interface RankedOffers {
  measure: SavingMeasure;
  stay: OfferRow[];
  switch: OfferRow[];
  /** How many rows each list has in all, of which `stay` and `switch` are the first. */
  rowCounts: Record<OfferType, number>;
  /** Providers whose cards are sponsored (commercial partners): disclosed once above the lists. */
  partnerProviderIds: string[];
  /** Counted whether or not they are shown: with `showAll` they are in the lists, marked. */
  hidden: HiddenOffers;
  questions: EligibilityQuestions;
  /** Cards left out because the visitor's balance would not fit their limit. */
  unsuitable: UnsuitableOffer[];
}

export interface RankOptions {
  /** The partners' cards: marked `sponsored`, and ranked exactly as they would be without it. */
  sponsoredIds?: readonly string[];
  /**
   * Most rows per list, for both or each list; default 10. With `showAll`, a list also runs on to
   * its last row holding a card the visitor cannot get, so every such card is listed.
   */
  limit?: number | Partial<Record<OfferType, number>>;
  /** Default two years. */
  measure?: SavingMeasure;
  filters?: Partial<OfferFilters>;
  /** The visitor's answers; default none (members-only, staff and students-only cards are hidden). */
  eligibility?: VisitorEligibility;
  /** List the cards the visitor cannot get too, marked with the reason; default false. */
  showAll?: boolean;
  /** Keep offers that would cost the visitor more; default false (only offers that save money). */
  includeNonSaving?: boolean;
}
