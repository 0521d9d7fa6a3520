/**
 * Repayment figures for the loan tables and the loan calculator, built on the lender-style rules in
 * `domain/finance/repayments` (money in whole cents, each repayment rounded to the cent).
 */
import { type Cents, toCents } from '../../domain/finance/money';
import {
  amortisationTotals,
  interestOnlyRepayment,
  principalAndInterestRepayment,
  PERIODS_PER_YEAR,
  type RepaymentFrequency,
} from '../../domain/finance/repayments';

/** Fees in dollars, as the product data gives them. */
export interface LoanFees {
  upfront: number;
  monthly: number;
  yearly: number;
}

export const NO_FEES: LoanFees = { upfront: 0, monthly: 0, yearly: 0 };

export interface LoanInput {
  amountDollars: number;
  annualRate: number;
  years: number;
  frequency: RepaymentFrequency;
  interestOnly: boolean;
  fees: LoanFees;
  /** The rate after a fixed period, in months from the start; the repayment is reset then. */
  rateChange?: { afterMonths: number; annualRate: number };
}

interface QuoteBase {
  principal: Cents;
  repayment: Cents;
  /** Monthly fee for the monthly-repayment headline; 0 for other frequencies and fee-free loans. */
  monthlyFee: Cents;
}

export interface PrincipalAndInterestQuote extends QuoteBase {
  kind: 'principal-and-interest';
  totalInterest: Cents;
  totalRepaid: Cents;
  totalFees: Cents;
  /** Everything paid over the term: repayments plus every fee. */
  totalCost: Cents;
}

export interface InterestOnlyQuote extends QuoteBase {
  kind: 'interest-only';
  /** What a year of interest-only repayments adds up to. */
  interestPerYear: Cents;
}

export type LoanQuote = PrincipalAndInterestQuote | InterestOnlyQuote;

function totalFees(fees: LoanFees, years: number): Cents {
  return toCents(fees.upfront) + toCents(fees.monthly) * years * 12 + toCents(fees.yearly) * years;
}

/** Every figure the calculator shows for one set of inputs. */
export function quoteLoan(input: LoanInput): LoanQuote {
  const principal = toCents(input.amountDollars);
  const loan = {
    principal,
    annualRate: input.annualRate,
    years: input.years,
    frequency: input.frequency,
  };
  const base = {
    principal,
    monthlyFee: input.frequency === 'monthly' ? toCents(input.fees.monthly) : 0,
  };
  if (input.interestOnly) {
    const repayment = interestOnlyRepayment(loan);
    return {
      kind: 'interest-only',
      ...base,
      repayment,
      interestPerYear: repayment * PERIODS_PER_YEAR[input.frequency],
    };
  }
  const change = input.rateChange;
  const schedule = amortisationTotals(
    loan,
    change === undefined
      ? {}
      : {
          rateChange: {
            afterPeriods: Math.round((change.afterMonths * PERIODS_PER_YEAR[input.frequency]) / 12),
            annualRate: change.annualRate,
          },
        },
  );
  const fees = totalFees(input.fees, input.years);
  return {
    kind: 'principal-and-interest',
    ...base,
    repayment: schedule.principalAndInterestRepayment,
    totalInterest: schedule.totalInterest,
    totalRepaid: schedule.totalRepaid,
    totalFees: fees,
    totalCost: schedule.totalRepaid + fees,
  };
}

function usable(amountDollars: number, annualRate: number, years: number): boolean {
  return amountDollars >= 0.01 && Number.isFinite(amountDollars) && annualRate >= 0 && years > 0;
}

/**
 * The monthly repayment a table shows, or null when the filters hold no usable amount. Only the
 * one formula runs per row, so recomputing a table of thousands of loans stays instant.
 */
export function monthlyRepayment(
  amountDollars: number,
  annualRate: number,
  years: number,
  interestOnly: boolean,
): Cents | null {
  if (!usable(amountDollars, annualRate, years)) return null;
  const loan = { principal: toCents(amountDollars), annualRate, years, frequency: 'monthly' as const };
  return interestOnly ? interestOnlyRepayment(loan) : principalAndInterestRepayment(loan);
}

/**
 * Totals already worked out for the tables, by rate, amount and term. A total walks the whole
 * schedule, so re-sorting or changing an unrelated filter reuses it instead of walking it again.
 */
const monthlyTotals = new Map<string, { repayment: Cents; totalRepaid: Cents }>();
const MAX_CACHED_TOTALS = 5000;

function monthlyTotalsFor(principal: Cents, annualRate: number, years: number) {
  const key = `${principal}|${annualRate}|${years}`;
  const cached = monthlyTotals.get(key);
  if (cached) return cached;
  const schedule = amortisationTotals({ principal, annualRate, years, frequency: 'monthly' });
  const totals = { repayment: schedule.principalAndInterestRepayment, totalRepaid: schedule.totalRepaid };
  if (monthlyTotals.size >= MAX_CACHED_TOTALS) monthlyTotals.clear();
  monthlyTotals.set(key, totals);
  return totals;
}

/** Monthly repayment plus the monthly fee, and everything paid over the term, for the loan tables. */
export function monthlyLoanCost(
  amountDollars: number,
  annualRate: number,
  years: number,
  fees: LoanFees,
): { monthly: Cents; totalCost: Cents } | null {
  if (!usable(amountDollars, annualRate, years)) return null;
  const { repayment, totalRepaid } = monthlyTotalsFor(toCents(amountDollars), annualRate, years);
  return { monthly: repayment + toCents(fees.monthly), totalCost: totalRepaid + totalFees(fees, years) };
}

export const frequencyNouns: Readonly<Record<RepaymentFrequency, string>> = {
  monthly: 'month',
  fortnightly: 'fortnight',
  weekly: 'week',
};
