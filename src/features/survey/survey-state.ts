/**
 * The card survey's state: what the visitor typed (drafts), the checked cards, the survey id and
 * the answers shown for them. Apart from the slice (survey-slice.ts) so the code that keeps it in
 * the browser (survey-storage.ts) can read the same shapes.
 */
export interface CardUsage {
  monthlyRepayment: number;
  monthlySpend: number;
  balanceRemaining: number;
}

/**
 * A card we do not have, as the visitor described it (its issuer does not publish through the
 * Consumer Data Right, or the card is missing from our data): the figures the estimate uses.
 */
export interface EnteredCard {
  /** One of our providers when the visitor's bank is in our data; else null and a typed name. */
  providerId: string | null;
  providerName: string;
  cardName: string;
  /** Dollars a year. */
  annualFee: number;
  /** A fraction: 0.2099 is 20.99% p.a. */
  purchaseRate: number;
  interestFreeDays: number;
  /** 0 for no rewards. */
  rewardProgramId: number;
}

export interface SurveyCard {
  /** A card of ours, or null for a card entered by hand. */
  productId: string | null;
  enteredCard?: EnteredCard;
  /** Points a dollar the visitor told us (the bank does not publish it); null: they don't know. */
  earnRate?: number | null;
  usage: CardUsage;
}

/** The visitor's answer to "how many points a dollar": '' not answered, 'unknown', or a number. */
export type EarnRateAnswer = '' | 'unknown' | `${number}`;

/**
 * One card of the survey form as the visitor typed it: amounts stay text, so a typo survives an
 * error, a step back or a trip to the estimate and back. `cards` holds the checked figures.
 */
export interface CardDraft {
  providerId: string | null;
  productId: string | null;
  /** The card's figures when the visitor entered it by hand (then productId is null). */
  entered: EnteredCard | null;
  /** Asked only for a card whose earn rate is not published, or one entered by hand. */
  earnRate: EarnRateAnswer;
  monthlySpend: string;
  /**
   * "I pay it off in full each month": repayment is the spend and nothing is carried; false: part of
   * it, with the repayment and balance asked; null until the visitor chooses (nothing is assumed).
   */
  paysInFull: boolean | null;
  monthlyRepayment: string;
  balanceRemaining: string;
}

export type SurveyStage = 'card' | 'usage' | 'review';

/** Where the survey form is: which card, and which of its steps. */
export interface SurveyStep {
  index: number;
  stage: SurveyStage;
}

export const MAX_SURVEY_CARDS = 5;

/**
 * A card not yet described: its amounts start empty, so no estimate is ever made of figures the
 * visitor did not give (the form shows examples as placeholders only).
 */
export const newCardDraft: CardDraft = {
  providerId: null,
  productId: null,
  entered: null,
  earnRate: '',
  monthlySpend: '',
  paysInFull: null,
  monthlyRepayment: '',
  balanceRemaining: '',
};

export interface SurveyState {
  cards: SurveyCard[];
  drafts: CardDraft[];
  step: SurveyStep;
  surveyId: string | null;
  estimateResult: unknown;
  /** The last /getOffers/ answer, for the estimate above; a new estimate drops it. */
  offersResult: unknown;
  /**
   * Whether a survey the server kept may still be brought back (use-server-resume.ts): false once
   * the server was asked, or when this browser kept a survey of its own (even one cleared with
   * "Start again"). Not saved in the browser.
   */
  serverResumeDone: boolean;
}

export const initialSurveyState: SurveyState = {
  cards: [],
  drafts: [newCardDraft],
  step: { index: 0, stage: 'card' },
  surveyId: null,
  estimateResult: null,
  offersResult: null,
  serverResumeDone: false,
};

/** Reported when the server answers a survey start without an id (both journeys). */
export const MISSING_SURVEY_ID_MESSAGE = "Couldn't find survey ID";
