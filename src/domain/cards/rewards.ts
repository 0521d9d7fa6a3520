/**
 * What a year of points is worth in dollars. All of the visitor's spending is treated as eligible
 * (the survey does not ask what is excluded, such as government payments). Points above a yearly
 * earn cap are counted as none, because the data does not say what rate applies past the cap.
 * A program without a dollar value is worth $0 here, with a note: an unknown value must not rank
 * a card above one whose value we know.
 */
import type { Cents } from '../finance/money';
import type { NormalisedRewardProgram } from '../normalise/types';
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
