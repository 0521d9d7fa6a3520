/**
 * Loan repayments the way Australian lenders quote them: the annual rate is split evenly across
 * 12, 26 or 52 repayments a year, and each repayment is rounded to the cent. Balances and
 * interest are whole cents, so a schedule adds up exactly and its last repayment absorbs the
 * rounding left over from the earlier ones.
 */
import { type Cents, mulRate, roundHalfAwayFromZero, sumCents } from './money';

export type RepaymentFrequency = 'monthly' | 'fortnightly' | 'weekly';

/** Lenders count 26 fortnights and 52 weeks in a year, not 26.09 and 52.18. */
export const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = {
  monthly: 12,
  fortnightly: 26,
  weekly: 52,
};

export interface Loan {
  principal: Cents;
  /** Nominal yearly rate as a fraction: 0.06 means 6% p.a. */
  annualRate: number;
  years: number;
  frequency: RepaymentFrequency;
}

export type RepaymentPhase = 'interestOnly' | 'principalAndInterest';

export interface ScheduleOptions {
  /** Years of interest-only repayments at the start; principal and interest over the rest of the term. */
  interestOnlyYears?: number;
  /** Paid on top of every scheduled repayment. The scheduled repayment itself does not drop. */
  extraPerPeriod?: Cents;
  /**
   * The rate after the first `afterPeriods` repayments, as when a fixed rate ends: the repayment is
   * then recalculated at the new rate over the repayments left, the way lenders reset it.
   */
  rateChange?: { afterPeriods: number; annualRate: number };
}

export interface ScheduleRow {
  /** 1 for the first repayment. */
  period: number;
  phase: RepaymentPhase;
  openingBalance: Cents;
  interest: Cents;
  /** Everything paid this period, extra repayments included. */
  repayment: Cents;
  principal: Cents;
  closingBalance: Cents;
}

export interface AmortisationSchedule {
  rows: ScheduleRow[];
  /** The regular principal-and-interest repayment, before any extra. */
  principalAndInterestRepayment: Cents;
  /** The first interest-only repayment, or null without an interest-only period. */
  interestOnlyRepayment: Cents | null;
  totalRepaid: Cents;
  totalInterest: Cents;
  totalPrincipal: Cents;
}

export interface ExtraRepaymentSavings {
  periodsSaved: number;
  /** Time saved in whole months (rounded for fortnightly and weekly repayments). */
  monthsSaved: number;
  interestSaved: Cents;
  periodsWithoutExtra: number;
  periodsWithExtra: number;
  totalInterestWithoutExtra: Cents;
  totalInterestWithExtra: Cents;
}

function assertPositiveWholeCents(value: number, what: string): void {
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(`${what} must be a positive whole number of cents, got ${String(value)}`);
  }
}

function assertRate(annualRate: number): void {
  if (!Number.isFinite(annualRate) || annualRate < 0) {
    throw new RangeError(`Annual rate must be a finite fraction >= 0, got ${String(annualRate)}`);
  }
}

/** Number of repayments in `years`; the term must be a whole number of repayment periods. */
export function numberOfRepayments(years: number, frequency: RepaymentFrequency): number {
  if (!Number.isFinite(years) || years <= 0) {
    throw new RangeError(`Loan term must be a positive number of years, got ${String(years)}`);
  }
  const periods = roundHalfAwayFromZero(years * PERIODS_PER_YEAR[frequency], 9);
  if (!Number.isInteger(periods)) {
    throw new RangeError(`${String(years)} years is not a whole number of ${frequency} repayments`);
  }
  return periods;
}

/** The rate charged each period: the annual rate divided by the repayments in a year. */
export function periodicRate(annualRate: number, frequency: RepaymentFrequency): number {
  assertRate(annualRate);
  return annualRate / PERIODS_PER_YEAR[frequency];
}

/** Unrounded annuity P*r/(1-(1+r)^-n); P/n when the rate is zero. */
function exactAnnuity(principal: number, rate: number, periods: number): number {
  if (rate === 0) return principal / periods;
  // -expm1(-n*log1p(r)) is 1-(1+r)^-n without the cancellation error of subtracting from 1.
  return (principal * rate) / -Math.expm1(-periods * Math.log1p(rate));
}

/** Regular principal-and-interest repayment, to the nearest cent. */
export function principalAndInterestRepayment(loan: Loan): Cents {
  assertPositiveWholeCents(loan.principal, 'Principal');
  const periods = numberOfRepayments(loan.years, loan.frequency);
  const rate = periodicRate(loan.annualRate, loan.frequency);
  return roundHalfAwayFromZero(exactAnnuity(loan.principal, rate, periods));
}

/** Interest-only repayment P*annualRate/periods, to the nearest cent. */
export function interestOnlyRepayment(loan: Pick<Loan, 'principal' | 'annualRate' | 'frequency'>): Cents {
  assertPositiveWholeCents(loan.principal, 'Principal');
  return mulRate(loan.principal, periodicRate(loan.annualRate, loan.frequency));
}

interface ScheduleWalk {
  /** The regular principal-and-interest repayment, before any extra. */
  amortisingRepayment: Cents;
  interestOnlyPeriods: number;
}

/**
 * Walks every repayment of the loan, handing each to `visit`. Interest each period is the opening
 * balance times the periodic rate, rounded to the cent; the last repayment is whatever clears the
 * balance to exactly zero.
 */
function walkSchedule(
  loan: Loan,
  options: ScheduleOptions,
  visit: (
    period: number,
    phase: RepaymentPhase,
    openingBalance: Cents,
    interest: Cents,
    repayment: Cents,
  ) => void,
): ScheduleWalk {
  assertPositiveWholeCents(loan.principal, 'Principal');
  const periods = numberOfRepayments(loan.years, loan.frequency);
  const firstRate = periodicRate(loan.annualRate, loan.frequency);
  const interestOnlyPeriods =
    options.interestOnlyYears === undefined || options.interestOnlyYears === 0
      ? 0
      : numberOfRepayments(options.interestOnlyYears, loan.frequency);
  if (interestOnlyPeriods >= periods) {
    throw new RangeError('The interest-only period must end before the loan term does');
  }
  const extra = options.extraPerPeriod ?? 0;
  if (!Number.isInteger(extra) || extra < 0) {
    throw new RangeError(`Extra repayment must be a whole number of cents >= 0, got ${String(extra)}`);
  }

  // Interest-only years do not reduce the scheduled balance, so P&I repays the full principal
  // over the remaining periods. Extra repayments shorten the loan rather than lower this amount.
  const amortisingRepayment = roundHalfAwayFromZero(
    exactAnnuity(loan.principal, firstRate, periods - interestOnlyPeriods),
  );

  let balance = loan.principal;
  let rate = firstRate;
  let amortising = amortisingRepayment;
  const change = options.rateChange;
  for (let period = 1; period <= periods && balance > 0; period += 1) {
    if (change !== undefined && period === change.afterPeriods + 1 && period > interestOnlyPeriods) {
      rate = periodicRate(change.annualRate, loan.frequency);
      amortising = roundHalfAwayFromZero(exactAnnuity(balance, rate, periods - change.afterPeriods));
    }
    const interest = mulRate(balance, rate);
    const phase: RepaymentPhase = period <= interestOnlyPeriods ? 'interestOnly' : 'principalAndInterest';
    const scheduled = phase === 'interestOnly' ? interest : amortising;
    const payoff = balance + interest;
    const repayment = period === periods ? payoff : Math.min(scheduled + extra, payoff);
    visit(period, phase, balance, interest, repayment);
    balance -= repayment - interest;
  }
  return { amortisingRepayment, interestOnlyPeriods };
}

/** Every repayment of the loan (see `walkSchedule` for how each is worked out). */
export function amortisationSchedule(loan: Loan, options: ScheduleOptions = {}): AmortisationSchedule {
  const rows: ScheduleRow[] = [];
  const { amortisingRepayment, interestOnlyPeriods } = walkSchedule(
    loan,
    options,
    (period, phase, openingBalance, interest, repayment) => {
      const principal = repayment - interest;
      rows.push({
        period,
        phase,
        openingBalance,
        interest,
        repayment,
        principal,
        closingBalance: openingBalance - principal,
      });
    },
  );

  return {
    rows,
    principalAndInterestRepayment: amortisingRepayment,
    interestOnlyRepayment: interestOnlyPeriods > 0 ? (rows[0]?.interest ?? null) : null,
    totalRepaid: sumCents(rows.map((row) => row.repayment)),
    totalInterest: sumCents(rows.map((row) => row.interest)),
    totalPrincipal: sumCents(rows.map((row) => row.principal)),
  };
}

export interface AmortisationTotals {
  principalAndInterestRepayment: Cents;
  totalRepaid: Cents;
  totalInterest: Cents;
}

/**
 * The sums of `amortisationSchedule(loan)` without its rows: a calculator or a loan table wants only
 * the repayment and the totals, and works them out while the page hydrates, when a phone has no
 * time to spare for a row object per repayment.
 */
export function amortisationTotals(
  loan: Loan,
  options: Pick<ScheduleOptions, 'rateChange'> = {},
): AmortisationTotals {
  let totalRepaid = 0;
  let totalInterest = 0;
  const { amortisingRepayment } = walkSchedule(
    loan,
    options,
    (_period, _phase, _balance, interest, repayment) => {
      totalRepaid += repayment;
      totalInterest += interest;
    },
  );
  return { principalAndInterestRepayment: amortisingRepayment, totalRepaid, totalInterest };
}

/** Everything repaid over the life of the loan, the adjusted final repayment included. */
export function totalRepaid(loan: Loan, options: ScheduleOptions = {}): Cents {
  return amortisationSchedule(loan, options).totalRepaid;
}

/** Interest paid over the life of the loan. */
export function totalInterest(loan: Loan, options: ScheduleOptions = {}): Cents {
  return amortisationSchedule(loan, options).totalInterest;
}

/** What paying `extraPerPeriod` on top of every repayment saves in time and interest. */
export function extraRepaymentSavings(
  loan: Loan,
  extraPerPeriod: Cents,
  options: Omit<ScheduleOptions, 'extraPerPeriod'> = {},
): ExtraRepaymentSavings {
  const without = amortisationSchedule(loan, options);
  const withExtra = amortisationSchedule(loan, { ...options, extraPerPeriod });
  const periodsSaved = without.rows.length - withExtra.rows.length;
  return {
    periodsSaved,
    monthsSaved: roundHalfAwayFromZero((periodsSaved * 12) / PERIODS_PER_YEAR[loan.frequency]),
    interestSaved: without.totalInterest - withExtra.totalInterest,
    periodsWithoutExtra: without.rows.length,
    periodsWithExtra: withExtra.rows.length,
    totalInterestWithoutExtra: without.totalInterest,
    totalInterestWithExtra: withExtra.totalInterest,
  };
}
