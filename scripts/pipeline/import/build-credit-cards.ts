/**
 * CRED_AND_CHRG_CARDS -> `credit-cards.json` (full card records in the spec's text shapes) and
 * `products-cc.json` (numeric rows for tables). A card priced by limit tier becomes one card per tier.
 */
import type {
  RawCardCashBack,
  RawCreditCard,
  RawCreditCardDataset,
  RawCreditCardRow,
  RawRewardProgram,
} from '../../../src/domain/data/raw-types';
import { type BuildContext, dropProduct, inStableOrder, productBase } from './build-context';
import {
  balanceTransferFee,
  cardFeeCapWithoutPeriod,
  cardFeeSchedule,
  firstYearAnnualFee,
  foreignTransactionFee,
  latePaymentFee,
  rewardsProgramFee,
  unpricedCardFee,
  UnshownCardFee,
  type CardFeeSchedule,
} from './card-fees';
import {
  balanceTransferOffer,
  cashAdvanceRate,
  purchaseRate,
  type BalanceTransferOffer,
  type PurchaseRate,
} from './card-rates';
import {
  type BonusFacts,
  bonusFacts,
  type EarnFacts,
  cashBackFacts,
  cashbackShare,
  earnFacts,
  matchRewardRule,
  showsRewards,
  type CardRewardRule,
} from './card-rewards';
import type { CdrProduct, CdrProductDetail } from './cdr-types';
import { constraintAmounts } from './cdr-values';
import { productError } from './import-error';
import { interestFreeDays } from './interest-free';
import { cardNetwork, featureFlags } from './product-features';

export interface CreditCardOutput {
  dataset: RawCreditCardDataset;
  rows: RawCreditCardRow[];
  /** Reward program ids used by at least one card, ascending. */
  rewardProgramIds: number[];
}

const withThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `$149`, `$1,200`, or the unrounded `$131.39999999999998` that monthly x 12 produces in floating
 * point: the spec's datasets carry that raw text and the normaliser rounds it.
 */
export function dollarText(amount: number): string {
  return Number.isInteger(amount) ? `$${withThousands(String(amount))}` : `$${String(amount)}`;
}

export function percentText(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}% p.a.`;
}

export function pointsText(points: number): string {
  return withThousands(String(points));
}

interface Tier {
  limit: number | null;
  monthlyFee: number | null;
  annualFee: number;
}

function tiersOf(schedule: CardFeeSchedule): Tier[] {
  if (schedule.kind === 'annual') return [{ limit: null, monthlyFee: null, annualFee: schedule.annualFee }];
  if (schedule.kind === 'monthly') {
    return [{ limit: null, monthlyFee: schedule.monthlyFee, annualFee: schedule.monthlyFee * 12 }];
  }
  return schedule.tiers.map((tier) => ({
    limit: tier.limit,
    monthlyFee: tier.monthlyFee,
    annualFee: tier.monthlyFee * 12,
  }));
}

/**
 * The card's sign-up cash back: the one paid with its bonus points ("and $150 back to your new
 * card", on the points offer's spend), else its own cash-back offer; the key is left out when none.
 */
function cardCashBack(detail: CdrProductDetail, bonus: BonusFacts): { cashBack?: RawCardCashBack } {
  if (bonus.bonusCashBack > 0) {
    return {
      cashBack: {
        amount: bonus.bonusCashBack,
        spendRequired: bonus.bonusSpendRequired,
        spendMonths: bonus.bonusSpendMonths,
        perMonth: false,
      },
    };
  }
  const own = cashBackFacts(detail);
  return own === null ? {} : { cashBack: own };
}

/** The card's fee schedule, or null when its fees drop it from the import (the log says why). */
function feeScheduleOrDrop(context: BuildContext, product: CdrProduct): CardFeeSchedule | null {
  const { detail } = product;
  const unpriced = unpricedCardFee(detail);
  if (unpriced !== null) {
    dropProduct(context, product, `card fee "${unpriced.name.trim()}" published without an amount`);
    return null;
  }
  const uncapped = cardFeeCapWithoutPeriod(detail);
  if (uncapped !== null) {
    context.log.note(
      'card fee caps over no period of a year or less (not applied)',
      `${product.brandName}: ${detail.name.trim()}: ${uncapped.name.trim()}`,
    );
  }
  try {
    return cardFeeSchedule(detail);
  } catch (error) {
    if (error instanceof UnshownCardFee) {
      dropProduct(context, product, error.message);
      return null;
    }
    throw productError(product, error instanceof Error ? error.message : String(error));
  }
}

/**
 * The card's purchase rate, or null when it publishes none (it is dropped); a card whose fees name
 * no card fee is noted, as its fee is taken as $0.
 */
function purchaseRateOrDrop(
  context: BuildContext,
  product: CdrProduct,
  schedule: CardFeeSchedule,
): PurchaseRate | null {
  const { detail } = product;
  const purchase = purchaseRate(detail, schedule.kind !== 'annual');
  if (purchase === null) {
    dropProduct(context, product, 'no purchase rate published');
    return null;
  }
  if (
    schedule.kind === 'annual' &&
    !(detail.fees ?? []).some((fee) => /annual|account service|monthly|periodic/i.test(fee.name))
  ) {
    context.log.note(
      'cards publishing no card fee (taken as $0)',
      `${product.brandName}: ${detail.name.trim()}`,
    );
  }
  return purchase;
}

/** The card's rates besides purchases: cash advances and its balance-transfer offer, if any. */
interface OtherRates {
  purchaseFraction: number | null;
  cashAdvance: number | null;
  offer: BalanceTransferOffer | null;
}

function otherRates(context: BuildContext, product: CdrProduct, purchase: PurchaseRate): OtherRates {
  const { detail } = product;
  const purchaseFraction = purchase.kind === 'rate' ? purchase.value : null;
  const cashAdvance = cashAdvanceRate(detail);
  const offer = balanceTransferOffer(detail, purchaseFraction, cashAdvance);
  if (offer?.revertAssumed) {
    context.log.note(
      'balance transfers reverting to the cash-advance rate (not stated)',
      `${product.brandName}: ${detail.name.trim()}`,
    );
  }
  return { purchaseFraction, cashAdvance, offer: offer ?? null };
}

interface CardRewards {
  program: RawRewardProgram;
  hasRewards: boolean;
  earn: EarnFacts;
  bonus: BonusFacts;
  earnRate: number | null;
}

/**
 * The card's reward program, by the curated rule that names it (program 0, none, where no rule
 * matches and the card shows no rewards), with its earn rate and bonus. Marks the rule used.
 */
function cardRewards(
  product: CdrProduct,
  rules: readonly CardRewardRule[],
  programById: ReadonlyMap<number, RawRewardProgram>,
  usedRules: Set<CardRewardRule>,
): CardRewards {
  const { detail } = product;
  const rule = matchRewardRule(rules, product.brandName, detail.name);
  if (rule) usedRules.add(rule);
  const earn = earnFacts(detail);
  const bonus = bonusFacts(detail);
  if (!rule && showsRewards(earn, bonus)) {
    throw productError(
      product,
      'earns points but no rule in data/curated/card-reward-rules.json names its program',
    );
  }
  const program = rule ? programById.get(rule.programId) : programById.get(0);
  if (!program)
    throw productError(product, `reward program ${rule?.programId ?? 0} is not in reward-programs.json`);
  const hasRewards = program.id !== 0;
  const share = cashbackShare(detail);
  const earnRate = hasRewards
    ? (earn.earnRate ??
      (share !== null && program.value ? Math.round((share / program.value) * 1e4) / 1e4 : null))
    : null;
  return { program, hasRewards, earn, bonus, earnRate };
}

/** The fields every limit tier of the card shares, in the spec's text shapes. */
function sharedCardFields(
  context: BuildContext,
  product: CdrProduct,
  schedule: CardFeeSchedule,
  purchase: PurchaseRate,
  rates: OtherRates,
  rewards: CardRewards,
) {
  const { detail } = product;
  const { program, hasRewards, earn, bonus, earnRate } = rewards;
  const { offer } = rates;
  const annualFeeBase = schedule.kind === 'annual' ? schedule.annualFee : null;
  return {
    purchaseRate: purchase.kind === 'rate' ? percentText(purchase.value) : 'No Interest',
    rewards: hasRewards ? ('Yes' as const) : ('No' as const),
    bonusPoints: pointsText(hasRewards ? bonus.bonusPoints : 0),
    bonusPointsValue:
      hasRewards && program.value !== null
        ? dollarText(Math.round(bonus.bonusPoints * program.value))
        : '$NaN',
    rewardProgramPointsName: hasRewards ? program.pointsName : null,
    cdrProductId: detail.productId,
    rewardProgramId: program.id,
    rewardsProgramFee: rewardsProgramFee(detail),
    earnRate,
    earnCapPoints: hasRewards ? earn.earnCapPoints : null,
    bonusSpendRequired: hasRewards && bonus.bonusPoints > 0 ? bonus.bonusSpendRequired : null,
    ...(hasRewards && bonus.bonusPoints > 0 && bonus.bonusSpendMonths !== null
      ? { bonusSpendMonths: bonus.bonusSpendMonths }
      : {}),
    ...(hasRewards && bonus.laterBonusPoints > 0 ? { laterBonusPoints: bonus.laterBonusPoints } : {}),
    ...cardCashBack(detail, bonus),
    interestFreeDays: purchase.kind === 'rate' ? interestFreeDays(detail) : null,
    cashAdvanceRate: rates.cashAdvance,
    purchaseRateFraction: rates.purchaseFraction,
    balanceTransfer: offer ? transferTerms(offer, balanceTransferFee(detail, offer.text)) : null,
    maxCreditLimit: maxOf(constraintAmounts(detail, 'MAX_LIMIT')),
    firstYearAnnualFee: annualFeeBase === null ? null : firstYearAnnualFee(detail, annualFeeBase),
    foreignTransactionFee: foreignTransactionFee(detail),
    latePaymentFee: latePaymentFee(detail),
    network: cardNetwork(detail),
    features: featureFlags(detail),
    eligibility: context.eligibility(product),
  };
}

/** One card per limit tier (one card where the fee does not depend on the limit), each with its table row. */
function tierCards(
  context: BuildContext,
  product: CdrProduct,
  tiers: Tier[],
  shared: ReturnType<typeof sharedCardFields>,
  rates: OtherRates,
): { card: RawCreditCard; row: RawCreditCardRow }[] {
  const tiered = tiers.length > 1;
  return tiers.map((tier) => {
    const variant =
      tiered && tier.limit !== null
        ? {
            key: `limit-${tier.limit}`,
            nameSuffix: `(${dollarText(tier.limit)} limit)`,
            slugSuffix: `${tier.limit}-limit`,
          }
        : undefined;
    const base = productBase(context, product, 'CC', variant);
    const card: RawCreditCard = {
      id: base.id,
      providerId: base.providerId,
      nameLong: base.name,
      annualFee: dollarText(tier.annualFee),
      urlSlug: base.urlSlug,
      ...shared,
      minCreditLimit: tiered ? tier.limit : minOf(constraintAmounts(product.detail, 'MIN_LIMIT')),
      maxCreditLimit: tiered ? tier.limit : shared.maxCreditLimit,
      monthlyFee: tier.monthlyFee,
      limitTier: tiered ? tier.limit : null,
      url: base.url,
      applicationUrl: base.applicationUrl,
      lastUpdated: base.lastUpdated,
      fetchedOn: base.fetchedOn,
      ...(base.forBusiness ? { forBusiness: true } : {}),
    };
    const row: RawCreditCardRow = {
      ...base,
      annualFee: Math.round(tier.annualFee * 100) / 100,
      purchaseRate: rates.purchaseFraction,
      interestFreeDays: card.interestFreeDays,
      rewardProgramId: shared.rewardProgramId,
      earnRate: shared.earnRate,
      balanceTransferRate: rates.offer?.rate ?? null,
      balanceTransferMonths: rates.offer?.periodMonths ?? null,
      minCreditLimit: card.minCreditLimit,
    };
    return { card, row };
  });
}

/** Every curated reward rule must name some card: one that names none is out of date. */
function checkEveryRuleUsed(rules: readonly CardRewardRule[], usedRules: Set<CardRewardRule>): void {
  const unused = rules.filter((rule) => !usedRules.has(rule));
  if (unused.length > 0) {
    const list = unused.map((rule) => `${rule.brand} / "${rule.nameContains}"`).join(', ');
    throw new Error(`data/curated/card-reward-rules.json: rules match no card: ${list}`);
  }
}

export function buildCreditCards(
  context: BuildContext,
  products: CdrProduct[],
  programs: readonly RawRewardProgram[],
  rules: readonly CardRewardRule[],
): CreditCardOutput {
  const programById = new Map(programs.map((program) => [program.id, program]));
  const usedRules = new Set<CardRewardRule>();
  const dataset: RawCreditCardDataset = { on: context.snapshotDate, providers: {}, cards: {} };
  const rows: RawCreditCardRow[] = [];

  for (const product of inStableOrder(context, products)) {
    const schedule = feeScheduleOrDrop(context, product);
    if (schedule === null) continue;
    const purchase = purchaseRateOrDrop(context, product, schedule);
    if (purchase === null) continue;
    const rates = otherRates(context, product, purchase);
    const rewards = cardRewards(product, rules, programById, usedRules);
    const shared = sharedCardFields(context, product, schedule, purchase, rates, rewards);
    for (const { card, row } of tierCards(context, product, tiersOf(schedule), shared, rates)) {
      dataset.cards[card.id] = card;
      dataset.providers[card.providerId] = [...(dataset.providers[card.providerId] ?? []), card.id];
      rows.push(row);
    }
  }

  checkEveryRuleUsed(rules, usedRules);
  const rewardProgramIds = [...new Set(rows.map((row) => row.rewardProgramId))].sort((a, b) => a - b);
  return { dataset, rows, rewardProgramIds };
}

function transferTerms(
  offer: BalanceTransferOffer,
  fee: number | null,
): NonNullable<RawCreditCard['balanceTransfer']> {
  return {
    rate: offer.rate,
    periodMonths: offer.periodMonths,
    feeFraction: fee ?? 0,
    feeStated: fee !== null,
    revertRate: offer.revertRate,
  };
}

function minOf(values: number[]): number | null {
  return values.length === 0 ? null : Math.min(...values);
}

function maxOf(values: number[]): number | null {
  return values.length === 0 ? null : Math.max(...values);
}
