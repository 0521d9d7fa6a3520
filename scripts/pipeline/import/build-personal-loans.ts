/**
 * PERS_LOANS -> `products-pl.json` and `products-cl.json`. CDR has no car-loan category: a loan is a
 * car loan when the snapshot index flags it or its name says car, vehicle, auto or motor.
 */
import type { RawPersonalLoan } from '../../../src/domain/data/raw-types';
import { type BuildContext, dropProduct, inStableOrder, productBase } from './build-context';
import type { CdrFee, CdrProduct, CdrTier } from './cdr-types';
import {
  canonicalEnum,
  constraintAmounts,
  featuresOfType,
  hasFeature,
  parseAmount,
  parseRate,
} from './cdr-values';
import {
  durationTextToMonths,
  parseDuration,
  durationInMonths,
} from '../../../src/domain/normalise/durations';
import {
  personalLoanEstablishmentFee,
  personalLoanFeesIncomplete,
  unpricedSetUpFee,
} from './personal-loan-fees';

const LOWEST_RATE = 0.02;
const HIGHEST_RATE = 0.4;

export function isCarLoan(product: CdrProduct): boolean {
  return product.looksLikeCarLoan || /\b(car|cars|vehicle|auto|motor)\b/i.test(product.detail.name);
}

interface RatePick {
  rates: number[];
  comparisonRate: number | null;
  adjusted: boolean;
  corrected: boolean;
}

function tierBound(tier: CdrTier, which: 'minimumValue' | 'maximumValue'): number | null {
  const value = tier[which];
  return typeof value === 'number' ? value : parseAmount(value ?? null);
}

function plausible(rate: number): boolean {
  return rate >= LOWEST_RATE && rate <= HIGHEST_RATE;
}

/**
 * Variable and fixed rows give the rate range. One bank publishes a single base rate with signed
 * DISCOUNT/PENALTY rows per credit-score band; those rows are applied to the base, because the
 * base alone is a rate nobody is offered.
 */
function pickRates(product: CdrProduct): RatePick {
  const rows = product.detail.lendingRates ?? [];
  let corrected = false;
  const base: { rate: number; comparison: number | null }[] = [];
  const adjustments: number[] = [];
  for (const row of rows) {
    const type = canonicalEnum(row.lendingRateType);
    const parsed = parseRate(row.rate);
    if (parsed === null) continue;
    corrected ||= parsed.corrected;
    if (type === 'VARIABLE' || type === 'FIXED') {
      const comparison = parseRate(row.comparisonRate);
      base.push({
        rate: parsed.value,
        comparison: comparison && plausible(comparison.value) ? comparison.value : null,
      });
    } else if ((type === 'DISCOUNT' && parsed.value < 0) || type === 'PENALTY') {
      adjustments.push(parsed.value);
    }
  }
  const distinctBase = [...new Set(base.map((b) => b.rate))];
  const onlyBase = distinctBase.length === 1 ? distinctBase[0] : undefined;
  const rates =
    adjustments.length > 0 && onlyBase !== undefined
      ? adjustments.map((adjustment) => Math.round((onlyBase + adjustment) * 1e6) / 1e6)
      : distinctBase;
  const usable = rates.filter(plausible);
  const lowest = Math.min(...usable);
  const comparisons = base.filter((b) => b.rate === lowest).map((b) => b.comparison);
  const fallbackComparisons = base.map((b) => b.comparison).filter((c): c is number => c !== null);
  const comparisonRate =
    adjustments.length > 0 && onlyBase !== undefined
      ? fallbackComparisons.length > 0
        ? Math.min(...fallbackComparisons)
        : null
      : (comparisons.find((c) => c !== null) ?? null);
  return {
    rates: usable,
    comparisonRate,
    adjusted: adjustments.length > 0 && onlyBase !== undefined,
    corrected,
  };
}

function tiersOfUnit(product: CdrProduct, unit: string): CdrTier[] {
  return (product.detail.lendingRates ?? []).flatMap((row) =>
    (row.tiers ?? []).filter((tier) => canonicalEnum(tier.unitOfMeasure ?? '') === unit),
  );
}

function amountRange(product: CdrProduct): { minAmount: number | null; maxAmount: number | null } {
  const dollarTiers = tiersOfUnit(product, 'DOLLAR');
  const mins = [
    ...constraintAmounts(product.detail, 'MIN_LIMIT', 'MIN_BALANCE', 'OPENING_BALANCE'),
    ...dollarTiers.map((tier) => tierBound(tier, 'minimumValue')).filter((v): v is number => v !== null),
  ].filter((value) => value >= 100);
  const maxes = [
    ...constraintAmounts(product.detail, 'MAX_LIMIT', 'MAX_BALANCE'),
    ...dollarTiers.map((tier) => tierBound(tier, 'maximumValue')).filter((v): v is number => v !== null),
  ].filter((value) => value >= 1000 && value <= 1_000_000);
  const minAmount = mins.length > 0 ? Math.min(...mins) : null;
  const maxAmount = maxes.length > 0 ? Math.max(...maxes) : null;
  return {
    minAmount,
    maxAmount: maxAmount !== null && minAmount !== null && maxAmount < minAmount ? null : maxAmount,
  };
}

function termRange(product: CdrProduct): { minTermMonths: number | null; maxTermMonths: number | null } {
  const monthTiers = tiersOfUnit(product, 'MONTH');
  const mins = monthTiers
    .map((tier) => tierBound(tier, 'minimumValue'))
    .filter((v): v is number => v !== null && v >= 1);
  const maxes = [
    ...monthTiers.map((tier) => tierBound(tier, 'maximumValue')),
    ...(product.detail.lendingRates ?? [])
      .filter((row) => canonicalEnum(row.lendingRateType) === 'FIXED')
      .map((row) => durationTextToMonths(row.additionalValue)),
  ].filter((v): v is number => v !== null && v >= 6 && v <= 120);
  return {
    minTermMonths: mins.length > 0 ? Math.min(...mins) : null,
    maxTermMonths: maxes.length > 0 ? Math.max(...maxes) : null,
  };
}

function fixedAmount(fee: CdrFee): number | null {
  const amount = parseAmount(fee.amount);
  return amount !== null && amount >= 0 && amount < 5000 ? amount : null;
}

function largest(fees: CdrFee[], include: RegExp, exclude: RegExp): number | null {
  const amounts = fees
    .filter((fee) => include.test(fee.name) && !exclude.test(fee.name))
    .map(fixedAmount)
    .filter((amount): amount is number => amount !== null);
  return amounts.length > 0 ? Math.max(...amounts) : null;
}

function monthlyFee(fees: CdrFee[]): number {
  let fee = 0;
  for (const item of fees) {
    if (canonicalEnum(item.feeType) !== 'PERIODIC') continue;
    if (!/service|monthly|account keeping|administration|loan fee|account fee|keeping/i.test(item.name))
      continue;
    if (/paper|statement|late|arrears|dishonour|dormant/i.test(item.name)) continue;
    const amount = fixedAmount(item);
    if (amount === null) continue;
    const duration = parseDuration(item.additionalValue);
    const months = duration === null ? (/annual|year/i.test(item.name) ? 12 : 1) : durationInMonths(duration);
    if (months > 0) fee = Math.max(fee, Math.round((amount / months) * 100) / 100);
  }
  return fee;
}

export function buildPersonalLoans(
  context: BuildContext,
  products: CdrProduct[],
  code: 'PL' | 'CL',
): RawPersonalLoan[] {
  const loans: RawPersonalLoan[] = [];
  for (const product of inStableOrder(context, products)) {
    const { detail } = product;
    const picked = pickRates(product);
    if (picked.rates.length === 0) {
      dropProduct(context, product, 'no usable interest rate');
      continue;
    }
    const where = `${product.brandName}: ${detail.name.trim()}`;
    if (picked.corrected) context.log.note('rates published as percentages (divided by 100)', where);
    if (picked.adjusted)
      context.log.note('personal-loan base rate with signed discount rows (applied)', where);
    const fees = detail.fees ?? [];
    const types = new Set((detail.lendingRates ?? []).map((row) => canonicalEnum(row.lendingRateType)));
    const name = detail.name;
    const secured = !/unsecured/i.test(name) && (/secured/i.test(name) || code === 'CL');
    const unpriced = unpricedSetUpFee(fees, secured);
    if (unpriced !== null) {
      dropProduct(context, product, `set-up fee "${unpriced.name.trim()}" published without an amount`);
      continue;
    }
    const loan: RawPersonalLoan = {
      ...productBase(context, product, code),
      rateType: types.has('FIXED') && !types.has('VARIABLE') ? 'fixed' : 'variable',
      secured,
      minRate: Math.min(...picked.rates),
      maxRate: Math.max(...picked.rates),
      comparisonRate: picked.comparisonRate,
      ...amountRange(product),
      ...termRange(product),
      establishmentFee: personalLoanEstablishmentFee(fees, secured),
      monthlyFee: monthlyFee(fees),
      earlyRepaymentFee: largest(fees, /early|break|prepayment|payout/i, /late|arrears/i),
      extraRepayments:
        hasFeature(detail, 'EXTRA_REPAYMENTS') ||
        featuresOfType(detail, 'OTHER').some((f) => /extra repayment/i.test(f.additionalInfo ?? '')),
      redraw: hasFeature(detail, 'REDRAW'),
    };
    loans.push(personalLoanFeesIncomplete(loan) ? { ...loan, feesIncomplete: true } : loan);
  }
  return loans;
}
