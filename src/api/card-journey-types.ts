/**
 * The card journey's answers and bodies as the client reads and writes them (camelCase), named for
 * the screens: each follows from its contract (`card-journey.ts`, `card-follow-ups.ts`,
 * `saved-cards.ts`), so nothing here is written twice. Money is whole cents.
 */
import type { ClientRequestOf, ClientResponseOf } from './contract';
import type { Camelized } from './camel-case';
import type {
  addMissingProduct,
  getOfferDetails,
  getOffers,
  myCurrentDeal,
  productTransfer,
  productTransferVerify,
  StoredCardAnswer,
  surveyEstimate,
} from './card-journey';
import type { OFFER_TYPES } from './card-journey-fields';
import type { TO_BE_INTERESTS } from './card-follow-ups';
import type {
  DealSummaryAnswer,
  getSurveyByEventId,
  getUserProducts,
  RemovedCardAnswer,
  updateUserProductsByEventId,
} from './saved-cards';

export type { HorizonYears } from '../domain/cards/types';

export type OfferType = (typeof OFFER_TYPES)[number];

export type EstimateResponse = ClientResponseOf<typeof surveyEstimate>;
export type SurveyEstimate = EstimateResponse['estimate'];
export type CardCostEstimate = SurveyEstimate['entries'][number]['estimate'];

export type OffersResponse = ClientResponseOf<typeof getOffers>;
/** A list row: an offer, and the cards of other lenders with exactly the same figures. */
export type JourneyOfferRow = OffersResponse['stay'][number];
/** Another lender's card with the same figures as a row's offer. */
export type SameFiguresOffer = JourneyOfferRow['sameFigures'][number];

export type OfferDetailsResponse = ClientResponseOf<typeof getOfferDetails>;
/** An offer: the engine's figures, the provider's name, its label and whether we can send the visitor there. */
export type JourneyOffer = OfferDetailsResponse['offer'];
/** Why the visitor cannot get a card, with the sentence to show. */
export type ShownIneligibleReason = JourneyOffer['ineligible'][number];
export type CardFactsView = NonNullable<OfferDetailsResponse['card']>;

export type ProductTransferRequest = ClientRequestOf<typeof productTransfer>;
export type ProductTransferResponse = ClientResponseOf<typeof productTransfer>;
/** The address is not proved yet: a six-digit code went to it, for /productTransfer/verify/. */
export type ProductTransferCodeSent = Extract<ProductTransferResponse, { status: 'verify_email' }>;
/** The request is confirmed, and its confirmation e-mailed (now, or before to the same address). */
export type ProductTransferConfirmation = ClientResponseOf<typeof productTransferVerify>;

/** A card we do not have, for staff to add: the figures the survey costs it by meanwhile. */
export type MissingProductRequest = ClientRequestOf<typeof addMissingProduct>;

export type WishListInterest = (typeof TO_BE_INTERESTS)[number];

/** One card as the server keeps it (in dollars, as entered), with the names the screens show. */
export type KeptCard = Camelized<StoredCardAnswer>;

/** /myCurrentDeal/'s answer: no survey is `surveyId: null`. */
export type CurrentDeal = ClientResponseOf<typeof myCurrentDeal>;

/** The survey an e-mail link names; on saving, also the yearly cost and the best Stay and Switch. */
export type LinkedSurvey = Omit<ClientResponseOf<typeof getSurveyByEventId>, 'updatedAt'> &
  Partial<Pick<ClientResponseOf<typeof updateUserProductsByEventId>, 'summary'>>;

/** A deal in three figures on the server's current data. */
export type DealSummary = Camelized<DealSummaryAnswer>;
/** The best card to move to, and what it saves in its first year. */
export type BestOffer = NonNullable<DealSummary['bestStay']>;

/** The saved cards; only /getUserProducts/ also says which is the newest check. */
export type SavedCards = Omit<ClientResponseOf<typeof getUserProducts>, 'latestSurvey'> &
  Partial<Pick<ClientResponseOf<typeof getUserProducts>, 'latestSurvey'>>;
/** A saved card with its figures on today's data (null figures: we no longer have the card). */
export type SavedCard = SavedCards['products'][number];
/** A saved card just removed, which "Undo" can put back until `undoUntil`. */
export type RemovedCard = Camelized<RemovedCardAnswer>;
