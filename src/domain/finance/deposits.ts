/**
 * Interest on term deposits, in whole cents (a savings account's year is
 * `src/domain/deposits/savings-year.ts`). Rates are yearly fractions (0.045 is 4.5% p.a.). Australian banks accrue deposit interest daily on a 365-day year, leap
 * years included, and round only when they pay or credit interest, so each payment here is
 * rounded once.
 */
import { type Cents, mulRate, sumCents } from './money';

export type InterestPaymentFrequency = 'monthly' | 'quarterly' | 'halfYearly' | 'annually' | 'atMaturity';

export const INTEREST_PAYMENTS_PER_YEAR: Readonly<
  Record<Exclude<InterestPaymentFrequency, 'atMaturity'>, number>
> = {
  monthly: 12,
  quarterly: 4,
  halfYearly: 2,
  annually: 1,
};

const DAYS_PER_YEAR = 365;

/** A term in whole months (12 months earns a full year's interest) or in days (counted over 365). */
export type DepositTerm = { months: number } | { days: number };

export interface TermDeposit {
  principal: Cents;
  annualRate: number;
  term: DepositTerm;
}

export interface InterestPayment {
  /** 1 for the first payment. */
  number: number;
  /** Length of the period the payment covers, in the term's unit. */
  periodLength: number;
  interest: Cents;
}

export interface TermDepositInterest {
  payments: InterestPayment[];
  totalInterest: Cents;
  /** Principal plus all interest paid over the term. */
  totalReturned: Cents;
}

function assertPrincipal(principal: Cents): void {
  if (!Number.isInteger(principal) || principal <= 0) {
    throw new RangeError(`Principal must be a positive whole number of cents, got ${String(principal)}`);
  }
}

function assertRate(rate: number, what: string): void {
  if (!Number.isFinite(rate) || rate < 0) {
    throw new RangeError(`${what} must be a finite fraction >= 0, got ${String(rate)}`);
  }
}

function assertWholePositive(value: number, what: string): void {
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(`${what} must be a positive whole number, got ${String(value)}`);
  }
}

/** Splits a term into consecutive periods of at most `size`, the last taking the remainder. */
function periods(length: number, size: number): number[] {
  const result: number[] = [];
  for (let start = 0; start < length; start += size) result.push(Math.min(size, length - start));
  return result;
}

function paymentsFor(principal: Cents, annualRate: number, lengths: readonly number[], unitsPerYear: number) {
  const payments = lengths.map((periodLength, index) => ({
    number: index + 1,
    periodLength,
    interest: mulRate(principal, (annualRate * periodLength) / unitsPerYear),
  }));
  const totalInterest = sumCents(payments.map((payment) => payment.interest));
  return { payments, totalInterest, totalReturned: principal + totalInterest };
}

/**
 * Interest on a term deposit paid `frequency`. At maturity means simple interest P x r x t for
 * terms up to a year; longer terms pay each year's interest on the anniversary (banks do not
 * let interest go unpaid for more than a year) and the rest at maturity. Interest paid out is not
 * compounded.
 *
 * Banks quote a lower rate for more frequent payments; pass the rate quoted for the frequency.
 */
export function termDepositInterest(
  deposit: TermDeposit,
  frequency: InterestPaymentFrequency = 'atMaturity',
): TermDepositInterest {
  assertPrincipal(deposit.principal);
  assertRate(deposit.annualRate, 'Annual rate');
  if ('days' in deposit.term) {
    assertWholePositive(deposit.term.days, 'Term in days');
    if (frequency !== 'atMaturity') {
      throw new RangeError(
        'Give the term in months for interest paid monthly, quarterly, half-yearly or annually',
      );
    }
    return paymentsFor(
      deposit.principal,
      deposit.annualRate,
      periods(deposit.term.days, DAYS_PER_YEAR),
      DAYS_PER_YEAR,
    );
  }
  assertWholePositive(deposit.term.months, 'Term in months');
  const monthsPerPayment = frequency === 'atMaturity' ? 12 : 12 / INTEREST_PAYMENTS_PER_YEAR[frequency];
  return paymentsFor(
    deposit.principal,
    deposit.annualRate,
    periods(deposit.term.months, monthsPerPayment),
    12,
  );
}

/** Total interest on a term deposit with interest at maturity (yearly for terms over a year). */
export function termDepositInterestAtMaturity(deposit: TermDeposit): Cents {
  return termDepositInterest(deposit, 'atMaturity').totalInterest;
}
