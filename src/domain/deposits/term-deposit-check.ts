/**
 * "My deposit of $X for N months at R% with bank B matures on D": what it earns, what the same
 * bank's current rate for the same term and amount would pay if it rolls over, the best rates for
 * that term and amount elsewhere and at the bank for other terms, and the days left to act. A
 * term's interest is worked in the unit its product states it in: 6 months earn 6/12 of a year's
 * interest, 180 days 180/365 (`termDepositInterest`). Interest paid during the term is not
 * compounded.
 */
import type { Cents } from '../finance/money';
import { toCents } from '../finance/money';
import { type InterestPaymentFrequency, termDepositInterest } from '../finance/deposits';
import type { NormalisedTermDeposit, NormalisedTermDepositRate } from '../normalise/types';

export type DepositPayment = NormalisedTermDepositRate['interestPayment'];

export interface DepositTerm {
  unit: 'months' | 'days';
  length: number;
}

const FREQUENCY: Record<DepositPayment, InterestPaymentFrequency> = {
  maturity: 'atMaturity',
  monthly: 'monthly',
  quarterly: 'quarterly',
  'half-yearly': 'halfYearly',
  annually: 'annually',
};

/** Days between payments for a term stated in days: a year's days shared out, rounded. */
const DAYS_BETWEEN_PAYMENTS: Record<Exclude<DepositPayment, 'maturity'>, number> = {
  monthly: 30,
  quarterly: 91,
  'half-yearly': 183,
  annually: 365,
};

/** Interest over the whole term, each payment rounded to the cent when paid. */
export function termInterestCents(
  amountCents: Cents,
  rate: number,
  term: DepositTerm,
  payment: DepositPayment,
): Cents {
  if (term.unit === 'months') {
    return termDepositInterest(
      { principal: amountCents, annualRate: rate, term: { months: term.length } },
      FREQUENCY[payment],
    ).totalInterest;
  }
  if (payment === 'maturity') {
    return termDepositInterest({ principal: amountCents, annualRate: rate, term: { days: term.length } })
      .totalInterest;
  }
  const step = DAYS_BETWEEN_PAYMENTS[payment];
  let total = 0;
  for (let start = 0; start < term.length; start += step) {
    const days = Math.min(step, term.length - start);
    total += termDepositInterest({ principal: amountCents, annualRate: rate, term: { days } }).totalInterest;
  }
  return total;
}

export function termOfRate(rate: NormalisedTermDepositRate): DepositTerm {
  return rate.termUnit === 'days'
    ? { unit: 'days', length: rate.termDays }
    : { unit: 'months', length: rate.termMonths };
}

/**
 * Whether a published rate is for this term: the same months (a rate stated in days counts when it
 * is that many months to the nearest month, e.g. 182 days for 6 months), or for a term in days the
 * same days (or the months it rounds to, from 28 days up).
 */
export function sameTerm(rate: NormalisedTermDepositRate, term: DepositTerm): boolean {
  if (term.unit === 'months') return rate.termMonths === term.length && rate.termMonths > 0;
  if (rate.termUnit === 'days') return rate.termDays === term.length;
  return term.length >= 28 && rate.termMonths === Math.round((term.length * 12) / 365);
}

export function fitsAmount(rate: NormalisedTermDepositRate, amountCents: Cents): boolean {
  return (
    (rate.minAmount === null || amountCents >= toCents(rate.minAmount)) &&
    (rate.maxAmount === null || amountCents <= toCents(rate.maxAmount))
  );
}

export interface DepositRateOption {
  product: NormalisedTermDeposit;
  rate: NormalisedTermDepositRate;
  term: DepositTerm;
  interestCents: Cents;
}

/** Every rate of these deposits for this term, amount and way of paying interest, best paying first. */
export function ratesFor(
  deposits: readonly NormalisedTermDeposit[],
  amountCents: Cents,
  term: DepositTerm,
  payment: DepositPayment,
): DepositRateOption[] {
  const options = deposits.flatMap((product) =>
    product.rates
      .filter(
        (rate) => rate.interestPayment === payment && sameTerm(rate, term) && fitsAmount(rate, amountCents),
      )
      .map((rate) => {
        const rateTerm = termOfRate(rate);
        return {
          product,
          rate,
          term: rateTerm,
          interestCents: termInterestCents(amountCents, rate.rate, rateTerm, payment),
        };
      }),
  );
  return options.sort(
    (a, b) => b.interestCents - a.interestCents || a.product.id.localeCompare(b.product.id),
  );
}

/** The best option of each deposit product (a product lists a rate per term, amount and payment). */
export function bestPerProduct(options: readonly DepositRateOption[]): DepositRateOption[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    if (seen.has(option.product.id)) return false;
    seen.add(option.product.id);
    return true;
  });
}

/** The bank's best rate for each term it offers for this amount and way of paying interest, shortest term first. */
export function bestByTerm(
  deposits: readonly NormalisedTermDeposit[],
  amountCents: Cents,
  payment: DepositPayment,
): DepositRateOption[] {
  const best = new Map<string, DepositRateOption>();
  for (const product of deposits) {
    for (const rate of product.rates) {
      if (rate.interestPayment !== payment || !fitsAmount(rate, amountCents)) continue;
      const term = termOfRate(rate);
      const key = `${term.unit}:${term.length}`;
      const interestCents = termInterestCents(amountCents, rate.rate, term, payment);
      const known = best.get(key);
      if (!known || rate.rate > known.rate.rate) best.set(key, { product, rate, term, interestCents });
    }
  }
  return [...best.values()].sort((a, b) => a.rate.termDays - b.rate.termDays);
}

/** Adds whole months to an ISO date, keeping the day or the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

/** The day a deposit maturing on `maturity` started: the term counted back in its own unit. */
export function startOfTerm(maturity: string, term: DepositTerm): string {
  return term.unit === 'months' ? addMonths(maturity, -term.length) : addDays(maturity, -term.length);
}

export const TYPICAL_GRACE_DAYS = { from: 7, to: 14 } as const;

export interface GracePeriod {
  /** Null when the product does not publish it: the bank's own, typically 7 to 14 days. */
  days: number | null;
  /** The last day to act on, when the days are known. */
  lastDay: string | null;
  text: string;
}

/**
 * The grace period these deposits publish (the visitor's own product, or all the bank's when they
 * have not said which): known only when every one of them publishes the same number of days.
 */
export function publishedGraceDays(deposits: readonly NormalisedTermDeposit[]): number | null {
  const days = new Set(deposits.map((deposit) => deposit.gracePeriodDays));
  const [only] = [...days];
  return days.size === 1 && only !== undefined ? only : null;
}

export function gracePeriod(maturity: string, publishedDays: number | null): GracePeriod {
  if (publishedDays !== null) {
    const lastDay = addDays(maturity, publishedDays);
    return {
      days: publishedDays,
      lastDay,
      text: `The bank gives ${publishedDays} days after maturity to withdraw or change the deposit without a penalty.`,
    };
  }
  return {
    days: null,
    lastDay: null,
    text: `The grace period after maturity is the bank's own; banks typically give ${TYPICAL_GRACE_DAYS.from} to ${TYPICAL_GRACE_DAYS.to} days. Your maturity notice gives the date.`,
  };
}
