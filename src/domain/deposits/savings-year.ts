/**
 * A savings account's months as the bank pays them: interest accrues each day on that day's
 * closing balance at the rates of its balance bands (a day is 1/365 of a year's interest, in leap
 * years too), and the month's interest is rounded to the cent once and credited on its last day,
 * earning interest itself from then on. The saver's deposit arrives on the 1st and any withdrawal
 * goes out on the 15th. The base rate is paid every day; the bonus (or an introductory rate) only in
 * the months it is earned. Each month carries its working: the balances, the days, the rate applied
 * and why.
 */
import { formatCents, formatRate } from '../format';
import { type Cents, roundHalfAwayFromZero, sumCents } from '../finance/money';
import { baseInterestAYear, bonusInterestAYear, type SavingsBand } from '../finance/savings-bands';
import { type BonusQuestion, type BonusVerdict, type SaverHabits, waysVerdict } from './bonus-verdict';
import type { SavingTerms, TermsBand } from './saving-terms';

export const DAYS_IN_YEAR = 365;
export const DEPOSIT_DAY = 1;
export const WITHDRAWAL_DAY = 15;

const INTRODUCTORY_MONTHS_UNKNOWN =
  'The bank does not publish how many months its introductory rate lasts, so it is not counted';

export type BonusState =
  /** The account has no bonus or introductory rate. */
  | 'no-bonus'
  | 'earned'
  | 'introductory'
  /** The introductory months are over. */
  | 'introductory-over'
  /** The month does not meet the bonus conditions (or we cannot tell that it does). */
  | 'not-met';

export interface SavingsMonthWorking {
  /** 1 for the first month. */
  month: number;
  year: number;
  /** 1 to 12. */
  calendarMonth: number;
  days: number;
  openingBalanceCents: Cents;
  depositCents: Cents;
  withdrawalCents: Cents;
  /** The balance interest accrued on at the end of the month, before the interest is credited. */
  balanceCents: Cents;
  bonus: BonusState;
  /** The base rate and the bonus on top of it that applied to that balance (fractions a year). */
  baseRate: number;
  bonusRate: number;
  /** The interest the month earned (accrued); credited with its period's other months. */
  baseInterestCents: Cents;
  bonusInterestCents: Cents;
  /** The interest credited at the end of the month: the period's, in a month that ends one; else 0. */
  creditedCents: Cents;
  feeCents: Cents;
  closingBalanceCents: Cents;
  /** The rate applied and why, in a sentence. */
  why: string;
}

export interface SavingsYear {
  months: SavingsMonthWorking[];
  depositsCents: Cents;
  withdrawalsCents: Cents;
  baseInterestCents: Cents;
  bonusInterestCents: Cents;
  interestCents: Cents;
  feesCents: Cents;
  /** Interest less fees: what the money earned. */
  earnedCents: Cents;
  closingBalanceCents: Cents;
  bonusMonths: number;
  /** Why the bonus is not earned, when it is not (the same every month: the saver's habits are). */
  bonusUnmet: string[];
  /** Answers that would decide the bonus but were not given. */
  questions: BonusQuestion[];
}

export interface SavingsYearInput {
  terms: SavingTerms;
  openingBalanceCents: Cents;
  habits: SaverHabits;
  /** The calendar month the first month is, for its number of days. */
  start: { year: number; month: number };
  /** Months from the start the introductory rate still applies; 0 when it is over or there is none. */
  introductoryMonthsLeft: number;
  /** 12 unless said. */
  months?: number;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 30);
}

function assertCents(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of cents >= 0, got ${String(value)}`);
  }
}

function hasBonus(terms: SavingTerms): boolean {
  return terms.bands.some((band) => band.kind === 'bonus' && band.rate > 0);
}

/** The balance above which no bonus band pays; null when a bonus band has no upper limit. */
function bonusCeilingBalance(bands: readonly SavingsBand[]): Cents | null {
  const bonus = bands.filter((band) => band.kind === 'bonus');
  if (bonus.length === 0 || bonus.some((band) => band.maxCents === null)) return null;
  return Math.max(...bonus.map((band) => band.maxCents ?? 0));
}

/**
 * Which bonus bands the saver's month earns, each by its own ways, and the verdict on the main
 * bonus (the highest-rate band): the one whose reasons and questions the answer gives.
 */
function bonusOutcome(
  terms: SavingTerms,
  habits: SaverHabits,
): { earning: TermsBand[]; verdict: BonusVerdict; anyMet: boolean } {
  const bonus = terms.bands.filter((band) => band.kind === 'bonus');
  const judged = bonus.map((band) => ({ band, verdict: waysVerdict(band.ways, habits) }));
  const main = [...judged].sort((a, b) => b.band.rate - a.band.rate)[0];
  const questions = [...new Set(judged.flatMap((each) => each.verdict.questions))];
  const earned = new Set(judged.filter((each) => each.verdict.met).map((each) => each.band));
  return {
    earning: terms.bands.filter((band) => band.kind === 'base' || earned.has(band)),
    verdict: main ? { ...main.verdict, questions } : { met: true, unmet: [], questions: [] },
    anyMet: earned.size > 0,
  };
}

function monthState(input: SavingsYearInput, index: number, conditionsMet: boolean): BonusState {
  const { terms } = input;
  if (!hasBonus(terms)) return 'no-bonus';
  if (terms.introductoryMonths !== null) {
    if (index >= input.introductoryMonthsLeft) return 'introductory-over';
    return conditionsMet ? 'introductory' : 'not-met';
  }
  return conditionsMet ? 'earned' : 'not-met';
}

/** The rates a balance earned (fractions a year), from the yearly interest worked out on it. */
function ratesOf(rated: { balance: Cents; base: number; bonus: number }): { base: number; bonus: number } {
  const at = Math.max(rated.balance, 1);
  return { base: rated.base / at, bonus: rated.bonus / at };
}

function whyText(
  state: BonusState,
  rates: { base: number; bonus: number },
  input: SavingsYearInput,
  month: number,
  unmet: readonly string[],
  balance: Cents,
): string {
  const base = formatRate(rates.base);
  const total = formatRate(rates.base + rates.bonus);
  const ceiling = bonusCeilingBalance(input.terms.bands);
  const capNote =
    (state === 'earned' || state === 'introductory') && ceiling !== null && balance > ceiling
      ? `; the bonus is paid only on balances up to ${formatCents(ceiling)}`
      : '';
  switch (state) {
    case 'no-bonus':
      return `${base}: the account pays no bonus`;
    case 'earned':
      return `${total}: base ${base} plus the bonus, as the month meets its conditions${capNote}`;
    case 'introductory':
      return `${total}: base ${base} plus the introductory rate, month ${month} of ${input.introductoryMonthsLeft}${capNote}`;
    case 'introductory-over':
      return input.terms.introductoryMonths === 0
        ? `${base}: base rate only. ${INTRODUCTORY_MONTHS_UNKNOWN}`
        : `${base}: base rate only, the introductory rate is over`;
    case 'not-met':
      return `${base}: base rate only. ${unmet[0] ?? 'The bonus conditions are not met'}`;
  }
}

/** Twelve months (or `months`) of a savings account, with each month's working. */
export function savingsYear(input: SavingsYearInput): SavingsYear {
  const { terms, habits } = input;
  assertCents(input.openingBalanceCents, 'Opening balance');
  assertCents(habits.monthlyDepositCents, 'Monthly deposit');
  assertCents(habits.monthlyWithdrawalCents, 'Monthly withdrawal');
  const count = input.months ?? 12;
  const { earning, verdict, anyMet } = bonusOutcome(terms, habits);
  const months: SavingsMonthWorking[] = [];
  let balance = input.openingBalanceCents;
  const period = { base: 0, total: 0, shownBase: 0, shownTotal: 0 };
  for (let index = 0; index < count; index += 1) {
    const monthIndex = input.start.month - 1 + index;
    const year = input.start.year + Math.floor(monthIndex / 12);
    const calendarMonth = (monthIndex % 12) + 1;
    const days = daysInMonth(year, calendarMonth);
    const state = monthState(input, index, anyMet);
    const withBonus = state === 'earned' || state === 'introductory';
    const openingBalanceCents = balance;
    let withdrawalCents = 0;
    // The balance changes only on the deposit and withdrawal days: its rates are worked out then.
    let rated = { balance: -1, base: 0, bonus: 0 };
    for (let day = 1; day <= days; day += 1) {
      if (day === DEPOSIT_DAY) balance += habits.monthlyDepositCents;
      if (day === WITHDRAWAL_DAY) {
        withdrawalCents = Math.min(habits.monthlyWithdrawalCents, balance);
        balance -= withdrawalCents;
      }
      if (rated.balance !== balance) {
        const base = baseInterestAYear(earning, balance);
        const bonus = withBonus ? bonusInterestAYear(earning, balance, terms.ceilingRate) : 0;
        rated = { balance, base, bonus };
      }
      period.base += rated.base / DAYS_IN_YEAR;
      period.total += (rated.base + rated.bonus) / DAYS_IN_YEAR;
    }
    // The period's interest is rounded once, when it is credited, base and bonus together; each
    // month shows what it added to the rounded sum so far, so the months add up to each credit.
    const interest = roundHalfAwayFromZero(period.total) - period.shownTotal;
    const baseInterestCents = Math.min(roundHalfAwayFromZero(period.base) - period.shownBase, interest);
    period.shownTotal += interest;
    period.shownBase += baseInterestCents;
    const credited = (index + 1) % terms.creditEveryMonths === 0 || index === count - 1;
    const creditedCents = credited ? period.shownTotal : 0;
    if (credited) {
      period.base = 0;
      period.total = 0;
      period.shownBase = 0;
      period.shownTotal = 0;
    }
    const balanceCents = balance;
    // The month-end balance's rates, as the working states them (a cent's, for an empty account).
    const rates = ratesOf(
      balanceCents >= 1
        ? rated
        : {
            balance: 1,
            base: baseInterestAYear(earning, 1),
            bonus: withBonus ? bonusInterestAYear(earning, 1, terms.ceilingRate) : 0,
          },
    );
    const feeCents = Math.min(terms.monthlyFeeCents, balance + creditedCents);
    balance += creditedCents - feeCents;
    months.push({
      month: index + 1,
      year,
      calendarMonth,
      days,
      openingBalanceCents,
      depositCents: habits.monthlyDepositCents,
      withdrawalCents,
      balanceCents,
      bonus: state,
      baseRate: rates.base,
      bonusRate: rates.bonus,
      baseInterestCents,
      bonusInterestCents: interest - baseInterestCents,
      creditedCents,
      feeCents,
      closingBalanceCents: balance,
      why: whyText(state, rates, input, index + 1, verdict.unmet, balanceCents),
    });
  }
  const baseInterestCents = sumCents(months.map((month) => month.baseInterestCents));
  const bonusInterestCents = sumCents(months.map((month) => month.bonusInterestCents));
  const feesCents = sumCents(months.map((month) => month.feeCents));
  return {
    months,
    depositsCents: sumCents(months.map((month) => month.depositCents)),
    withdrawalsCents: sumCents(months.map((month) => month.withdrawalCents)),
    baseInterestCents,
    bonusInterestCents,
    interestCents: baseInterestCents + bonusInterestCents,
    feesCents,
    earnedCents: baseInterestCents + bonusInterestCents - feesCents,
    closingBalanceCents: balance,
    bonusMonths: months.filter((month) => month.bonus === 'earned' || month.bonus === 'introductory').length,
    bonusUnmet: !hasBonus(terms)
      ? []
      : terms.introductoryMonths === 0
        ? [INTRODUCTORY_MONTHS_UNKNOWN, ...verdict.unmet]
        : verdict.unmet,
    questions: hasBonus(terms) ? verdict.questions : [],
  };
}
