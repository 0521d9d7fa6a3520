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
  | 'cash-back-spend-not-reached'
  | 'later-bonus-points'
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
  /** First year plus one typical year (see README): how a card is paired with the survey card it replaces. */
  rankingSavingCents: Cents;
  /** All the survey's cards together, before and after taking this offer. */
  survey: { beforeCents: Cents; afterFirstYearCents: Cents; afterOngoingCents: Cents };
  cost: CardCostEstimate;
  /** True only for the sponsored offer, which is shown apart and never in the ranked lists. */
  sponsored: boolean;
  /** Why the visitor cannot get this card, from their answers; empty when they can. */
  ineligible: IneligibleReason[];
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

/** What the lists are sorted by: the saving in the first year, or in each year after it. */
export type SavingMeasure = 'first-year' | 'ongoing';

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

/** The one sponsored card: shown apart, never in, reordering or repeating the ranked lists. */
export interface SponsoredOffer {
  offer: Offer;
  /** Its place in its list had it been ranked with the others (1 = first). */
  wouldRank: number;
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
  sponsored: SponsoredOffer | null;
  /** Providers of the visitor's own cards that are commercial partners: disclosed above the Stay list. */
  partnerProviderIds: string[];
  /** Counted whether or not they are shown: with `showAll` they are in the lists, marked. */
  hidden: HiddenOffers;
  questions: EligibilityQuestions;
  /** Cards left out because the visitor's balance would not fit their limit. */
  unsuitable: UnsuitableOffer[];
}

export interface RankOptions {
  /** The partner's cards: the one that saves most is the sponsored offer, and is not ranked. */
  sponsoredIds?: readonly string[];
  /** Most rows per list (stay, switch); default 10. */
  limit?: number;
  /** Default `first-year`. */
  measure?: SavingMeasure;
  filters?: Partial<OfferFilters>;
  /** The visitor's answers; default none (members-only, staff and students-only cards are hidden). */
  eligibility?: VisitorEligibility;
  /** List the cards the visitor cannot get too, marked with the reason; default false. */
  showAll?: boolean;
  /** Keep offers that would cost the visitor more; default false (only offers that save money). */
  includeNonSaving?: boolean;
}
