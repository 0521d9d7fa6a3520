/**
 * The numbers behind every estimate, without any wording: ranking works on these for every card in
 * the data and only the offers that are shown get explained (`explain-cost.ts`).
 *
 * A typical year ("ongoing") puts the visitor's usage on the card as it is today: the balance they
 * carry, their spending and their repayment, at the card's purchase rate. It is fees + interest -
 * rewards. A card the visitor holds has no first-year items: they are past its first year.
 *
 * An offer's first year differs from its typical year by:
 * - Stay (product transfer at the same bank): nothing. The balance moves with the account to the
 *   new card's rate at once. No balance transfer (a bank does not transfer between its own cards),
 *   and no bonus points or first-year fee discount, which banks keep for new customers.
 * - Switch (a card at another bank): the first-year annual fee when the bank states one, the bonus
 *   points paid in the first year and the sign-up cash back when the visitor's spending reaches the
 *   requirement within the offer's months (3 when the bank does not say), and the carried
 *   balance. It either moves with a balance transfer (intro rate for its period, then the revert
 *   rate, or the purchase rate when the data has none; one-off fee = fee fraction x balance) or
 *   stays on the current card at its rate while it is paid off (we assume the old card is closed,
 *   so its annual fee stops; a no-interest card priced by the month keeps charging while owed). The
 *   cheaper of the two is used: a visitor would not pay a transfer fee to save less than the fee.
 *   A transfer is impossible inside a bank group (`bank-groups.ts`) or without an offer.
 *
 * The debt left after a year is reported, not added to the cost: with the visitor's repayment held
 * fixed, every extra dollar owed is a dollar of interest the cost already counts.
 */
import type { Cents } from '../finance/money';
import type { NormalisedBalanceTransfer } from '../normalise/types';
import type { CardFacts } from './card-facts';
import { type RewardsEarned, yearlyRewards } from './rewards';
import { simulateYear, type YearSimulation } from './simulate-year';
import type { CardUsage, OfferType } from './types';
import { assertValidUsage } from './usage';
import { roundWholeCents } from './whole-cents';

export interface HeldCardFigures {
  facts: CardFacts;
  usage: CardUsage;
  sim: YearSimulation;
  rewards: RewardsEarned;
  totalCents: Cents;
  fitsLimit: boolean;
}

export type TransferOutcome =
  'no-balance' | 'stay' | 'blocked-same-group' | 'not-offered' | 'not-worth-it' | 'taken';

export type BonusOutcome = 'none' | 'stay' | 'no-value' | 'spend-not-reached' | 'granted';

export type CashBackOutcome = 'none' | 'stay' | 'spend-not-reached' | 'granted';

export interface OfferFigures {
  offerType: OfferType;
  facts: CardFacts;
  usage: CardUsage;
  current: HeldCardFigures;
  ongoingSim: YearSimulation;
  rewards: RewardsEarned;
  ongoingTotalCents: Cents;
  firstYearFeeCents: Cents;
  bonusOutcome: BonusOutcome;
  /** Value of the bonus points paid in the first year. */
  bonusValueCents: Cents;
  /** Value of bonus points the offer pays after the first year: in neither the first-year nor the later-years figure. */
  laterBonusValueCents: Cents;
  cashBackOutcome: CashBackOutcome;
  cashBackCents: Cents;
  transferOutcome: TransferOutcome;
  /** The year-one simulation used (the ongoing one when nothing differs). */
  firstYearSim: YearSimulation;
  transferFeeCents: Cents;
  firstYearTotalCents: Cents;
  fitsLimit: boolean;
}

function assertCents(value: number, what: string): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, got ${String(value)}`);
  return value;
}

function fits(limitCents: Cents | null, peakCents: Cents): boolean {
  return limitCents === null || peakCents <= limitCents;
}

/**
 * Simulations already run for one held card's usage, keyed by the offer's rate terms
 * (`CardFacts.rateKey` / `transferKey`). The market has far fewer distinct rates than cards (36
 * cards charge 20.99%), so ranking runs each simulation once per survey card. Only valid for one
 * held card and never with `keepMonths`.
 */
export interface SimulationMemo {
  ongoing: Map<string, YearSimulation>;
  leftBehind: Map<string, YearSimulation>;
  transfer: Map<string, YearSimulation>;
}

export function newSimulationMemo(): SimulationMemo {
  return { ongoing: new Map(), leftBehind: new Map(), transfer: new Map() };
}

function ongoingSimulation(
  facts: CardFacts,
  usage: CardUsage,
  keepMonths: boolean,
  memo?: SimulationMemo,
): YearSimulation {
  const known = memo?.ongoing.get(facts.rateKey);
  if (known !== undefined) return known;
  const sim = simulateYear({
    monthlySpendCents: usage.monthlySpendCents,
    monthlyRepaymentCents: usage.monthlyRepaymentCents,
    purchaseRate: facts.purchaseRate,
    interestFreePurchases: facts.interestFreePurchases,
    daysToDue: facts.daysToDue,
    openingBalanceCents: usage.balanceRemainingCents,
    keepMonths,
  });
  memo?.ongoing.set(facts.rateKey, sim);
  return sim;
}

/** Year one with the balance left on the old card, new spending on the offer. */
function leftBehindSimulation(
  offer: CardFacts,
  old: CardFacts,
  usage: CardUsage,
  keepMonths: boolean,
  memo?: SimulationMemo,
): YearSimulation {
  const known = memo?.leftBehind.get(offer.rateKey);
  if (known !== undefined) return known;
  const sim = simulateYear({
    monthlySpendCents: usage.monthlySpendCents,
    monthlyRepaymentCents: usage.monthlyRepaymentCents,
    purchaseRate: offer.purchaseRate,
    interestFreePurchases: offer.interestFreePurchases,
    daysToDue: offer.daysToDue,
    openingBalanceCents: 0,
    leftBehind: {
      balanceCents: usage.balanceRemainingCents,
      rate: old.purchaseRate,
      monthlyFeeCents: old.card.noInterest ? (old.card.monthlyFeeCents ?? 0) : 0,
    },
    keepMonths,
  });
  memo?.leftBehind.set(offer.rateKey, sim);
  return sim;
}

/** Year one with the balance moved onto the offer by its balance-transfer offer. */
function transferSimulation(
  offer: CardFacts,
  terms: NormalisedBalanceTransfer,
  transferKey: string,
  usage: CardUsage,
  keepMonths: boolean,
  memo?: SimulationMemo,
): YearSimulation {
  const known = memo?.transfer.get(transferKey);
  if (known !== undefined) return known;
  const sim = simulateYear({
    monthlySpendCents: usage.monthlySpendCents,
    monthlyRepaymentCents: usage.monthlyRepaymentCents,
    purchaseRate: offer.purchaseRate,
    interestFreePurchases: offer.interestFreePurchases,
    daysToDue: offer.daysToDue,
    openingBalanceCents: 0,
    transferred: {
      balanceCents: usage.balanceRemainingCents,
      introRate: terms.rate,
      introMonths: terms.periodMonths,
      revertRate: terms.revertRate ?? offer.purchaseRate,
    },
    keepMonths,
  });
  memo?.transfer.set(transferKey, sim);
  return sim;
}

function rewardsFor(facts: CardFacts, usage: CardUsage): RewardsEarned {
  return yearlyRewards(usage.monthlySpendCents, {
    earnRate: facts.program === null ? null : facts.card.earnRate,
    earnCapPoints: facts.card.earnCapPoints,
    dollarsPerPoint: facts.points.dollarsPerPoint,
  });
}

export function costHeldCard(facts: CardFacts, usage: CardUsage, keepMonths = false): HeldCardFigures {
  assertValidUsage(usage);
  const sim = ongoingSimulation(facts, usage, keepMonths);
  const rewards = rewardsFor(facts, usage);
  const totalCents = facts.yearlyFeeCents + facts.programFeeCents + sim.interestCents - rewards.valueCents;
  return {
    facts,
    usage,
    sim,
    rewards,
    totalCents: assertCents(totalCents, `Yearly cost of ${facts.card.id}`),
    fitsLimit: fits(facts.limitCents, sim.peakCents),
  };
}

function bonusFor(facts: CardFacts, usage: CardUsage, offerType: OfferType): [BonusOutcome, Cents, Cents] {
  const card = facts.card;
  if (!card.rewards || card.bonusPoints <= 0) return ['none', 0, 0];
  if (offerType === 'Stay') return ['stay', 0, 0];
  if (card.bonusPointsValueCents === null) return ['no-value', 0, 0];
  const required = card.bonusSpendRequiredCents;
  if (required !== null && usage.monthlySpendCents * card.bonusSpendMonths < required) {
    return ['spend-not-reached', 0, 0];
  }
  const later = roundWholeCents((card.bonusPointsValueCents * card.laterBonusPoints) / card.bonusPoints);
  return ['granted', card.bonusPointsValueCents, later];
}

/**
 * A sign-up cash back, for new customers only: once when the spend is reached within its months
 * (even spending each month), or for each of its months the monthly spend is met.
 */
function cashBackFor(facts: CardFacts, usage: CardUsage, offerType: OfferType): [CashBackOutcome, Cents] {
  const offer = facts.card.cashBack;
  if (offer === null) return ['none', 0];
  if (offerType === 'Stay') return ['stay', 0];
  const required = offer.spendRequiredCents ?? 0;
  if (offer.perMonth) {
    return usage.monthlySpendCents >= required
      ? ['granted', offer.amountCents * offer.spendMonths]
      : ['spend-not-reached', 0];
  }
  return usage.monthlySpendCents * offer.spendMonths >= required
    ? ['granted', offer.amountCents]
    : ['spend-not-reached', 0];
}

/** Interest, transfer cost and old-card cost of a year-one plan: what the plans are compared on. */
function firstYearCharges(sim: YearSimulation, transferFeeCents: Cents): Cents {
  return (
    sim.interestCents +
    sim.transferInterestCents +
    transferFeeCents +
    sim.leftBehindInterestCents +
    sim.leftBehindFeesCents
  );
}

interface FirstYearPlan {
  outcome: TransferOutcome;
  sim: YearSimulation;
  transferFeeCents: Cents;
}

function firstYearPlan(
  offer: CardFacts,
  current: HeldCardFigures,
  usage: CardUsage,
  offerType: OfferType,
  transferAllowed: boolean,
  ongoingSim: YearSimulation,
  keepMonths: boolean,
  memo: SimulationMemo | undefined,
): FirstYearPlan {
  const balance = usage.balanceRemainingCents;
  if (balance === 0) return { outcome: 'no-balance', sim: ongoingSim, transferFeeCents: 0 };
  if (offerType === 'Stay') return { outcome: 'stay', sim: ongoingSim, transferFeeCents: 0 };

  const leftBehind = leftBehindSimulation(offer, current.facts, usage, keepMonths, memo);
  const stayBehind: FirstYearPlan = { outcome: 'not-offered', sim: leftBehind, transferFeeCents: 0 };
  const terms = offer.card.balanceTransfer;
  if (!transferAllowed) return { ...stayBehind, outcome: 'blocked-same-group' };
  if (terms === null || offer.transferKey === null) return stayBehind;

  const transfer = transferSimulation(offer, terms, offer.transferKey, usage, keepMonths, memo);
  const transferFeeCents = roundWholeCents(balance * terms.feeFraction);
  if (firstYearCharges(transfer, transferFeeCents) < firstYearCharges(leftBehind, 0)) {
    return { outcome: 'taken', sim: transfer, transferFeeCents };
  }
  return { ...stayBehind, outcome: 'not-worth-it' };
}

export interface OfferContext {
  current: HeldCardFigures;
  offerType: OfferType;
  /** False inside a bank group: the offer's bank will not take the current card's balance. */
  transferAllowed: boolean;
  keepMonths?: boolean;
  /** Shared by every offer costed against the same held card, when ranking. */
  memo?: SimulationMemo;
}

export function costOffer(offer: CardFacts, context: OfferContext): OfferFigures {
  const { current, offerType } = context;
  const usage = current.usage;
  const keepMonths = context.keepMonths ?? false;
  const memo = keepMonths ? undefined : context.memo;
  const ongoingSim = ongoingSimulation(offer, usage, keepMonths, memo);
  const rewards = rewardsFor(offer, usage);
  const fees = offer.yearlyFeeCents + offer.programFeeCents;
  const ongoingTotalCents = fees + ongoingSim.interestCents - rewards.valueCents;

  const card = offer.card;
  const firstYearFeeCents =
    offerType === 'Switch' && card.firstYearAnnualFeeCents !== null && card.monthlyFeeCents === null
      ? card.firstYearAnnualFeeCents
      : offer.yearlyFeeCents;
  const [bonusOutcome, bonusValueCents, laterBonusValueCents] = bonusFor(offer, usage, offerType);
  const [cashBackOutcome, cashBackCents] = cashBackFor(offer, usage, offerType);
  const plan = firstYearPlan(
    offer,
    current,
    usage,
    offerType,
    context.transferAllowed,
    ongoingSim,
    keepMonths,
    memo,
  );
  const firstYearTotalCents =
    firstYearFeeCents +
    offer.programFeeCents +
    firstYearCharges(plan.sim, plan.transferFeeCents) -
    rewards.valueCents -
    bonusValueCents -
    cashBackCents;

  return {
    offerType,
    facts: offer,
    usage,
    current,
    ongoingSim,
    rewards,
    ongoingTotalCents: assertCents(ongoingTotalCents, `Yearly cost of ${card.id}`),
    firstYearFeeCents,
    bonusOutcome,
    bonusValueCents,
    laterBonusValueCents,
    cashBackOutcome,
    cashBackCents,
    transferOutcome: plan.outcome,
    firstYearSim: plan.sim,
    transferFeeCents: plan.transferFeeCents,
    firstYearTotalCents: assertCents(firstYearTotalCents, `First-year cost of ${card.id}`),
    fitsLimit: fits(offer.limitCents, Math.max(ongoingSim.peakCents, plan.sim.peakCents)),
  };
}
