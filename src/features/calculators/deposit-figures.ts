/** Term-deposit interest for the table and the calculator, from `domain/finance/deposits`. */
import type { RawTermDepositRate } from '../../domain/data/raw-types';
import { toCents } from '../../domain/finance/money';
import {
  termDepositInterest,
  type DepositTerm,
  type InterestPaymentFrequency,
  type TermDepositInterest,
} from '../../domain/finance/deposits';
import { formatTermMonths } from '../../domain/format';

const frequencies: Readonly<Record<RawTermDepositRate['interestPayment'], InterestPaymentFrequency>> = {
  maturity: 'atMaturity',
  monthly: 'monthly',
  quarterly: 'quarterly',
  'half-yearly': 'halfYearly',
  annually: 'annually',
};

export const paymentLabels: Readonly<Record<RawTermDepositRate['interestPayment'], string>> = {
  maturity: 'At maturity',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  'half-yearly': 'Half-yearly',
  annually: 'Yearly',
};

type TermOfRate = Pick<RawTermDepositRate, 'termMonths' | 'termDays' | 'termUnit'>;

/** The term in the unit the product states it in, which its interest is worked in (under a month: days). */
export function depositTerm(rate: TermOfRate): DepositTerm {
  return rate.termUnit === 'months' && rate.termMonths > 0
    ? { months: rate.termMonths }
    : { days: rate.termDays };
}

export function termLabel(rate: TermOfRate): string {
  const term = depositTerm(rate);
  return 'months' in term ? formatTermMonths(term.months) : `${term.days} days`;
}

/** Interest on `amountDollars` at this rate over its term, paid the way the rate says; null without an amount. */
export function depositInterest(amountDollars: number, rate: RawTermDepositRate): TermDepositInterest | null {
  if (!(amountDollars >= 0.01) || !Number.isFinite(amountDollars)) return null;
  const term = depositTerm(rate);
  // A term of days is shorter than any payment period, so its interest can only come at maturity.
  const frequency = 'days' in term ? 'atMaturity' : frequencies[rate.interestPayment];
  return termDepositInterest({ principal: toCents(amountDollars), annualRate: rate.rate, term }, frequency);
}
