/**
 * What extra repayments and money in an offset account save on a principal-and-interest home
 * loan, month by month as the journey prices loans (`repayment-path.ts`): each month's interest is
 * the rate ÷ 12 on the balance less the offset (the balance is the same every day of the month, so
 * this is the interest on each day's balance), rounded to the cent; the scheduled repayment stays
 * what the loan's term sets, the extra is paid on top, and the last repayment clears the loan.
 */
import { type Cents, mulRate } from '../finance/money';
import { principalAndInterestRepayment } from '../finance/repayments';
import { repaymentPath } from './repayment-path';

export interface EarlyPayoffInput {
  principalCents: Cents;
  annualRate: number;
  termYears: number;
  /** Paid on top of every monthly repayment. */
  extraMonthlyCents: Cents;
  /** Held in an offset account the whole time. */
  offsetCents: Cents;
}

export interface PayoffRun {
  /** Repayments until the loan is cleared. */
  months: number;
  totalInterestCents: Cents;
  firstMonthInterestCents: Cents;
}

export interface EarlyPayoff {
  /** The monthly repayment the term sets, before any extra. */
  repaymentCents: Cents;
  asScheduled: PayoffRun;
  withExtras: PayoffRun;
  monthsSaved: number;
  interestSavedCents: Cents;
}

function assertWholeCents(value: number, what: string, positive = false): void {
  if (!Number.isInteger(value) || value < (positive ? 1 : 0)) {
    throw new RangeError(`${what} must be a whole number of cents ${positive ? '> 0' : '>= 0'}`);
  }
}

export function earlyPayoff(input: EarlyPayoffInput): EarlyPayoff {
  assertWholeCents(input.principalCents, 'Loan', true);
  assertWholeCents(input.extraMonthlyCents, 'Extra repayment');
  assertWholeCents(input.offsetCents, 'Offset balance');
  const termMonths = input.termYears * 12;
  const repaymentCents = principalAndInterestRepayment({
    principal: input.principalCents,
    annualRate: input.annualRate,
    years: input.termYears,
    frequency: 'monthly',
  });
  const plain = repaymentPath(input.principalCents, termMonths, [
    { months: termMonths, annualRate: input.annualRate, interestOnly: false },
  ]);
  const monthlyRate = input.annualRate / 12;
  const asScheduled: PayoffRun = {
    months: plain.repayments.length,
    totalInterestCents: plain.totalInterest,
    firstMonthInterestCents: mulRate(input.principalCents, monthlyRate),
  };

  let balance = input.principalCents;
  let totalInterestCents = 0;
  let months = 0;
  let firstMonthInterestCents = 0;
  while (balance > 0 && months < termMonths) {
    const interest = mulRate(Math.max(0, balance - input.offsetCents), monthlyRate);
    if (months === 0) firstMonthInterestCents = interest;
    const isLastOfTerm = months === termMonths - 1;
    const repayment = isLastOfTerm
      ? balance + interest
      : Math.min(repaymentCents + input.extraMonthlyCents, balance + interest);
    balance -= repayment - interest;
    totalInterestCents += interest;
    months += 1;
  }
  const withExtras: PayoffRun = { months, totalInterestCents, firstMonthInterestCents };
  return {
    repaymentCents,
    asScheduled,
    withExtras,
    monthsSaved: asScheduled.months - withExtras.months,
    interestSavedCents: asScheduled.totalInterestCents - withExtras.totalInterestCents,
  };
}
