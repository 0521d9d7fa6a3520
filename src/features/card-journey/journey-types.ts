/**
 * The card-journey answers as the client sees them (camelCase). The figures are the cost engine's
 * own shapes (src/domain/cards/types.ts); money is whole cents.
 */
import type { Offer, SurveyEstimate, UnsuitableOffer } from '../../domain/cards/types';

export type {
  CardCostEstimate,
  Offer,
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
export interface JourneyOffer extends Offer {
  providerName: string;
  cardLabel: string | null;
  redirectAvailable: boolean;
}

export interface OffersResponse {
  surveyId: string;
  stay: JourneyOffer[];
  switch: JourneyOffer[];
  sponsored: JourneyOffer[];
  unsuitable: UnsuitableOffer[];
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

export interface ProductTransferResponse {
  reference: string;
  providerName: string;
  nextSteps: string[];
}

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
