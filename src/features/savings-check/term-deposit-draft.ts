/**
 * What the visitor has told the term-deposit check, as typed, and the request it makes: the amount
 * in dollars and the rate as a yearly fraction, as docs/api-deposit-checks.md takes them.
 */
import type { StoredTermDepositInput } from '../../api/deposit-checks';
import type { DepositPayment } from '../../domain/deposits/term-deposit-check';
import { parseDollars, parsePercent, parseWhole } from './savings-draft';

export type TermUnit = 'months' | 'days';

export interface TermDepositDraft {
  /** The bank's term deposit in our data (its bank follows from it). */
  productId: string | null;
  providerId: string | null;
  amount: string;
  termLength: string;
  termUnit: TermUnit;
  /** Percent a year, as typed: "4.75" is 4.75% p.a. */
  rate: string;
  /** `YYYY-MM-DD`, as a date field gives it. */
  maturityDate: string;
  interestPayment: DepositPayment;
}

export const emptyTermDepositDraft: TermDepositDraft = {
  productId: null,
  providerId: null,
  amount: '',
  termLength: '',
  termUnit: 'months',
  rate: '',
  maturityDate: '',
  interestPayment: 'maturity',
};

export const INTEREST_PAYMENTS: readonly { value: DepositPayment; label: string }[] = [
  { value: 'maturity', label: 'At maturity' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'half-yearly', label: 'Every six months' },
  { value: 'annually', label: 'Yearly' },
];

const TERM_MAX: Record<TermUnit, number> = { months: 120, days: 3650 };

export type TermDepositErrors = Partial<
  Record<'product' | 'amount' | 'termLength' | 'rate' | 'maturityDate', string>
>;

function isCalendarDate(text: string): boolean {
  if (!/^20\d{2}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** What is missing or cannot be read, in words beside each field. */
export function termDepositErrors(draft: TermDepositDraft): TermDepositErrors {
  const errors: TermDepositErrors = {};
  if (!draft.productId) errors.product = 'Choose your bank’s term deposit.';
  const amount = parseDollars(draft.amount);
  if (amount === null || amount < 0.01) errors.amount = 'Enter the amount in dollars, like 25000.';
  if ((parseWhole(draft.termLength, TERM_MAX[draft.termUnit]) ?? 0) < 1)
    errors.termLength =
      draft.termUnit === 'months'
        ? 'Enter the term in whole months, from 1 to 120.'
        : 'Enter the term in whole days, from 1 to 3650.';
  if (parsePercent(draft.rate) === null) errors.rate = 'Enter the rate in percent a year, like 4.75.';
  if (!isCalendarDate(draft.maturityDate)) errors.maturityDate = 'Enter the day your deposit matures.';
  return errors;
}

/** The /termDepositCheck/ body (camelCase; the client sends it in snake_case). */
export function termDepositCheckRequest(draft: TermDepositDraft, surveyId: string | null) {
  const length = parseWhole(draft.termLength, TERM_MAX[draft.termUnit]) ?? 0;
  return {
    ...(surveyId ? { surveyId } : {}),
    providerId: draft.providerId ?? '',
    productId: draft.productId,
    amount: parseDollars(draft.amount) ?? 0,
    ...(draft.termUnit === 'months' ? { termMonths: length } : { termDays: length }),
    rate: parsePercent(draft.rate) ?? 0,
    interestPayment: draft.interestPayment,
    maturityDate: draft.maturityDate,
  };
}

export type TermDepositCheckRequest = ReturnType<typeof termDepositCheckRequest>;

function centsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The draft a kept check was made from, for "Change your answers" on another browser or from a link. */
export function draftOfInput(input: StoredTermDepositInput): TermDepositDraft {
  return {
    productId: input.productId,
    providerId: input.providerId,
    amount: centsText(input.amountCents),
    termLength: String(input.term.length),
    termUnit: input.term.unit,
    rate: String(Math.round(input.rate * 1_000_000) / 10_000),
    maturityDate: input.maturityDate,
    interestPayment: input.interestPayment,
  };
}
