/**
 * What a year of points is worth in dollars. All of the visitor's spending is treated as eligible
 * (the survey does not ask what is excluded, such as government payments). Points above a yearly
 * earn cap are counted as none, because the data does not say what rate applies past the cap.
 * A program without a dollar value is worth $0 here, with a note: an unknown value must not rank
 * a card above one whose value we know.
 */
import type { Cents } from '../finance/money';
import type { NormalisedCreditCard, NormalisedRewardProgram } from '../normalise/types';
import { MONTHS_IN_YEAR } from './simulate-year';
import { roundWholeCents } from './whole-cents';

/** Cash-back programs pay a cent a point (the product specification's rule). */
export const CASH_BACK_POINT_VALUE = 0.01;

const CASH_BACK = /\bcash\b/i;

export interface PointValue {
  /** Dollars per point, or null when unknown. */
  dollarsPerPoint: number | null;
  cashBack: boolean;
}

export function pointValue(program: NormalisedRewardProgram | null): PointValue {
  if (program === null || program.rewardsCategory === 'no_rewards')
    return { dollarsPerPoint: null, cashBack: false };
  if (CASH_BACK.test(program.name) || CASH_BACK.test(program.pointsName)) {
    return { dollarsPerPoint: CASH_BACK_POINT_VALUE, cashBack: true };
  }
  return { dollarsPerPoint: program.value, cashBack: false };
}

export interface RewardsEarned {
  /** Whole points a year, after the cap. */
  points: number;
  /** Points the uncapped earn rate would have given. */
  uncappedPoints: number;
  capReached: boolean;
  valueCents: Cents;
}

export interface EarnTerms {
  earnRate: number | null;
  earnCapPoints: number | null;
  dollarsPerPoint: number | null;
}

export function yearlyRewards(monthlySpendCents: Cents, terms: EarnTerms): RewardsEarned {
  if (terms.earnRate === null || terms.earnRate <= 0 || monthlySpendCents === 0) {
    return { points: 0, uncappedPoints: 0, capReached: false, valueCents: 0 };
  }
  // Cents x rate, back to points: 12 x $500 at 0.75 a dollar is 4,500 points. Rounding to a
  // millionth first keeps 4499.999999 (binary noise) from losing a point to the floor.
  const exactPoints = (monthlySpendCents * MONTHS_IN_YEAR * terms.earnRate) / 100;
  const uncappedPoints = Math.floor(Math.round(exactPoints * 1e6) / 1e6);
  const capReached = terms.earnCapPoints !== null && uncappedPoints > terms.earnCapPoints;
  const points = capReached && terms.earnCapPoints !== null ? terms.earnCapPoints : uncappedPoints;
  const valueCents =
    terms.dollarsPerPoint === null ? 0 : roundWholeCents(points * terms.dollarsPerPoint * 100);
  return { points, uncappedPoints, capReached, valueCents };
}

/**
 * Points a dollar the survey offers when a card's earn rate is not published (or the card is
 * entered by hand): the rates Australian cards commonly earn on everyday spending.
 */
export const COMMON_EARN_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** The most points a dollar a visitor may tell us a card earns. */
export const MAX_VISITOR_EARN_RATE = 10;

/** The card's own points name where it has one, else its program's. */
export function pointsNameOf(
  card: Pick<NormalisedCreditCard, 'rewardProgramPointsName'>,
  program: NormalisedRewardProgram | null,
): string {
  return card.rewardProgramPointsName ?? program?.pointsName ?? 'points';
}

/**
 * Whether the survey asks the visitor how many points their card earns: it earns points of a
 * known value but its bank does not publish the rate (CommBank Smart Awards). Without a value per
 * point the answer could not change the estimate, so it is not asked.
 */
export function asksEarnRate(
  card: Pick<NormalisedCreditCard, 'rewards' | 'earnRate'>,
  program: NormalisedRewardProgram | null,
): boolean {
  return card.rewards && card.earnRate === null && pointValue(program).dollarsPerPoint !== null;
}

/** Why the visitor's earn rate cannot be used for this card, or null when it can. */
export function visitorEarnRateProblem(
  card: Pick<NormalisedCreditCard, 'rewards' | 'earnRate'>,
  earnRate: number,
): string | null {
  if (!Number.isFinite(earnRate) || earnRate <= 0 || earnRate > MAX_VISITOR_EARN_RATE) {
    return `an earn rate is more than 0 and at most ${MAX_VISITOR_EARN_RATE} points a dollar`;
  }
  if (!card.rewards) return 'this card earns no points, so it has no earn rate';
  if (card.earnRate !== null) {
    return `the bank publishes this card's earn rate (${card.earnRate} points a dollar), which is used`;
  }
  return null;
}
