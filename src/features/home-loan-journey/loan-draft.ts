/**
 * The survey form as the visitor typed it, and from it the loan the API is asked about. Figures
 * stay text in the draft, so a typo survives an error, a reload or a trip back from the results.
 * Only the shape of what was typed is checked here (digits, decimals); ranges and missing answers
 * are the API's to judge (/validateCurrentProperties/), so the form and the server never disagree.
 * The one range checked here is the rate's, with the API's own bounds: the API takes a fraction
 * and words its message so, while the visitor types a percentage (and may try 0.06 for 6%).
 */
import { CURRENT_LOAN_LIMITS } from '../../domain/home-loans/current-loan';
import type { HomeLoanPurpose, HomeLoanRepaymentType } from '../../domain/home-loans/current-loan';
import type { CurrentLoan, CurrentLoanInput, FieldMessage } from './home-loan-api';

export interface LoanDraft {
  providerId: string | null;
  /** "My lender isn't listed": the lender goes by the typed name instead. */
  lenderNotListed: boolean;
  lenderName: string;
  balance: string;
  /** Percent a year, as typed: `6.19`. */
  rate: string;
  remainingYears: string;
  repayment: HomeLoanRepaymentType;
  interestOnlyYears: string;
  propertyValue: string;
  /** Null until chosen, or until the home-loan defaults arrive (starting-answers.ts). */
  purpose: HomeLoanPurpose | null;
  postcode: string;
  dischargeFee: string;
  annualFees: string;
  offsetBalance: string;
}

export const newLoanDraft: LoanDraft = {
  providerId: null,
  lenderNotListed: false,
  lenderName: '',
  balance: '',
  rate: '',
  remainingYears: '',
  repayment: 'principal-and-interest',
  // Asked only for an interest-only loan, and then required: no number of years is assumed.
  interestOnlyYears: '',
  propertyValue: '',
  purpose: null,
  postcode: '',
  dischargeFee: '',
  annualFees: '',
  offsetBalance: '',
};

/** Dollars as the form shows them: no trailing ".00" for whole dollars. */
const amountText = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));
const optionalAmount = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? '' : amountText(dollars);

/** A stored loan back as the form shows it (a check the server kept, opened on another device). */
export function draftOfLoan(current: CurrentLoan): LoanDraft {
  return {
    providerId: current.providerId,
    lenderNotListed: current.providerId === null,
    lenderName: current.lenderName ?? '',
    balance: amountText(current.balance),
    rate: String(Math.round(current.rate * 100_000) / 1000),
    remainingYears: String(current.remainingYears),
    repayment: current.repayment,
    interestOnlyYears:
      current.interestOnlyYearsRemaining === null || current.interestOnlyYearsRemaining === undefined
        ? newLoanDraft.interestOnlyYears
        : String(current.interestOnlyYearsRemaining),
    propertyValue: amountText(current.propertyValue),
    purpose: current.purpose,
    postcode: current.postcode,
    dischargeFee: optionalAmount(current.dischargeFee),
    annualFees: optionalAmount(current.annualFees),
    offsetBalance: optionalAmount(current.offsetBalance),
  };
}

/** The form's answers, in the order they are asked (and errors are listed). */
export const loanFields = [
  'lender',
  'lenderName',
  'balance',
  'offsetBalance',
  'rate',
  'remainingYears',
  'repayment',
  'interestOnlyYears',
  'propertyValue',
  'purpose',
  'postcode',
  'dischargeFee',
  'annualFees',
] as const;

export type LoanField = (typeof loanFields)[number];

export type FieldProblems = Partial<Record<LoanField, string>>;

/** The element an error links to and focus moves to: the input, or a group's first choice. */
export function fieldElementId(field: LoanField): string {
  return `hl-${field}`;
}

const apiNames: Record<string, LoanField> = {
  provider_id: 'lender',
  lender_name: 'lenderName',
  balance: 'balance',
  rate: 'rate',
  remaining_years: 'remainingYears',
  repayment: 'repayment',
  interest_only_years_remaining: 'interestOnlyYears',
  property_value: 'propertyValue',
  purpose: 'purpose',
  postcode: 'postcode',
  discharge_fee: 'dischargeFee',
  annual_fees: 'annualFees',
  offset_balance: 'offsetBalance',
};

/** The form field an API message is about (`remaining_years` or `remainingYears`), or null. */
export function fieldOfApiName(name: string): LoanField | null {
  const snake = name
    .replace(/^current\./, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
  return apiNames[snake] ?? null;
}

/** One message per field: the form's own first, then the API's; in form order. */
export function mergeProblems(own: FieldProblems, api: readonly FieldMessage[]): FieldProblems {
  const merged: FieldProblems = {};
  for (const message of api) {
    const field = fieldOfApiName(message.field);
    if (field && !merged[field]) merged[field] = message.message;
  }
  for (const field of loanFields) if (own[field]) merged[field] = own[field];
  return Object.fromEntries(
    loanFields.filter((field) => merged[field]).map((field) => [field, merged[field]]),
  );
}

type Reading<T> = { kind: 'empty' } | { kind: 'ok'; value: T } | { kind: 'bad'; message: string };

/** Dollars as people type them: `$450,000`, `450000.50`. */
export function readDollars(text: string, example: string): Reading<number> {
  const compact = text.trim().replace(/^\$/, '').replace(/[\s,]/g, '');
  if (compact === '') return { kind: 'empty' };
  if (/^\d*\.\d{3,}$/.test(compact)) return { kind: 'bad', message: 'Use at most 2 decimal places.' };
  if (!/^(\d+(\.\d{1,2})?|\.\d{1,2})$/.test(compact)) {
    return { kind: 'bad', message: `Enter the amount in dollars using digits, like ${example}.` };
  }
  return { kind: 'ok', value: Number(compact) };
}

/** A rate in percent a year (`6.19`, `6.19%`, `6.19% p.a.`) as a fraction (0.0619). */
export function readRatePercent(text: string): Reading<number> {
  const compact = text
    .trim()
    .replace(/p\.?\s*a\.?$/i, '')
    .replace(/[%\s]/g, '');
  if (compact === '') return { kind: 'empty' };
  if (!/^(\d{1,2}(\.\d{1,3})?|\.\d{1,3})$/.test(compact)) {
    return { kind: 'bad', message: 'Enter your interest rate as a percentage, like 6.19.' };
  }
  const fraction = Math.round(Number(compact) * 1000) / 100_000;
  const { min, max } = CURRENT_LOAN_LIMITS.rate;
  if (fraction < min || fraction > max) {
    // A rate typed as a fraction (0.06 for 6%) lands here too: the message asks for a percentage.
    return {
      kind: 'bad',
      message: `Enter your interest rate as a percentage from ${min * 100} to ${max * 100}, like 6.19.`,
    };
  }
  return { kind: 'ok', value: fraction };
}

function readYears(text: string): Reading<number> {
  const compact = text.trim();
  if (compact === '') return { kind: 'empty' };
  if (!/^\d{1,2}$/.test(compact)) return { kind: 'bad', message: 'Enter whole years, like 25.' };
  return { kind: 'ok', value: Number(compact) };
}

export interface DraftReading {
  /** The loan as far as it can be read; fields that could not be read are left out. */
  input: CurrentLoanInput;
  /** Answers the form can refuse before asking the API. */
  problems: FieldProblems;
}

export function readDraft(draft: LoanDraft): DraftReading {
  const problems: FieldProblems = {};
  const input: CurrentLoanInput = { providerId: draft.lenderNotListed ? null : draft.providerId };

  if (!draft.lenderNotListed && !draft.providerId) {
    problems.lender = 'Choose your lender, or choose “My lender isn’t listed”.';
  }
  const lenderName = draft.lenderName.trim();
  if (draft.lenderNotListed && lenderName !== '') {
    if (lenderName.length > 100) problems.lenderName = 'Use 100 characters or fewer for the lender’s name.';
    else input.lenderName = lenderName;
  }

  const take = <T>(field: LoanField, reading: Reading<T>, apply: (value: T) => void) => {
    if (reading.kind === 'ok') apply(reading.value);
    else if (reading.kind === 'bad') problems[field] = reading.message;
  };
  take('balance', readDollars(draft.balance, '450000 or 450,000'), (value) => (input.balance = value));
  take('rate', readRatePercent(draft.rate), (value) => (input.rate = value));
  take('remainingYears', readYears(draft.remainingYears), (value) => (input.remainingYears = value));
  input.repayment = draft.repayment;
  if (draft.repayment === 'interest-only') {
    if (draft.interestOnlyYears.trim() === '') {
      problems.interestOnlyYears = 'Choose how many interest-only years your loan has left.';
    }
    take(
      'interestOnlyYears',
      readYears(draft.interestOnlyYears),
      (value) => (input.interestOnlyYearsRemaining = value),
    );
  }
  take(
    'propertyValue',
    readDollars(draft.propertyValue, '850000 or 850,000'),
    (value) => (input.propertyValue = value),
  );
  if (draft.purpose === null) problems.purpose = 'Choose whether the property is your home or an investment.';
  else input.purpose = draft.purpose;
  const postcode = draft.postcode.trim();
  if (postcode !== '') {
    if (/^\d{4}$/.test(postcode)) input.postcode = postcode;
    else problems.postcode = 'Enter the 4 digits of your postcode, like 2000.';
  }
  take('dischargeFee', readDollars(draft.dischargeFee, '350'), (value) => (input.dischargeFee = value));
  take('annualFees', readDollars(draft.annualFees, '395'), (value) => (input.annualFees = value));
  take('offsetBalance', readDollars(draft.offsetBalance, '25000'), (value) => (input.offsetBalance = value));
  return { input, problems };
}
