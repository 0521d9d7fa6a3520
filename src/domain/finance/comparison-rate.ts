/**
 * Comparison rates as the National Consumer Credit Protection Regulations 2010 define them
 * (regulation 100; regulation 71 in earlier compilations): the nominal yearly rate, compounding
 * with the repayments, that makes the credit provided equal to the present value of everything
 * the borrower pays, repayments and credit fees alike:
 *
 *   sum_j A_j / (1+r)^j = sum_j (R_j + C_j) / (1+r)^j,   comparison rate = n x r x 100%
 *
 * where j counts repayment intervals from the first advance, A_j is credit provided at j, R_j the
 * repayment and C_j the credit fees due at j (government fees and charges are excluded by the
 * regulation, so callers leave them out). Repayments here are monthly, so n = 12.
 *
 * Lenders publish comparison rates for statutory examples: a secured loan of $150,000 over 25
 * years for home loans, $30,000 over 5 years for personal and car loans.
 */
import { roundHalfAwayFromZero } from './money';

export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

export const HOME_LOAN_EXAMPLE_DESCRIPTION = 'based on a loan of $150,000 over 25 years';
export const PERSONAL_LOAN_EXAMPLE_DESCRIPTION = 'based on a loan of $30,000 over 5 years';

export type ComparisonRateExampleKind = 'homeLoan' | 'personalLoan';

export interface ComparisonRateExample {
  amountDollars: number;
  termMonths: number;
  description: string;
}

export const COMPARISON_RATE_EXAMPLES: Readonly<Record<ComparisonRateExampleKind, ComparisonRateExample>> = {
  homeLoan: { amountDollars: 150_000, termMonths: 25 * 12, description: HOME_LOAN_EXAMPLE_DESCRIPTION },
  personalLoan: { amountDollars: 30_000, termMonths: 5 * 12, description: PERSONAL_LOAN_EXAMPLE_DESCRIPTION },
};

/** Repayments a year in the examples: monthly. */
const REPAYMENTS_PER_YEAR = 12;

export interface RatePeriod {
  /** Nominal yearly rate as a fraction: 0.0629 means 6.29% p.a. */
  annualRate: number;
  /** How long the rate applies; leave out on the last period, which runs to the end of the term. */
  months?: number;
}

export interface PeriodicFee {
  amountDollars: number;
  everyMonths: number;
  /** Month of the first charge: 0 for fees charged in advance at settlement. Defaults to `everyMonths`. */
  firstDueMonth?: number;
}

export interface ComparisonRateLoan {
  amountDollars: number;
  termMonths: number;
  /** Rate periods in order, for example a 3-year fixed rate and then the revert rate. */
  rates: readonly RatePeriod[];
  /** Months of interest-only repayments at the start; principal and interest afterwards. */
  interestOnlyMonths?: number;
  /** Fees paid when the credit is provided, such as establishment and settlement fees. */
  upfrontFeesDollars?: number;
  /** Charged with every monthly repayment. */
  monthlyFeeDollars?: number;
  /** Charged at settlement and on each anniversary after it, as lenders charge package fees. */
  annualFeeDollars?: number;
  periodicFees?: readonly PeriodicFee[];
  /** Discharge or exit fee paid with the final repayment. */
  dischargeFeeDollars?: number;
}

/** Money moving `month` repayment intervals after the credit is provided; positive is paid by the debtor. */
export interface CashFlow {
  month: number;
  amountDollars: number;
}

function assertFiniteAtLeast(value: number, minimum: number, what: string): void {
  if (!Number.isFinite(value) || value < minimum) {
    throw new RangeError(`${what} must be a finite number >= ${String(minimum)}, got ${String(value)}`);
  }
}

function assertWholeMonths(value: number, minimum: number, what: string): void {
  if (!Number.isInteger(value) || value < minimum) {
    throw new RangeError(
      `${what} must be a whole number of months >= ${String(minimum)}, got ${String(value)}`,
    );
  }
}

/** The yearly rate for each month 1..term from the rate periods. */
function monthlyRates(loan: ComparisonRateLoan): number[] {
  if (loan.rates.length === 0) throw new RangeError('At least one rate period is needed');
  const rates: number[] = [];
  loan.rates.forEach((period, index) => {
    assertFiniteAtLeast(period.annualRate, 0, 'Annual rate');
    const isLast = index === loan.rates.length - 1;
    if (period.months === undefined && !isLast) {
      throw new RangeError('Only the last rate period may run to the end of the term');
    }
    if (period.months !== undefined) assertWholeMonths(period.months, 1, 'Rate period');
    const months = period.months ?? loan.termMonths - rates.length;
    for (let i = 0; i < months && rates.length < loan.termMonths; i += 1) rates.push(period.annualRate);
  });
  const last = loan.rates.at(-1);
  // Periods longer than the term are cut at its end; shorter ones leave the last rate running on.
  while (rates.length < loan.termMonths && last !== undefined) rates.push(last.annualRate);
  return rates;
}

/**
 * The contractual monthly repayments, unrounded. The repayment is recalculated whenever the rate
 * changes or the interest-only period ends, over the months left, as lenders do on revert.
 * Working in exact amounts rather than cents keeps a fee-free loan's comparison rate equal to its
 * rate; rounding repayments to the cent would move the result by far less than 0.0001%.
 */
function repayments(loan: ComparisonRateLoan): number[] {
  const rates = monthlyRates(loan);
  const interestOnlyMonths = loan.interestOnlyMonths ?? 0;
  assertWholeMonths(interestOnlyMonths, 0, 'Interest-only period');
  if (interestOnlyMonths >= loan.termMonths) {
    throw new RangeError('The interest-only period must end before the loan term does');
  }
  const result: number[] = [];
  let balance = loan.amountDollars;
  let repayment = 0;
  let previousRate: number | null = null;
  rates.forEach((annualRate, index) => {
    const month = index + 1;
    const rate = annualRate / REPAYMENTS_PER_YEAR;
    const interest = balance * rate;
    const remaining = loan.termMonths - index;
    if (month <= interestOnlyMonths) {
      repayment = interest;
    } else if (annualRate !== previousRate || month === interestOnlyMonths + 1) {
      repayment =
        rate === 0 ? balance / remaining : (balance * rate) / -Math.expm1(-remaining * Math.log1p(rate));
    }
    const paid = month === loan.termMonths ? balance + interest : repayment;
    result.push(paid);
    balance = balance + interest - paid;
    previousRate = annualRate;
  });
  return result;
}

function feeDueMonths(fee: PeriodicFee, termMonths: number): number[] {
  assertWholeMonths(fee.everyMonths, 1, 'Fee interval');
  const first = fee.firstDueMonth ?? fee.everyMonths;
  assertWholeMonths(first, 0, 'First fee month');
  const months: number[] = [];
  // A fee charged in advance is not charged again on the day the loan ends.
  const lastDue = first === 0 ? termMonths - 1 : termMonths;
  for (let month = first; month <= lastDue; month += fee.everyMonths) months.push(month);
  return months;
}

/** Every amount the comparison rate discounts, one entry per month with money moving. */
export function comparisonRateCashFlows(loan: ComparisonRateLoan): CashFlow[] {
  assertFiniteAtLeast(loan.amountDollars, Number.MIN_VALUE, 'Loan amount');
  assertWholeMonths(loan.termMonths, 1, 'Loan term');
  for (const amount of [
    loan.upfrontFeesDollars,
    loan.dischargeFeeDollars,
    loan.monthlyFeeDollars,
    loan.annualFeeDollars,
  ]) {
    if (amount !== undefined) assertFiniteAtLeast(amount, 0, 'Fee');
  }
  const fees: PeriodicFee[] = [...(loan.periodicFees ?? [])];
  if (loan.monthlyFeeDollars) {
    fees.push({ amountDollars: loan.monthlyFeeDollars, everyMonths: 1 });
  }
  if (loan.annualFeeDollars) {
    fees.push({ amountDollars: loan.annualFeeDollars, everyMonths: 12, firstDueMonth: 0 });
  }

  const byMonth = new Array<number>(loan.termMonths + 1).fill(0);
  byMonth[0] = -loan.amountDollars + (loan.upfrontFeesDollars ?? 0);
  repayments(loan).forEach((amount, index) => {
    byMonth[index + 1] = (byMonth[index + 1] ?? 0) + amount;
  });
  for (const fee of fees) {
    assertFiniteAtLeast(fee.amountDollars, 0, 'Fee');
    for (const month of feeDueMonths(fee, loan.termMonths)) {
      byMonth[month] = (byMonth[month] ?? 0) + fee.amountDollars;
    }
  }
  byMonth[loan.termMonths] = (byMonth[loan.termMonths] ?? 0) + (loan.dischargeFeeDollars ?? 0);
  return byMonth
    .map((amountDollars, month) => ({ month, amountDollars }))
    .filter((flow) => flow.amountDollars !== 0);
}

function presentValue(flows: readonly CashFlow[], rate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (const { month, amountDollars } of flows) {
    const discounted = amountDollars * (1 + rate) ** -month;
    value += discounted;
    slope -= (month * discounted) / (1 + rate);
  }
  return { value, slope };
}

/** Stops once the rate per interval moves by less than this: about 1e-12 % p.a. after x 12 x 100. */
const RATE_TOLERANCE = 1e-15;
const MAX_ITERATIONS = 500;

/**
 * The rate per interval r at which the cash flows' present value is zero. Newton's method
 * converges fast from a sensible start; keeping a bracket where the present value changes sign
 * and bisecting whenever a Newton step leaves it makes the search certain to finish.
 */
export function solveRatePerInterval(flows: readonly CashFlow[]): number {
  let low = -0.5;
  let high = 1;
  // With the credit provided first and payments after, the present value falls as the rate rises.
  if (!(presentValue(flows, low).value > 0)) {
    throw new RangeError('Payments are worth less than the credit at any plausible rate');
  }
  while (presentValue(flows, high).value > 0) {
    high *= 2;
    if (high > 1e6) throw new RangeError('No rate equates these payments with the credit provided');
  }
  let rate = 0.005;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const { value, slope } = presentValue(flows, rate);
    if (value === 0) return rate;
    if (value > 0) low = rate;
    else high = rate;
    const newton = rate - value / slope;
    const next = newton > low && newton < high && Number.isFinite(newton) ? newton : (low + high) / 2;
    if (Math.abs(next - rate) < RATE_TOLERANCE || high - low < RATE_TOLERANCE) return next;
    rate = next;
  }
  return rate;
}

/** The comparison rate as an unrounded yearly fraction (0.0634 is 6.34% p.a., compounding monthly). */
export function comparisonRate(loan: ComparisonRateLoan): number {
  return solveRatePerInterval(comparisonRateCashFlows(loan)) * REPAYMENTS_PER_YEAR;
}

/** Null when no rate solves the cash flows, as when the fees exceed the example loan. */
export function solvedComparisonRate(loan: ComparisonRateLoan): number | null {
  try {
    return comparisonRate(loan);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Rounds a yearly fraction to two decimal places of a percent, as lenders publish rates. */
export function roundToPublishedRate(fraction: number): number {
  // Dividing by 100 can land a hair off the decimal (8.11 / 100 is 0.08109999999999999); 12 digits fix it.
  return Number((roundHalfAwayFromZero(fraction * 100, 2) / 100).toPrecision(12));
}

/** The comparison rate as a lender would publish it, e.g. 0.063 for 6.30% p.a. */
export function publishedComparisonRate(loan: ComparisonRateLoan): number {
  return roundToPublishedRate(comparisonRate(loan));
}

/** The loan of a statutory example with the given rates and fees. */
export function exampleLoan(
  kind: ComparisonRateExampleKind,
  pricing: Omit<ComparisonRateLoan, 'amountDollars' | 'termMonths'>,
): ComparisonRateLoan {
  const example = COMPARISON_RATE_EXAMPLES[kind];
  return { ...pricing, amountDollars: example.amountDollars, termMonths: example.termMonths };
}
