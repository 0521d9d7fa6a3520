/**
 * Normalised cards and programs for tests, with plain round terms so the expected figures can be
 * worked out by hand. Each builder takes overrides so a test states only what it is about.
 */
import type { NormalisedCreditCard, NormalisedRewardProgram } from '../normalise/types';
import type { CardUsage } from './types';

export function testCard(overrides: Partial<NormalisedCreditCard> = {}): NormalisedCreditCard {
  return {
    id: '20001-CC00001',
    providerId: '20001',
    name: 'Plain Card',
    urlSlug: 'plain-card',
    cdrProductId: 'plain-card',
    annualFeeCents: 3_000,
    purchaseRate: 0.2099,
    noInterest: false,
    rewards: false,
    rewardProgramId: 0,
    rewardProgramPointsName: null,
    bonusPoints: 0,
    bonusPointsValueCents: null,
    earnRate: null,
    earnCapPoints: null,
    bonusSpendRequiredCents: null,
    bonusSpendMonths: 3,
    laterBonusPoints: 0,
    cashBack: null,
    interestFreeDays: 55,
    cashAdvanceRate: 0.2199,
    balanceTransfer: null,
    minCreditLimit: 1_000,
    maxCreditLimit: null,
    firstYearAnnualFeeCents: null,
    monthlyFeeCents: null,
    limitTier: null,
    rewardsProgramFeeCents: null,
    foreignTransactionFee: 0.03,
    latePaymentFeeCents: 2_000,
    network: 'Visa',
    features: [],
    url: null,
    applicationUrl: null,
    lastUpdated: '2024-08-01',
    ...overrides,
  };
}

export function testProgram(overrides: Partial<NormalisedRewardProgram> = {}): NormalisedRewardProgram {
  return {
    id: 50,
    name: 'Qantas Frequent Flyer',
    nameFormatted: 'Qantas Frequent Flyer',
    heading: 'Qantas Points',
    urlSlug: 'qantas',
    popular: 2,
    value: 0.008,
    pointsName: 'Qantas Points',
    rewardsCategory: 'qantas_points',
    points100Cashback: null,
    points100Giftcard: null,
    giftcardsAvailable: null,
    indirectPoints: {
      qantas: 1,
      velocity: null,
      krisflyer: null,
      emirates: null,
      asiaMiles: null,
      etihad: null,
      airNzAirpoints: null,
      united: null,
      lufthansa: null,
      malaysiaAirlines: null,
      airFranceKlm: null,
      flybuys: null,
    },
    ...overrides,
  };
}

export const NO_REWARDS_PROGRAM = testProgram({
  id: 0,
  name: 'No rewards',
  nameFormatted: 'No rewards',
  heading: 'No rewards',
  urlSlug: null,
  popular: 0,
  value: null,
  pointsName: 'Points',
  rewardsCategory: 'no_rewards',
});

/** Dollars in, cents out: `usage(500, 300, 8_000)` is $500 spent and $300 repaid a month, $8,000 owed. */
export function usage(spendDollars: number, repaymentDollars: number, balanceDollars: number): CardUsage {
  return {
    monthlySpendCents: Math.round(spendDollars * 100),
    monthlyRepaymentCents: Math.round(repaymentDollars * 100),
    balanceRemainingCents: Math.round(balanceDollars * 100),
  };
}
