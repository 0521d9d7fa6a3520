/**
 * The card-journey answers as the client sees them (camelCase). The figures are the cost engine's
 * own shapes (src/domain/cards/types.ts); money is whole cents.
 */
import type { HorizonYears, Offer, SurveyEstimate, UnsuitableOffer } from '../../domain/cards/types';
import type { IneligibleReason } from '../../domain/eligibility/types';
import type { MemberGroup } from '../../domain/eligibility/member-groups';

export type {
  CardCostEstimate,
  Offer,
  HorizonYears,
  OfferType,
  SurveyEstimate,
  WorkingItem,
} from '../../domain/cards/types';

export interface EstimateResponse {
  surveyId: string;
  estimate: SurveyEstimate;
}

/**
 * An engine offer with what the server adds: the provider's name, whether we can send the visitor
 * there, and what tells the card apart from another of the provider's cards with the same name
 * (shown as "cardName (cardLabel)"; null when its name is its own).
 */
export interface JourneyOffer extends Omit<Offer, 'ineligible'> {
  providerName: string;
  cardLabel: string | null;
  redirectAvailable: boolean;
  /** Why the visitor cannot get the card (with the sentence to show); empty when they can. */
  ineligible: ShownIneligibleReason[];
}

/** Why the visitor cannot get a card, with the sentence to show. */
export type ShownIneligibleReason = IneligibleReason & { text: string };

/** Another lender's card with the same figures as a row's offer. */
export type SameFiguresOffer = Pick<
  JourneyOffer,
  | 'offerId'
  | 'offerType'
  | 'providerId'
  | 'providerName'
  | 'cardName'
  | 'cardLabel'
  | 'redirectAvailable'
  | 'ineligible'
>;

/** A list row: an offer, and the cards of other lenders with exactly the same figures. */
export interface JourneyOfferRow extends JourneyOffer {
  sameFigures: SameFiguresOffer[];
}

export interface OffersResponse {
  surveyId: string;
  /** The years the lists rank the saving over. */
  horizonYears: HorizonYears;
  stay: JourneyOfferRow[];
  switch: JourneyOfferRow[];
  /** How many rows each list has in all: "Show more" asks for the rest. */
  rowCounts: { stay: number; switch: number };
  /** The commercial partners, whose cards are marked "Sponsored" where they stand. */
  partnerProviders: { id: string; name: string }[];
  hidden: { count: number; byReason: { kind: IneligibleReason['kind']; count: number }[] };
  questions: { memberGroups: { id: MemberGroup; label: string }[]; age: boolean };
  unsuitable: UnsuitableOffer[];
  /** A filter is on: an empty list means nothing passed it. */
  filtered: boolean;
  noBetterOffer: boolean;
}

export interface CardFactsView {
  id: string;
  name: string;
  providerId: string;
  providerName: string;
  annualFeeCents: number | null;
  firstYearAnnualFeeCents: number | null;
  monthlyFeeCents: number | null;
  purchaseRate: number | null;
  noInterest: boolean;
  interestFreeDays: number | null;
  foreignTransactionFee: number | null;
  rewards: {
    programName: string | null;
    pointsName: string | null;
    earnRate: number | null;
    centsPerPoint: number | null;
    bonusPoints: number | null;
    bonusPointsValueCents: number | null;
  } | null;
  balanceTransfer: { rate: number | null; periodMonths: number | null; fee: number | null } | null;
}

export interface OfferDetailsResponse {
  surveyId: string;
  offer: JourneyOffer;
  card: CardFactsView | null;
}

export interface ProductTransferRequest {
  surveyId: string;
  offerId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  cardLastFour: string | null;
  preferredContact: 'email' | 'phone';
  consent: true;
}

/** The request is confirmed, and its confirmation e-mailed (now, or before to the same address). */
export interface ProductTransferConfirmation {
  status: 'confirmed';
  reference: string;
  providerName: string;
  nextSteps: string[];
}

/** The address is not proved yet: a six-digit code went to it, for /productTransfer/verify/. */
export interface ProductTransferCodeSent {
  status: 'verify_email';
  /** The address as the server stored it (lower-cased). */
  sentTo: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export type ProductTransferResponse = ProductTransferConfirmation | ProductTransferCodeSent;

/** A card we do not have, for staff to add: the figures the survey costs it by meanwhile. */
export interface MissingProductRequest {
  visitId: string | null;
  providerId?: string;
  providerName?: string;
  cardName: string;
  annualFee?: number;
  purchaseRate?: number;
  interestFreeDays?: number;
  rewardProgramId?: number;
  earnRate?: number | null;
  email?: string;
}

export type WishListInterest = 'lower-fee' | 'lower-rate' | 'better-rewards' | 'balance-transfer';

/** What the product-transfer screen is handed when a Stay offer is chosen (navigation state). */
export interface ProductTransferState {
  providerId: string;
  offer: JourneyOffer;
}
