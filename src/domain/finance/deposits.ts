/**
 * Interest on term deposits and savings accounts, in whole cents. Rates are yearly fractions
 * (0.045 is 4.5% p.a.). Australian banks accrue deposit interest daily on a 365-day year, leap
 * years included, and round only when they pay or credit interest, so each payment here is
 * rounded once.
 */
import { type Cents, mulRate, roundHalfAwayFromZero, sumCents } from './money';
import { baseInterestAYear, bonusInterestAYear, type SavingsBand } from './savings-bands';

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

/** How an account treats the balance above its bonus-rate cap. */
export type BalanceCapRule =
  /** The bonus is paid on the balance up to the cap; the part above earns the base rate only. */
  | 'bonusUpToCap'
  /** No bonus at all in a month when the balance is above the cap. */
  | 'noBonusAboveCap';

export interface SavingsAccount {
  openingBalance: Cents;
  months: number;
  /** Calendar month the projection starts in, for the number of days in each month. */
  start: { year: number; month: number };
  baseRate: number;
  bonusRate: number;
  /** Whether the bonus conditions are met, month by month, or the number of months met from the start. */
  bonusConditionsMet: readonly boolean[] | number;
  /** Balance above which the bonus stops, per `capRule`; no cap when left out. */
  balanceCap?: Cents;
  capRule?: BalanceCapRule;
  /** Deposited on the first day of every month, the first month included. */
  monthlyDeposit?: Cents;
  /**
   * The account's published rates by balance band (`savings-bands.ts`); when given, they decide
   * the interest and `baseRate`, `bonusRate`, `balanceCap` and `capRule` only describe it.
   */
  bands?: readonly SavingsBand[];
  /** The most the account pays, base and bonus together; see `bonusInterestAYear`. */
  ceilingRate?: number | null;
}

export interface SavingsMonth {
  /** 1 for the first month. */
  month: number;
  year: number;
  /** 1 to 12. */
  calendarMonth: number;
  days: number;
  openingBalance: Cents;
  deposit: Cents;
  bonusEarned: boolean;
  baseInterest: Cents;
  bonusInterest: Cents;
  closingBalance: Cents;
}

export interface SavingsProjection {
  months: SavingsMonth[];
  totalDeposits: Cents;
  totalBaseInterest: Cents;
  totalBonusInterest: Cents;
  totalInterest: Cents;
  closingBalance: Cents;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function bonusMonths(met: readonly boolean[] | number, months: number): boolean[] {
  if (typeof met === 'number') {
    if (!Number.isInteger(met) || met < 0 || met > months) {
      throw new RangeError(
        `Months with bonus conditions met must be 0 to ${String(months)}, got ${String(met)}`,
      );
    }
    return Array.from({ length: months }, (_, index) => index < met);
  }
  if (met.length !== months) {
    throw new RangeError(
      `Bonus conditions given for ${String(met.length)} months, expected ${String(months)}`,
    );
  }
  return [...met];
}

/** The balance the bonus rate applies to this month. */
function bonusBalance(balance: Cents, cap: Cents | undefined, rule: BalanceCapRule): Cents {
  if (cap === undefined) return balance;
  if (rule === 'noBonusAboveCap') return balance > cap ? 0 : balance;
  return Math.min(balance, cap);
}

/**
 * Month-by-month interest on a savings account: interest accrues daily on the month's balance
 * (deposits arrive on the 1st, so the balance is constant within a month) and is credited on the
 * last day, so it earns interest itself from the next month. The bonus rate is added only in
 * months whose conditions are met.
 */
export function projectSavings(account: SavingsAccount): SavingsProjection {
  if (!Number.isInteger(account.openingBalance) || account.openingBalance < 0) {
    throw new RangeError(
      `Opening balance must be a whole number of cents >= 0, got ${String(account.openingBalance)}`,
    );
  }
  assertWholePositive(account.months, 'Months');
  assertRate(account.baseRate, 'Base rate');
  assertRate(account.bonusRate, 'Bonus rate');
  const { year: startYear, month: startMonth } = account.start;
  if (!Number.isInteger(startYear) || !Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(
      `Start must be a year and a month from 1 to 12, got ${String(startYear)}-${String(startMonth)}`,
    );
  }
  const deposit = account.monthlyDeposit ?? 0;
  if (!Number.isInteger(deposit) || deposit < 0) {
    throw new RangeError(`Monthly deposit must be a whole number of cents >= 0, got ${String(deposit)}`);
  }
  if (account.balanceCap !== undefined && (!Number.isInteger(account.balanceCap) || account.balanceCap < 0)) {
    throw new RangeError(
      `Balance cap must be a whole number of cents >= 0, got ${String(account.balanceCap)}`,
    );
  }
  const met = bonusMonths(account.bonusConditionsMet, account.months);
  const rule = account.capRule ?? 'bonusUpToCap';

  const months: SavingsMonth[] = [];
  let balance = account.openingBalance;
  for (let index = 0; index < account.months; index += 1) {
    const monthIndex = startMonth - 1 + index;
    const year = startYear + Math.floor(monthIndex / 12);
    const calendarMonth = (monthIndex % 12) + 1;
    const days = daysInMonth(year, calendarMonth);
    const openingBalance = balance;
    const balanceForMonth = openingBalance + deposit;
    const bonusEarned = met[index] === true;
    const bands = account.bands ?? [];
    const forDays = (yearly: number): Cents => roundHalfAwayFromZero((yearly * days) / DAYS_PER_YEAR);
    const baseAYear =
      bands.length > 0 ? baseInterestAYear(bands, balanceForMonth) : balanceForMonth * account.baseRate;
    const bonusAYear = !bonusEarned
      ? 0
      : bands.length > 0
        ? bonusInterestAYear(bands, balanceForMonth, account.ceilingRate ?? null)
        : bonusBalance(balanceForMonth, account.balanceCap, rule) * account.bonusRate;
    // The month's interest is rounded once, base and bonus together, when it is credited.
    const baseInterest = forDays(baseAYear);
    const bonusInterest = forDays(baseAYear + bonusAYear) - baseInterest;
    balance = balanceForMonth + baseInterest + bonusInterest;
    months.push({
      month: index + 1,
      year,
      calendarMonth,
      days,
      openingBalance,
      deposit,
      bonusEarned,
      baseInterest,
      bonusInterest,
      closingBalance: balance,
    });
  }
  const totalBaseInterest = sumCents(months.map((month) => month.baseInterest));
  const totalBonusInterest = sumCents(months.map((month) => month.bonusInterest));
  return {
    months,
    totalDeposits: sumCents(months.map((month) => month.deposit)),
    totalBaseInterest,
    totalBonusInterest,
    totalInterest: totalBaseInterest + totalBonusInterest,
    closingBalance: balance,
  };
}
