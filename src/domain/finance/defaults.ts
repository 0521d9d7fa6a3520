/**
 * Starting values of the calculators and comparison filters (product specification, section 9).
 * Amounts are whole dollars, as users type them; convert with `toCents` before calculating.
 */

/** What a loan is for; the specification names only the default. */
export type LoanPurpose = 'Home';

export const DEFAULT_HOME_LOAN_AMOUNT_DOLLARS: number = 500_000;

/** The deposit as a share of the property price: 0.4 is 40 percent. */
export const DEFAULT_LOAN_DEPOSIT_FRACTION: number = 0.4;

export const DEFAULT_LOAN_PURPOSE: LoanPurpose = 'Home';

export const DEFAULT_PERSONAL_LOAN_AMOUNT_DOLLARS: number = 30_000;

export const DEFAULT_LOAN_TERM_YEARS: number = 5;

/** Amount invested in a term deposit. */
export const DEFAULT_DEPOSIT_INVESTMENT_AMOUNT_DOLLARS: number = 50_000;

/** Term deposit term. */
export const DEFAULT_TERM_DEPOSIT_MONTHS: number = 12;

export const DEFAULT_SAVINGS_DEPOSIT_AMOUNT_DOLLARS: number = 50_000;

/**
 * The serviceability buffer: the rise in rate, as a fraction (0.03 = 3 percentage points), that
 * lenders must test a borrower's repayments at (APRA). The repayment calculator offers it, and the
 * API gives it with the home-loan defaults (/getHLParameter/).
 */
export const SERVICEABILITY_RATE_BUFFER: number = 0.03;

/** The same values grouped per product, for the comparison filters. */
export interface HomeLoanDefaults {
  amount: number;
  depositFraction: number;
  purpose: LoanPurpose;
}

export interface PersonalLoanDefaults {
  amount: number;
  termYears: number;
}

export interface TermDepositDefaults {
  amount: number;
  termMonths: number;
}

export interface SavingsDefaults {
  amount: number;
}

export const HOME_LOAN_DEFAULTS: Readonly<HomeLoanDefaults> = Object.freeze({
  amount: DEFAULT_HOME_LOAN_AMOUNT_DOLLARS,
  depositFraction: DEFAULT_LOAN_DEPOSIT_FRACTION,
  purpose: DEFAULT_LOAN_PURPOSE,
});

export const PERSONAL_LOAN_DEFAULTS: Readonly<PersonalLoanDefaults> = Object.freeze({
  amount: DEFAULT_PERSONAL_LOAN_AMOUNT_DOLLARS,
  termYears: DEFAULT_LOAN_TERM_YEARS,
});

export const DEPOSIT_DEFAULTS: Readonly<TermDepositDefaults> = Object.freeze({
  amount: DEFAULT_DEPOSIT_INVESTMENT_AMOUNT_DOLLARS,
  termMonths: DEFAULT_TERM_DEPOSIT_MONTHS,
});

export const SAVINGS_DEFAULTS: Readonly<SavingsDefaults> = Object.freeze({
  amount: DEFAULT_SAVINGS_DEPOSIT_AMOUNT_DOLLARS,
});
