/**
 * TERM_DEPOSITS -> `products-td.json`. Each deposit rate becomes one row per term and amount band;
 * the term comes from the rate's additionalValue (`P12M`, `P364D`) or its DAY/MONTH tier, and the
 * interest payment frequency from applicationFrequency compared with the term.
 */
import type { RawTermDeposit, RawTermDepositRate } from '../../../src/domain/data/raw-types';
import { type BuildContext, compareText, dropProduct, inStableOrder, productBase } from './build-context';
import type { CdrDepositRate, CdrFeature, CdrProduct, CdrTier } from './cdr-types';
import { canonicalEnum, constraintAmounts, parseAmount, parseRate } from './cdr-values';
import { durationInDays, parseDuration, type Duration } from '../../../src/domain/normalise/durations';

const DAYS_PER_MONTH = 365 / 12;
const HIGHEST_RATE = 0.15;
/** Banks write "no upper limit" as 99,999,999 and similar. */
const OPEN_AMOUNT = 50_000_000;

function tierValue(value: CdrTier['minimumValue']): number | null {
  return typeof value === 'number' ? value : parseAmount(value ?? null);
}

function tierOfUnit(rate: CdrDepositRate, unit: string): CdrTier | undefined {
  return (rate.tiers ?? []).find((tier) => canonicalEnum(tier.unitOfMeasure ?? '') === unit);
}

interface Term {
  days: number;
  unit: RawTermDepositRate['termUnit'];
}

/**
 * The term in days and the unit the product states it in; tiers give a range, of which the upper
 * end is the term actually held. A duration with months or years is in months (`P1Y6M`), one of
 * days or weeks alone in days (`P100D`, `P26W`).
 */
export function termOf(rate: CdrDepositRate): Term | null {
  const duration = parseDuration(rate.additionalValue);
  if (duration !== null) {
    const days = Math.round(durationInDays(duration));
    if (days > 0) return { days, unit: duration.years > 0 || duration.months > 0 ? 'months' : 'days' };
  }
  for (const [unit, perUnit, termUnit] of [
    ['MONTH', DAYS_PER_MONTH, 'months'],
    ['DAY', 1, 'days'],
  ] as const) {
    const tier = tierOfUnit(rate, unit);
    if (!tier) continue;
    const value = tierValue(tier.maximumValue) ?? tierValue(tier.minimumValue);
    if (value !== null && value > 0) return { days: Math.round(value * perUnit), unit: termUnit };
  }
  return null;
}

function paymentFrequency(rate: CdrDepositRate, days: number): RawTermDepositRate['interestPayment'] {
  const text = rate.applicationFrequency ?? '';
  const duration: Duration | null = parseDuration(text);
  if (duration === null || /maturity/i.test(text)) return 'maturity';
  const everyDays = durationInDays(duration);
  // Paying at least as rarely as the term lasts means paying once, at maturity.
  if (everyDays >= days - 3) return 'maturity';
  const months = everyDays / DAYS_PER_MONTH;
  if (months < 1.5) return 'monthly';
  if (months < 4.5) return 'quarterly';
  if (months < 9) return 'half-yearly';
  return 'annually';
}

function amountBand(rate: CdrDepositRate): { minAmount: number | null; maxAmount: number | null } {
  const tier = tierOfUnit(rate, 'DOLLAR');
  if (!tier) return { minAmount: null, maxAmount: null };
  const min = tierValue(tier.minimumValue);
  const max = tierValue(tier.maximumValue);
  // A maximum at or below the minimum is some banks' way of writing "no maximum".
  const minAmount = min === null || min <= 0 ? null : min;
  const open = max === null || max >= OPEN_AMOUNT || max <= 0 || (minAmount !== null && max <= minAmount);
  return { minAmount, maxAmount: open ? null : max };
}

const GRACE = /\bgrace period\b/i;
const DAYS = /\b(\d{1,2})\s*(?:calendar\s+|business\s+)?days?\b/i;
/** Days said of the grace period itself: "a grace period of 14 days", "a 7-day grace period". */
const GRACE_DAYS =
  /grace period (?:of|is)\s+(\d{1,2})\s*(?:calendar\s+|business\s+)?days?|(\d{1,2})[- ](?:calendar\s+|business\s+)?days?'?\s+grace period/i;

/**
 * The grace period after maturity where the product publishes it: a feature named "Grace Period"
 * with its days ("7 calendar days from the date of reinvestment") or a duration (`P7D`), or words
 * that give the grace period's own days. Null otherwise: a mention in passing ("during the grace
 * period") beside other days (31 days' notice to withdraw early) is not one.
 */
export function gracePeriodDays(features: readonly CdrFeature[]): number | null {
  for (const feature of features) {
    const name = feature.additionalValue ?? '';
    const info = feature.additionalInfo ?? '';
    if (GRACE.test(name)) {
      const stated = DAYS.exec(info);
      if (stated?.[1]) return Number(stated[1]);
      const duration = parseDuration(info);
      if (duration !== null && durationInDays(duration) > 0) return Math.round(durationInDays(duration));
    }
    const said = GRACE_DAYS.exec(`${name} ${info}`);
    const days = said?.[1] ?? said?.[2];
    if (days !== undefined) return Number(days);
  }
  return null;
}

function sortRates(rows: RawTermDepositRate[]): RawTermDepositRate[] {
  return rows.sort(
    (a, b) =>
      a.termDays - b.termDays ||
      (a.minAmount ?? 0) - (b.minAmount ?? 0) ||
      compareText(a.interestPayment, b.interestPayment) ||
      a.rate - b.rate,
  );
}

export function buildTermDeposits(context: BuildContext, products: CdrProduct[]): RawTermDeposit[] {
  const deposits: RawTermDeposit[] = [];
  for (const product of inStableOrder(context, products)) {
    const { detail } = product;
    const rows = new Map<string, RawTermDepositRate>();
    let corrected = false;
    for (const rate of detail.depositRates ?? []) {
      if (!['FIXED', 'VARIABLE', 'MARKET_LINKED'].includes(canonicalEnum(rate.depositRateType))) continue;
      const parsed = parseRate(rate.rate);
      if (parsed === null || parsed.value <= 0 || parsed.value > HIGHEST_RATE) continue;
      corrected ||= parsed.corrected;
      const term = termOf(rate);
      if (term === null) continue;
      const days = term.days;
      const row: RawTermDepositRate = {
        termMonths: Math.round(days / DAYS_PER_MONTH),
        termDays: days,
        termUnit: term.unit,
        rate: parsed.value,
        ...amountBand(rate),
        interestPayment: paymentFrequency(rate, days),
      };
      const key = JSON.stringify([row.termDays, row.minAmount, row.maxAmount, row.interestPayment]);
      const existing = rows.get(key);
      // Several rows for one term and band are alternatives (e.g. online-only); keep the best.
      if (!existing || existing.rate < row.rate) rows.set(key, row);
    }
    if (rows.size === 0) {
      dropProduct(context, product, 'no term deposit rate with a term');
      continue;
    }
    if (corrected)
      context.log.note(
        'rates published as percentages (divided by 100)',
        `${product.brandName}: ${detail.name.trim()}`,
      );
    const notice = /(\d+)\s*day notice/i.exec(detail.name);
    const tierMins = [...rows.values()].map((row) => row.minAmount).filter((v): v is number => v !== null);
    const stated = constraintAmounts(detail, 'MIN_BALANCE', 'OPENING_BALANCE', 'MIN_LIMIT').filter(
      (v) => v > 0,
    );
    const mins = stated.length > 0 ? stated : tierMins;
    const maxes = constraintAmounts(detail, 'MAX_BALANCE', 'MAX_LIMIT').filter(
      (v) => v > 0 && v < OPEN_AMOUNT,
    );
    const grace = gracePeriodDays(detail.features ?? []);
    deposits.push({
      ...productBase(context, product, 'TD'),
      rates: sortRates([...rows.values()]),
      minDeposit: mins.length > 0 ? Math.min(...mins) : null,
      maxDeposit: maxes.length > 0 ? Math.max(...maxes) : null,
      noticeDays: notice?.[1] ? Number(notice[1]) : null,
      ...(grace === null ? {} : { gracePeriodDays: grace }),
    });
  }
  return deposits;
}
