/**
 * The card cost engine's figures as the card-journey routes answer them: the engine's own shapes
 * (`src/domain/cards/types.ts`) with snake_case keys, and what the server adds to an offer (the
 * provider's name, a same-named card's label, whether we can send the visitor there, the sentence
 * of each reason they cannot get it). Money is whole cents; rates are fractions of a year.
 */
import { type Static, Type } from '@sinclair/typebox';
import { MEMBER_GROUPS } from '../domain/eligibility/member-groups';
import { NOTE_CODES, WORKING_KINDS } from '../domain/cards/types';
import { answerOneOf, orNull } from './fields';
import { OFFER_TYPES } from './card-journey-fields';

const cents = Type.Integer;

const workingItem = Type.Object({
  kind: answerOneOf(WORKING_KINDS),
  label: Type.String(),
  amount_cents: cents(),
  detail: Type.String(),
});

export const costBreakdown = Type.Object({ total_cents: cents(), working: Type.Array(workingItem) });

export const estimateNote = Type.Object({ code: answerOneOf(NOTE_CODES), text: Type.String() });

/** One statement of the simulated first year. */
const monthRow = Type.Object({
  month: Type.Integer(),
  opening_cents: cents(),
  purchases_cents: cents(),
  interest_cents: cents(),
  fees_cents: cents(),
  repaid_cents: cents(),
  closing_cents: cents(),
  interest_free: Type.Boolean(),
  below_minimum: Type.Boolean(),
});

/** What one card costs with the visitor's usage: a typical year, year one, the debt and the notes. */
export const cardCostEstimate = Type.Object({
  card_id: Type.String(),
  provider_id: Type.String(),
  card_name: Type.String(),
  usage: Type.Object({
    monthly_spend_cents: cents(),
    monthly_repayment_cents: cents(),
    balance_remaining_cents: cents(),
  }),
  ongoing: costBreakdown,
  first_year: costBreakdown,
  debt: Type.Object({
    today_cents: cents(),
    after_typical_year_cents: cents(),
    after_first_year_cents: cents(),
  }),
  peak_balance_cents: cents(),
  limit_cents: orNull(cents()),
  fits_limit: Type.Boolean(),
  notes: Type.Array(estimateNote),
  /** Year one statement by statement: in an estimate and an offer's details, not in the lists. */
  months: Type.Optional(Type.Array(monthRow)),
});

/** What the survey's cards cost together, each card's estimate by its place in the survey. */
export const surveyEstimateFigures = Type.Object({
  entries: Type.Array(Type.Object({ index: Type.Integer(), estimate: cardCostEstimate })),
  total_cents: cents(),
  debt_today_cents: cents(),
  debt_after_year_cents: cents(),
});

export type SurveyEstimateAnswer = Static<typeof surveyEstimateFigures>;

const offerType = answerOneOf(OFFER_TYPES);

/** Why the visitor cannot get a card, with the sentence to show. */
const ineligibleReason = Type.Union([
  Type.Object({
    kind: Type.Literal('members-only'),
    groups: Type.Array(answerOneOf(MEMBER_GROUPS)),
    who: Type.String(),
    text: Type.String(),
  }),
  Type.Object({ kind: Type.Literal('min-age'), min_age: Type.Integer(), text: Type.String() }),
  Type.Object({ kind: Type.Literal('max-age'), max_age: Type.Integer(), text: Type.String() }),
  Type.Object({ kind: Type.Literal('staff-only'), text: Type.String() }),
  Type.Object({ kind: Type.Literal('students-only'), text: Type.String() }),
]);

export const INELIGIBLE_KINDS = [
  'members-only',
  'min-age',
  'max-age',
  'staff-only',
  'students-only',
] as const;

const replaces = Type.Object({ index: Type.Integer(), card_id: Type.String() });

/**
 * An engine offer with what the server adds: the provider's name, whether we can send the visitor
 * there, and what tells the card apart from another of the provider's cards with the same name
 * (shown as "card name (card label)"; null when its name is its own).
 */
export const journeyOffer = Type.Object({
  offer_id: Type.String(),
  offer_type: offerType,
  provider_id: Type.String(),
  provider_name: Type.String(),
  card_name: Type.String(),
  card_label: orNull(Type.String()),
  redirect_available: Type.Boolean(),
  /** The survey entry this card would replace; the other cards are kept as they are. */
  replaces,
  first_year_saving_cents: cents(),
  ongoing_saving_cents: cents(),
  ranking_saving_cents: cents(),
  /** All the survey's cards together, before and after taking this offer. */
  survey: Type.Object({
    before_cents: cents(),
    after_first_year_cents: cents(),
    after_ongoing_cents: cents(),
  }),
  cost: cardCostEstimate,
  /** A partner's card: labelled "Sponsored" where it stands, ranked exactly as any other card. */
  sponsored: Type.Boolean(),
  /** Why the visitor cannot get the card; empty when they can. */
  ineligible: Type.Array(ineligibleReason),
  reasons: Type.Array(Type.String()),
  trade_offs: Type.Array(Type.String()),
  /** The balance transfer the first year takes; null when the balance stays or there is none. */
  transfer_taken: orNull(
    Type.Object({
      balance_cents: cents(),
      rate: Type.Number(),
      period_months: Type.Integer(),
      revert_rate: Type.Number(),
      fee_cents: cents(),
      first_year_interest_cents: cents(),
    }),
  ),
});

/** Another lender's card with the same figures as a row's offer. */
const sameFiguresOffer = Type.Pick(journeyOffer, [
  'offer_id',
  'offer_type',
  'provider_id',
  'provider_name',
  'card_name',
  'card_label',
  'redirect_available',
  'ineligible',
]);

/** A list row: an offer, and the cards of other lenders with exactly the same figures. */
export const journeyOfferRow = Type.Composite([
  journeyOffer,
  Type.Object({ same_figures: Type.Array(sameFiguresOffer) }),
]);

/** A card left out because the visitor's balance would not fit its limit. */
export const unsuitableOffer = Type.Object({
  offer_id: Type.String(),
  offer_type: offerType,
  replaces,
  reason: Type.String(),
});

/** A card's facts as the offer details screen shows them; unknowns are null. */
export const cardFacts = Type.Object({
  id: Type.String(),
  name: Type.String(),
  provider_id: Type.String(),
  provider_name: Type.String(),
  network: orNull(Type.String()),
  annual_fee_cents: cents(),
  first_year_annual_fee_cents: orNull(cents()),
  monthly_fee_cents: orNull(cents()),
  yearly_fees_cents: cents(),
  purchase_rate: orNull(Type.Number()),
  no_interest: Type.Boolean(),
  cash_advance_rate: orNull(Type.Number()),
  interest_free_days: orNull(Type.Integer()),
  foreign_transaction_fee: orNull(Type.Number()),
  late_payment_fee_cents: orNull(cents()),
  min_credit_limit_cents: orNull(cents()),
  max_credit_limit_cents: orNull(cents()),
  rewards: orNull(
    Type.Object({
      program_id: Type.Integer(),
      program_name: orNull(Type.String()),
      points_name: orNull(Type.String()),
      earn_rate: orNull(Type.Number()),
      earn_cap_points: orNull(Type.Number()),
      /** Cents a point (0.45 = 0.45c a point). */
      cents_per_point: orNull(Type.Number()),
      program_fee_cents: orNull(cents()),
      bonus_points: Type.Number(),
      bonus_points_value_cents: orNull(cents()),
      bonus_spend_required_cents: orNull(cents()),
    }),
  ),
  balance_transfer: orNull(
    Type.Object({
      rate: Type.Number(),
      period_months: Type.Integer(),
      /** A fraction of the balance moved. */
      fee: Type.Number(),
      fee_published: Type.Boolean(),
      revert_rate: orNull(Type.Number()),
    }),
  ),
  features: Type.Array(Type.String()),
  last_updated: Type.String(),
  redirect_available: Type.Boolean(),
});

export type CardFactsAnswer = Static<typeof cardFacts>;
