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

/** Terms under a month are kept in days (termMonths 0). */
export function depositTerm(rate: Pick<RawTermDepositRate, 'termMonths' | 'termDays'>): DepositTerm {
  return rate.termMonths > 0 ? { months: rate.termMonths } : { days: rate.termDays };
}

export function termLabel(rate: Pick<RawTermDepositRate, 'termMonths' | 'termDays'>): string {
  return rate.termMonths > 0 ? formatTermMonths(rate.termMonths) : `${rate.termDays} days`;
}

/** Interest on `amountDollars` at this rate over its term, paid the way the rate says; null without an amount. */
export function depositInterest(amountDollars: number, rate: RawTermDepositRate): TermDepositInterest | null {
  if (!(amountDollars >= 0.01) || !Number.isFinite(amountDollars)) return null;
  const term = depositTerm(rate);
  // A term of days is shorter than any payment period, so its interest can only come at maturity.
  const frequency = 'days' in term ? 'atMaturity' : frequencies[rate.interestPayment];
  return termDepositInterest({ principal: toCents(amountDollars), annualRate: rate.rate, term }, frequency);
}
