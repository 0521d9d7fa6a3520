/**
 * A card the visitor enters by hand because its issuer publishes nothing through the Consumer Data
 * Right (American Express, Latitude) or we lack it: its figures become a card the engine costs like
 * any other. What the visitor does not tell us is left out (no balance transfer, no bonus points,
 * no credit limit), which can only understate what the card costs or gives back, never invent it.
 */
import type { Cents } from '../finance/money';
import type { NormalisedCreditCard, NormalisedRewardProgram } from '../normalise/types';

export interface EnteredCardFigures {
  /** One of our providers when the visitor's bank is in our data but the card is not; else null. */
  providerId: string | null;
  providerName: string;
  cardName: string;
  annualFeeCents: Cents;
  /** Purchase rate as a fraction (0.2099). */
  purchaseRate: number;
  /** Up to how many days purchases are interest free; 0 when they never are. */
  interestFreeDays: number;
  /** The reward program it earns; 0 for none. */
  rewardProgramId: number;
}

/** The engine's provider id for a card whose issuer is not in our data: never a provider of ours. */
export const ENTERED_PROVIDER_ID = 'entered';

/** $5,000 a year: above every card fee in Australia, so a fee in cents typed as dollars is caught. */
export const MAX_ENTERED_ANNUAL_FEE_CENTS: Cents = 500_000;
/** 50% p.a.: above every card rate; a rate typed as a percentage (20.99) is caught. */
export const MAX_ENTERED_PURCHASE_RATE = 0.5;
export const MAX_INTEREST_FREE_DAYS = 120;

export interface EnteredCardProblem {
  field: keyof EnteredCardFigures;
  message: string;
}

const isSet = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

/** Every figure given that cannot be a real card's, each with the field it is about. */
export function enteredCardProblems(
  figures: Partial<EnteredCardFigures>,
  programs: ReadonlyMap<number, NormalisedRewardProgram>,
): EnteredCardProblem[] {
  const problems: EnteredCardProblem[] = [];
  const { annualFeeCents, purchaseRate, interestFreeDays, rewardProgramId } = figures;
  if (
    isSet(annualFeeCents) &&
    (!Number.isInteger(annualFeeCents) || annualFeeCents < 0 || annualFeeCents > MAX_ENTERED_ANNUAL_FEE_CENTS)
  ) {
    problems.push({ field: 'annualFeeCents', message: 'an annual fee is from $0 to $5,000' });
  }
  if (
    isSet(purchaseRate) &&
    (!Number.isFinite(purchaseRate) || purchaseRate < 0 || purchaseRate > MAX_ENTERED_PURCHASE_RATE)
  ) {
    problems.push({
      field: 'purchaseRate',
      message: 'a purchase rate is a fraction from 0 to 0.5 (0.2099 for 20.99% p.a.)',
    });
  }
  if (
    isSet(interestFreeDays) &&
    (!Number.isInteger(interestFreeDays) || interestFreeDays < 0 || interestFreeDays > MAX_INTEREST_FREE_DAYS)
  ) {
    problems.push({
      field: 'interestFreeDays',
      message: `interest-free days are a whole number from 0 to ${MAX_INTEREST_FREE_DAYS}`,
    });
  }
  if (isSet(rewardProgramId) && !programs.has(rewardProgramId)) {
    problems.push({
      field: 'rewardProgramId',
      message: `there is no reward program ${rewardProgramId} in our data`,
    });
  }
  return problems;
}

/** The entered figures as a card of the engine, under `id` (unique within the survey). */
export function enteredCard(figures: EnteredCardFigures, id: string): NormalisedCreditCard {
  return {
    id,
    providerId: figures.providerId ?? ENTERED_PROVIDER_ID,
    // Named with its issuer ("American Express Explorer"): nothing else on the estimate says whose it is.
    name: figures.cardName.toLowerCase().startsWith(figures.providerName.toLowerCase())
      ? figures.cardName
      : `${figures.providerName} ${figures.cardName}`,
    urlSlug: '',
    cdrProductId: '',
    annualFeeCents: figures.annualFeeCents,
    purchaseRate: figures.purchaseRate,
    noInterest: false,
    rewards: figures.rewardProgramId !== 0,
    rewardProgramId: figures.rewardProgramId,
    rewardProgramPointsName: null,
    bonusPoints: 0,
    bonusPointsValueCents: null,
    // The visitor's earn rate, like one given for a listed card, comes with the survey entry.
    earnRate: null,
    earnCapPoints: null,
    bonusSpendRequiredCents: null,
    bonusSpendMonths: 3,
    laterBonusPoints: 0,
    cashBack: null,
    interestFreeDays: figures.interestFreeDays,
    cashAdvanceRate: null,
    balanceTransfer: null,
    minCreditLimit: null,
    maxCreditLimit: null,
    firstYearAnnualFeeCents: null,
    monthlyFeeCents: null,
    limitTier: null,
    rewardsProgramFeeCents: null,
    foreignTransactionFee: null,
    latePaymentFeeCents: null,
    network: null,
    features: [],
    url: null,
    applicationUrl: null,
    lastUpdated: '',
  };
}

/**
 * The curated program "Card rewards (details not published)" (data/curated/reward-programs.json):
 * what an entered card earns when its program is not one of ours. Its points have no value we
 * could count, so they count as $0 and the estimate says so.
 */
export const OTHER_REWARDS_PROGRAM_ID = 2200;
