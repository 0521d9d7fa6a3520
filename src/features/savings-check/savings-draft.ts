/**
 * What the visitor has told the savings check so far, as typed, and the request it makes: money in
 * dollars and rates as yearly fractions, as docs/api-deposit-checks.md takes them.
 */
import type { SavingsMeasure } from '../../domain/deposits/rank-savings';

export interface EnteredAccountDraft {
  providerName: string;
  name: string;
  /** Percent a year, as typed: "4.5" is 4.50% p.a. */
  baseRate: string;
  bonusRate: string;
  /** Dollars a month the bonus asks to be added, blank for none. */
  minDeposit: string;
  noWithdrawals: boolean;
  balanceGrowth: boolean;
  /** Card purchases a month the bonus asks for, blank for none. */
  cardPurchases: string;
  linkedAccount: boolean;
}

export interface SaverAnswersDraft {
  cardPurchases: string;
  age: string;
  linkedAccount: '' | 'yes' | 'no';
  /** Months of the visitor's own account's introductory rate still to come, as typed; blank: none. */
  introductoryMonthsLeft: string;
}

export interface SavingsDraft {
  /** An account of our data, or null with `entered` for one entered by hand. */
  productId: string | null;
  entered: EnteredAccountDraft | null;
  balance: string;
  monthlyDeposit: string;
  withdraws: boolean;
  monthlyWithdrawal: string;
  answers: SaverAnswersDraft;
}

export const emptyEnteredAccount: EnteredAccountDraft = {
  providerName: '',
  name: '',
  baseRate: '',
  bonusRate: '',
  minDeposit: '',
  noWithdrawals: false,
  balanceGrowth: false,
  cardPurchases: '',
  linkedAccount: false,
};

export const emptyDraft: SavingsDraft = {
  productId: null,
  entered: null,
  balance: '',
  monthlyDeposit: '',
  withdraws: false,
  monthlyWithdrawal: '',
  answers: { cardPurchases: '', age: '', linkedAccount: '', introductoryMonthsLeft: '' },
};

/** Dollars as typed ("$50,000", "500.5"), or null when it is not an amount of whole cents from 0 to 1,000,000. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= 1_000_000 ? value : null;
}

/** A rate typed in percent a year ("4.75", "4.75%") as a yearly fraction, or null outside 0 to 25%. */
export function parsePercent(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (!/^\d+(\.\d{1,4})?$/.test(cleaned)) return null;
  const percent = Number(cleaned);
  return percent <= 25 ? Math.round(percent * 10_000) / 1_000_000 : null;
}

/** A whole number as typed, or null. */
export function parseWhole(text: string, max: number): number | null {
  const cleaned = text.trim();
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= max ? value : null;
}

/** A provider of ours, for an account entered by hand: its other accounts are then the Stay list. */
export interface KnownProvider {
  id: string;
  name: string;
}

function enteredRequest(entered: EnteredAccountDraft, providers: readonly KnownProvider[]) {
  const typedBank = entered.providerName.trim();
  const known = providers.find((provider) => provider.name.toLowerCase() === typedBank.toLowerCase());
  const minDeposit = parseDollars(entered.minDeposit);
  const cardPurchases = parseWhole(entered.cardPurchases, 100);
  return {
    ...(known ? { providerId: known.id } : { providerName: typedBank || null }),
    name: entered.name.trim() || null,
    baseRate: parsePercent(entered.baseRate) ?? 0,
    bonusRate: parsePercent(entered.bonusRate) ?? 0,
    conditions: {
      minDeposit: minDeposit && minDeposit > 0 ? minDeposit : null,
      noWithdrawals: entered.noWithdrawals,
      balanceGrowth: entered.balanceGrowth,
      cardPurchases: cardPurchases && cardPurchases > 0 ? cardPurchases : null,
      linkedAccount: entered.linkedAccount,
    },
  };
}

/** The answers given; a question is only asked where it decides a figure, so one given never misleads. */
function answersRequest(answers: SaverAnswersDraft) {
  const request: { cardPurchases?: number; age?: number; linkedAccount?: boolean } = {};
  const purchases = parseWhole(answers.cardPurchases, 500);
  const age = parseWhole(answers.age, 120);
  if (purchases !== null) request.cardPurchases = purchases;
  if (age !== null) request.age = age;
  if (answers.linkedAccount !== '') request.linkedAccount = answers.linkedAccount === 'yes';
  return request;
}

/** The most months of an introductory rate the check takes. */
export const MAX_INTRODUCTORY_MONTHS = 24;

/** The months of the visitor's own introductory rate still to come, when they said (a draft kept before it was asked has none). */
function introductoryRequest(answers: SaverAnswersDraft): { introductoryMonthsLeft?: number } {
  const months = parseWhole(answers.introductoryMonthsLeft ?? '', MAX_INTRODUCTORY_MONTHS);
  return months === null ? {} : { introductoryMonthsLeft: months };
}

/** The /savingsCheck/ body (camelCase; the client sends it in snake_case), ranked on `measure`. */
export function savingsCheckRequest(
  draft: SavingsDraft,
  providers: readonly KnownProvider[],
  surveyId: string | null,
  measure: SavingsMeasure = 'first-year',
) {
  const account = draft.entered
    ? { entered: enteredRequest(draft.entered, providers) }
    : { productId: draft.productId ?? '' };
  return {
    ...(surveyId ? { surveyId } : {}),
    account,
    balance: parseDollars(draft.balance) ?? 0,
    monthlyDeposit: parseDollars(draft.monthlyDeposit) ?? 0,
    monthlyWithdrawal: draft.withdraws ? (parseDollars(draft.monthlyWithdrawal) ?? 0) : 0,
    answers: answersRequest(draft.answers),
    ...introductoryRequest(draft.answers),
    measure,
  };
}

export type SavingsCheckRequest = ReturnType<typeof savingsCheckRequest>;
