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
import { balanceTransferOffer, cashAdvanceRate, purchaseRate, type BalanceTransferOffer } from './card-rates';
import {
  type BonusFacts,
  bonusFacts,
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
    const { detail } = product;
    const unpriced = unpricedCardFee(detail);
    if (unpriced !== null) {
      dropProduct(context, product, `card fee "${unpriced.name.trim()}" published without an amount`);
      continue;
    }
    const uncapped = cardFeeCapWithoutPeriod(detail);
    if (uncapped !== null) {
      context.log.note(
        'card fee caps over no period of a year or less (not applied)',
        `${product.brandName}: ${detail.name.trim()}: ${uncapped.name.trim()}`,
      );
    }
    let schedule: CardFeeSchedule;
    try {
      schedule = cardFeeSchedule(detail);
    } catch (error) {
      if (error instanceof UnshownCardFee) {
        dropProduct(context, product, error.message);
        continue;
      }
      throw productError(product, error instanceof Error ? error.message : String(error));
    }
    const purchase = purchaseRate(detail, schedule.kind !== 'annual');
    if (purchase === null) {
      dropProduct(context, product, 'no purchase rate published');
      continue;
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
    const purchaseFraction = purchase.kind === 'rate' ? purchase.value : null;
    const cashAdvance = cashAdvanceRate(detail);
    const offer = balanceTransferOffer(detail, purchaseFraction, cashAdvance);
    if (offer?.revertAssumed) {
      context.log.note(
        'balance transfers reverting to the cash-advance rate (not stated)',
        `${product.brandName}: ${detail.name.trim()}`,
      );
    }

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

    const annualFeeBase = schedule.kind === 'annual' ? schedule.annualFee : null;
    const common = {
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
      cashAdvanceRate: cashAdvance,
      purchaseRateFraction: purchaseFraction,
      balanceTransfer: offer ? transferTerms(offer, balanceTransferFee(detail, offer.text)) : null,
      maxCreditLimit: maxOf(constraintAmounts(detail, 'MAX_LIMIT')),
      firstYearAnnualFee: annualFeeBase === null ? null : firstYearAnnualFee(detail, annualFeeBase),
      foreignTransactionFee: foreignTransactionFee(detail),
      latePaymentFee: latePaymentFee(detail),
      network: cardNetwork(detail),
      features: featureFlags(detail),
      eligibility: context.eligibility(product),
    };
    const tiers = tiersOf(schedule);
    const tiered = tiers.length > 1;
    for (const tier of tiers) {
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
        ...common,
        minCreditLimit: tiered ? tier.limit : minOf(constraintAmounts(detail, 'MIN_LIMIT')),
        maxCreditLimit: tiered ? tier.limit : common.maxCreditLimit,
        monthlyFee: tier.monthlyFee,
        limitTier: tiered ? tier.limit : null,
        url: base.url,
        applicationUrl: base.applicationUrl,
        lastUpdated: base.lastUpdated,
        fetchedOn: base.fetchedOn,
        ...(base.forBusiness ? { forBusiness: true } : {}),
      };
      dataset.cards[card.id] = card;
      dataset.providers[card.providerId] = [...(dataset.providers[card.providerId] ?? []), card.id];
      rows.push({
        ...base,
        annualFee: Math.round(tier.annualFee * 100) / 100,
        purchaseRate: purchaseFraction,
        interestFreeDays: card.interestFreeDays,
        rewardProgramId: program.id,
        earnRate,
        balanceTransferRate: offer?.rate ?? null,
        balanceTransferMonths: offer?.periodMonths ?? null,
        minCreditLimit: card.minCreditLimit,
      });
    }
  }

  const unused = rules.filter((rule) => !usedRules.has(rule));
  if (unused.length > 0) {
    const list = unused.map((rule) => `${rule.brand} / "${rule.nameContains}"`).join(', ');
    throw new Error(`data/curated/card-reward-rules.json: rules match no card: ${list}`);
  }
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
