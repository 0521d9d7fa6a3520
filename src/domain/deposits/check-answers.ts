/**
 * The answers of the savings and term-deposit checks as the site reads them (the API sends the
 * same in snake_case, docs/api-deposit-checks.md): one definition for the server that builds them
 * and the pages that show them. Money in whole cents, rates as yearly fractions, dates `YYYY-MM-DD`.
 */
import type { BonusQuestion } from './bonus-verdict';
import type { SavingsMeasure } from './rank-savings';
import type { DepositPayment, DepositTerm } from './term-deposit-check';
import type { BonusState } from './savings-year';

export interface SavingsMonthFigures {
  month: number;
  year: number;
  calendarMonth: number;
  days: number;
  openingBalanceCents: number;
  depositCents: number;
  withdrawalCents: number;
  /** The balance at the month's end, before its interest is credited. */
  balanceCents: number;
  bonus: BonusState;
  baseRate: number;
  bonusRate: number;
  /** The interest the month earned; credited with its period's other months. */
  baseInterestCents: number;
  bonusInterestCents: number;
  /** The interest credited at the month's end (a crediting period's whole interest), else 0. */
  creditedCents: number;
  feeCents: number;
  closingBalanceCents: number;
  why: string;
}

export interface SavingsYearFigures {
  /** Interest less fees. */
  earnedCents: number;
  interestCents: number;
  baseInterestCents: number;
  bonusInterestCents: number;
  feesCents: number;
  depositsCents: number;
  withdrawalsCents: number;
  closingBalanceCents: number;
  bonusMonths: number;
  months: SavingsMonthFigures[];
}

export interface SavingsAccountFigures {
  /** Null for an account entered by hand. */
  accountId: string | null;
  accountName: string;
  providerId: string | null;
  providerName: string;
  /** A partner's account: labelled where it ranks, never moved for it. */
  sponsored: boolean;
  baseRate: number;
  /** Base and bonus (or introductory rate) together, the most it pays. */
  maxRate: number;
  introductoryMonths: number | null;
  /** Months between interest credits (1, 2, 3, 4, 6 or 12). */
  creditEveryMonths: number;
  /** Whether the bank publishes how often it credits interest; monthly is assumed when not. */
  creditingPublished: boolean;
  /** Each bonus condition in words. */
  bonusConditions: string[];
  /** Why the bonus is not counted, when it is not: the account is then worked out on its base rate. */
  bonusNotCounted: string[];
  /** The next 12 months; with an introductory rate, its months included. */
  firstYear: SavingsYearFigures;
  /** A year once the introductory rate is over; null when there is none in the first year. */
  laterYear: SavingsYearFigures | null;
}

export interface SavingsOfferFigures extends SavingsAccountFigures {
  offerType: 'Stay' | 'Switch';
  /** The ranking figure, and how much more than the saver's account on the same measure. */
  measureCents: number;
  gainCents: number;
  /** The bank's page for the account, when our data has one. */
  url: string | null;
}

export interface SavingsCheckAnswer {
  surveyId: string;
  measure: SavingsMeasure;
  /** How the lists are ordered, in words. */
  ranking: string;
  /** Every assumption behind the figures, one sentence each. */
  assumptions: string[];
  current: SavingsAccountFigures;
  stay: SavingsOfferFigures[];
  switch: SavingsOfferFigures[];
  /** Accounts that would earn more but that the saver cannot open, and why. */
  unavailable: {
    accountId: string;
    accountName: string;
    providerName: string;
    measureCents: number;
    reasons: string[];
  }[];
  /** Questions that would decide a bonus of the saver's account or of one compared. */
  questions: BonusQuestion[];
  compared: number;
  noBetterAccount: boolean;
  /** The day the savings figures are from. */
  figuresDate: string | null;
}

export interface DepositRateFigures {
  productId: string;
  productName: string;
  providerId: string;
  providerName: string;
  sponsored: boolean;
  rate: number;
  term: DepositTerm;
  interestPayment: DepositPayment;
  interestCents: number;
}

export interface TermDepositCheckAnswer {
  surveyId: string;
  amountCents: number;
  term: DepositTerm;
  rate: number;
  interestPayment: DepositPayment;
  providerId: string;
  providerName: string;
  /** The deposit's own product, when the visitor named it. */
  productId: string | null;
  startDate: string;
  maturityDate: string;
  /** From today (Sydney) to maturity; negative once it has matured. */
  daysToMaturity: number;
  interestCents: number;
  /** What the bank's current rate for the same term and amount would pay if it rolls over; null when it publishes none. */
  rollover: (DepositRateFigures & { basis: string; gainCents: number }) | null;
  /** The best rates for the term and amount at other banks, best paying first. */
  bestElsewhere: DepositRateFigures[];
  /** The bank's best rate for each term it offers for this amount, shortest first. */
  bankOtherTerms: DepositRateFigures[];
  gracePeriod: { days: number | null; lastDay: string | null; text: string };
  assumptions: string[];
  figuresDate: string | null;
}
