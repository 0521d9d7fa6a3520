/**
 * A term deposit's rates as its product page lists them: one group for each way interest is paid,
 * interest at maturity first (what most deposits pay, and what the calculator starts with), then
 * from the most to the least frequent payments; each group's rates from the shortest term to the
 * longest, then by the smallest amount they take.
 */
import type { RawTermDepositRate } from '../data/raw-types';
import { formatFee } from '../format';
import { durationInDays } from '../normalise/durations';
import { groupInOrder } from '../ordered-groups';

export type InterestPayment = RawTermDepositRate['interestPayment'];

export const INTEREST_PAYMENT_ORDER: readonly InterestPayment[] = [
  'maturity',
  'monthly',
  'quarterly',
  'half-yearly',
  'annually',
];

/** A term in days, so that terms kept in days (under a month) and in months sort together. */
function termLengthDays(rate: RawTermDepositRate): number {
  return rate.termMonths > 0
    ? durationInDays({ years: 0, months: rate.termMonths, weeks: 0, days: 0 })
    : rate.termDays;
}

export function compareDepositRatesForDisplay(a: RawTermDepositRate, b: RawTermDepositRate): number {
  return (
    termLengthDays(a) - termLengthDays(b) ||
    (a.minAmount ?? 0) - (b.minAmount ?? 0) ||
    (a.maxAmount ?? Number.POSITIVE_INFINITY) - (b.maxAmount ?? Number.POSITIVE_INFINITY) ||
    a.rate - b.rate
  );
}

export interface TermDepositRateGroup {
  payment: InterestPayment;
  rates: RawTermDepositRate[];
}

/** The deposit's rates in groups; groups with no rates are left out, and every rate is in one group. */
export function groupTermDepositRates(rates: readonly RawTermDepositRate[]): TermDepositRateGroup[] {
  return groupInOrder(
    rates,
    INTEREST_PAYMENT_ORDER,
    (rate) => rate.interestPayment,
    compareDepositRatesForDisplay,
  ).map(({ key, items }) => ({ payment: key, rates: items }));
}

/** The amounts a rate is for: `Any amount`, `$5,000 or more`, `Up to $250,000`, `$5,000 to $250,000`; a minimum of $0 is no limit. */
export function depositAmountText(rate: Pick<RawTermDepositRate, 'minAmount' | 'maxAmount'>): string {
  const from = rate.minAmount !== null && rate.minAmount > 0 ? rate.minAmount : null;
  const to = rate.maxAmount;
  if (to === null) return from === null ? 'Any amount' : `${formatFee(from)} or more`;
  if (from === null) return `Up to ${formatFee(to)}`;
  return `${formatFee(from)} to ${formatFee(to)}`;
}
