/**
 * Credit-card fees from the CDR fee list. Banks name the card fee in many ways (`Annual Card Fee`,
 * `Account Service`, `VC_ANNUAL`, `N0W_CREDIT_CARD_MONTHLY_FEE_$1K_LIMIT`, `Visa Credit Card
 * Periodic`) and put its frequency in additionalValue as ISO, as words, or not at all.
 */
import type { CdrFee, CdrProductDetail } from './cdr-types';
import { canonicalEnum, constraintAmounts, parseAmount, parseRate } from './cdr-values';
import { dollarAmounts, percentages } from './text-facts';
import { statesNoAmount } from './unpriced-fees';
import { parseDuration, durationInMonths } from '../../../src/domain/normalise/durations';

export type CardFeeSchedule =
  | { kind: 'annual'; annualFee: number }
  | { kind: 'monthly'; monthlyFee: number }
  | { kind: 'tiered'; tiers: { limit: number; monthlyFee: number }[] };

/** Names of a periodic card fee; outside PERIODIC fees only an explicitly annual fee counts. */
const CARD_FEE_NAME = /annual|account service|monthly|account keeping|card fee|periodic|feevisaan|vc_annual/i;
const ANNUAL_NAME = /annual|feevisaan|vc_annual/i;
const REWARDS_FEE = /rewards? (?:program|fee)|qantas|frequent flyer|direct earn|velocity/i;
const NOT_CARD_FEE =
  /additional|supplementary|dormant|inactive|paper|statement|package|repay|payment|cash|overseas|late|missed|replacement|emergency|copy|over ?limit|atm|transfer/i;

function feeText(fee: CdrFee): string {
  return `${fee.name} ${fee.additionalValue ?? ''}`;
}

/** Months between charges: 1 for monthly, 12 for yearly; yearly when the bank does not say. */
function periodMonths(fee: CdrFee): number {
  const duration = parseDuration(fee.additionalValue);
  if (duration !== null) {
    const months = durationInMonths(duration);
    if (months > 0) return months;
  }
  return /monthly/i.test(fee.name) ? 1 : 12;
}

function isCardFee(fee: CdrFee): boolean {
  const named =
    canonicalEnum(fee.feeType) === 'PERIODIC' ? CARD_FEE_NAME.test(feeText(fee)) : ANNUAL_NAME.test(fee.name);
  return named && !NOT_CARD_FEE.test(fee.name) && !REWARDS_FEE.test(fee.name);
}

/** A credit limit named by one fee alone: `$1K_LIMIT`, `Where credit limit is $3000`. */
function limitNamedBy(fee: CdrFee): number | null {
  const candidates = new Set<number>();
  for (const text of [fee.name, fee.additionalInfo ?? '']) {
    for (const match of text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(k)?/gi)) {
      const amount = Number((match[1] ?? '').replace(/,/g, '')) * (match[2] ? 1000 : 1);
      if (amount >= 500 && amount <= 100_000) candidates.add(amount);
    }
  }
  return candidates.size === 1 ? ([...candidates][0] ?? null) : null;
}

function tiersFor(detail: CdrProductDetail, monthlyFees: { fee: CdrFee; amount: number }[]): CardFeeSchedule {
  const named = monthlyFees.map(({ fee, amount }) => ({ limit: limitNamedBy(fee), monthlyFee: amount }));
  const limits = new Set(named.map((tier) => tier.limit));
  if (named.every((tier) => tier.limit !== null) && limits.size === named.length) {
    const tiers = named as { limit: number; monthlyFee: number }[];
    return { kind: 'tiered', tiers: tiers.sort((a, b) => a.limit - b.limit) };
  }
  // The fees share one description listing every tier: spread them evenly over the published
  // minimum and maximum limits, cheapest fee on the smallest limit.
  const min = Math.min(...constraintAmounts(detail, 'MIN_LIMIT'));
  const max = Math.max(...constraintAmounts(detail, 'MAX_LIMIT'));
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min) {
    throw new Error(`${monthlyFees.length} monthly fees but no limit tiers can be matched to them`);
  }
  const step = (max - min) / (monthlyFees.length - 1);
  const amounts = monthlyFees.map(({ amount }) => amount).sort((a, b) => a - b);
  return { kind: 'tiered', tiers: amounts.map((monthlyFee, i) => ({ limit: min + step * i, monthlyFee })) };
}

/** A card fee the site cannot show as one yearly figure: the card is left out, with this reason. */
export class UnshownCardFee extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnshownCardFee';
  }
}

/** Months a fee cap runs over, when it is a year or less; null when the cap has no such period. */
function capMonths(fee: CdrFee): number | null {
  const duration = parseDuration(fee.feeCapPeriod);
  const months = duration === null ? 0 : durationInMonths(duration);
  return months > 0 && months <= 12 ? months : null;
}

/** The most the fee's charges come to in a year under its cap (`feeCap` over `feeCapPeriod`); null when uncapped. */
function yearlyCap(fee: CdrFee): number | null {
  const cap = parseAmount(fee.feeCap ?? null);
  const months = capMonths(fee);
  return cap === null || months === null ? null : (cap * 12) / months;
}

/** A card fee capped over no period of a year or less: its cap cannot be applied to a yearly figure. */
export function cardFeeCapWithoutPeriod(detail: CdrProductDetail): CdrFee | null {
  return (
    (detail.fees ?? []).find(
      (fee) => isCardFee(fee) && parseAmount(fee.feeCap ?? null) !== null && capMonths(fee) === null,
    ) ?? null
  );
}

/**
 * The card's own fee when it is published without an amount: a fee that varies (`feeMethodUType:
 * variable`, or `feeType: VARIABLE` before version 6) or one charged as a rate. No yearly figure
 * can be shown for such a card; null when every card fee states its amount.
 */
export function unpricedCardFee(detail: CdrProductDetail): CdrFee | null {
  const fees = detail.fees ?? [];
  return fees.find((fee) => isCardFee(fee) && statesNoAmount(fee, fees)) ?? null;
}

/**
 * The card's own fee: yearly, monthly, or monthly by limit tier. No published card fee means $0.
 * A fee cap that binds within a year (`$15 a month, at most $120 a year`) makes the fee the capped
 * yearly amount.
 */
export function cardFeeSchedule(detail: CdrProductDetail): CardFeeSchedule {
  const monthly: { fee: CdrFee; amount: number }[] = [];
  let yearly = 0;
  let hasYearly = false;
  let cappedMonthly = 0;
  for (const fee of detail.fees ?? []) {
    if (!isCardFee(fee)) continue;
    const amount = parseAmount(fee.amount);
    if (amount === null) continue;
    const months = periodMonths(fee);
    const cap = yearlyCap(fee);
    const uncapped = (amount * 12) / months;
    if (months === 1 && (cap === null || cap >= uncapped)) {
      // A $0 monthly account-keeping fee changes nothing and must not look like a price tier.
      if (amount === 0) continue;
      if (!monthly.some((m) => m.amount === amount)) monthly.push({ fee, amount });
    } else {
      if (months === 1) cappedMonthly += 1;
      yearly = Math.max(yearly, cap === null ? uncapped : Math.min(uncapped, cap));
      hasYearly = true;
    }
  }
  if (cappedMonthly > 0 && monthly.length + cappedMonthly >= 2) {
    throw new UnshownCardFee('monthly fees by limit with a cap on what they come to in a year');
  }
  if (monthly.length >= 2) return tiersFor(detail, monthly);
  const monthlyAmount = monthly[0]?.amount;
  if (monthlyAmount !== undefined && !hasYearly) return { kind: 'monthly', monthlyFee: monthlyAmount };
  return { kind: 'annual', annualFee: yearly + (monthlyAmount ?? 0) * 12 };
}

/** Yearly fee for a rewards or frequent-flyer program on top of the card fee; null when none. */
export function rewardsProgramFee(detail: CdrProductDetail): number | null {
  let fee: number | null = null;
  for (const item of detail.fees ?? []) {
    if (
      canonicalEnum(item.feeType) !== 'PERIODIC' ||
      !REWARDS_FEE.test(item.name) ||
      /additional|late|missed/i.test(item.name)
    )
      continue;
    const amount = parseAmount(item.amount);
    if (amount === null || amount <= 0) continue;
    const yearly = (amount * 12) / periodMonths(item);
    fee = Math.max(fee ?? 0, yearly);
  }
  return fee;
}

const FIRST_YEAR_TEXT = /\$\s?(\d[\d,]*)\s*(?:annual|card)\s*fee\s*(?:in|for)\s*the\s*first\s*year/i;

/**
 * First-year fee from a "first year" discount on the card fee (an amount off, or a share of the fee
 * off), or a stated `$0 annual fee in the first year`.
 */
export function firstYearAnnualFee(detail: CdrProductDetail, annualFee: number): number | null {
  for (const fee of detail.fees ?? []) {
    if (!isCardFee(fee)) continue;
    for (const discount of fee.discounts ?? []) {
      const about = `${discount.description ?? ''} ${(discount.eligibility ?? []).map((e) => e.additionalInfo ?? '').join(' ')}`;
      if (!/first year/i.test(about)) continue;
      const amount = parseAmount(discount.amount);
      if (amount !== null && amount > 0) return Math.max(0, annualFee - amount);
      // A share of the fee taken off (`feeRate`, version 6 on `rateBased` of type FEE): 1 waives it.
      const share = parseRate(discount.feeRate)?.value ?? null;
      if (share !== null && share > 0) return Math.round(annualFee * (1 - Math.min(share, 1)) * 100) / 100;
    }
  }
  const texts = (detail.features ?? []).map((f) => `${f.additionalValue ?? ''} ${f.additionalInfo ?? ''}`);
  for (const text of texts) {
    const match = FIRST_YEAR_TEXT.exec(text);
    if (match?.[1]) {
      const fee = Number(match[1].replace(/,/g, ''));
      return fee < annualFee ? fee : null;
    }
  }
  return null;
}

export function latePaymentFee(detail: CdrProductDetail): number | null {
  for (const fee of detail.fees ?? []) {
    if (!/late|missed payment/i.test(fee.name)) continue;
    const amount = parseAmount(fee.amount);
    if (amount !== null) return amount;
  }
  return null;
}

/** Foreign transaction fee as a fraction (0.03 = 3%); a stated $0 fee is 0. */
export function foreignTransactionFee(detail: CdrProductDetail): number | null {
  for (const fee of detail.fees ?? []) {
    if (!/foreign|international|overseas transaction|conversion/i.test(fee.name)) continue;
    if (/atm|cash|withdraw|replacement|card fee/i.test(fee.name)) continue;
    const rate = parseRate(fee.transactionRate) ?? parseRate(fee.balanceRate) ?? parseRate(fee.accruedRate);
    if (rate !== null) return rate.value;
    const amount = parseAmount(fee.amount);
    if (amount === 0) return 0;
    const stated = percentages(fee.additionalInfo ?? '')[0];
    if (stated !== undefined) return stated;
  }
  return null;
}

/** One-off balance transfer fee as a fraction of the amount, from the fee list or the offer's own text. */
export function balanceTransferFee(detail: CdrProductDetail, offerText: string): number | null {
  const fractions: number[] = [];
  let statedZero = false;
  for (const fee of detail.fees ?? []) {
    if (!/balance trans|balance trasnfer|\bBT\b/i.test(fee.name)) continue;
    const rate = parseRate(fee.transactionRate) ?? parseRate(fee.balanceRate) ?? parseRate(fee.accruedRate);
    if (rate !== null && rate.value > 0) fractions.push(rate.value);
    else if (
      rate !== null ||
      (parseAmount(fee.amount) === 0 && dollarAmounts(fee.additionalInfo ?? '').length === 0)
    ) {
      statedZero = true;
    }
  }
  if (fractions.length > 0) return Math.min(...fractions);
  const fromText = /(\d+(?:\.\d+)?)\s*%\s*(?:balance transfer |BT )?fee/i.exec(offerText);
  if (fromText?.[1]) return Math.round((Number(fromText[1]) / 100) * 1e6) / 1e6;
  return statedZero ? 0 : null;
}
