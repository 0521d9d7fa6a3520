/**
 * A stored savings check (what the visitor told it, as the server keeps it) as the answers typed
 * again, so a check opened from the account page on any browser starts "Change your answers" from
 * what was told.
 */
import type { KeptSavingsCheck } from './savings-check-api';
import type { KnownProvider, SavingsDraft } from './savings-draft';

type StoredInput = NonNullable<KeptSavingsCheck['input']>;

/** Cents as typed dollars: `5000000` is "50000", `50050` is "500.50". */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A yearly fraction as typed percent: `0.0475` is "4.75". */
export function percentText(rate: number): string {
  return String(Math.round(rate * 1_000_000) / 10_000);
}

const wholeText = (value: number | null) => (value === null ? '' : String(value));

function enteredDraft(entered: NonNullable<StoredInput['entered']>, providers: readonly KnownProvider[]) {
  const known = providers.find((provider) => provider.id === entered.providerId);
  const minDeposit = entered.conditions.minDepositCents;
  return {
    providerName: known?.name ?? entered.providerName ?? '',
    name: entered.name ?? '',
    baseRate: percentText(entered.baseRate),
    bonusRate: entered.bonusRate > 0 ? percentText(entered.bonusRate) : '',
    minDeposit: minDeposit === null ? '' : dollarsText(minDeposit),
    noWithdrawals: entered.conditions.noWithdrawals,
    balanceGrowth: entered.conditions.balanceGrowth,
    cardPurchases: wholeText(entered.conditions.cardPurchases),
    linkedAccount: entered.conditions.linkedAccount,
  };
}

/** The draft that sends the stored check again. */
export function draftOfStored(input: StoredInput, providers: readonly KnownProvider[]): SavingsDraft {
  const linked = input.answers.linkedAccount;
  return {
    productId: input.entered ? null : input.productId,
    entered: input.entered ? enteredDraft(input.entered, providers) : null,
    balance: dollarsText(input.balanceCents),
    monthlyDeposit: input.monthlyDepositCents > 0 ? dollarsText(input.monthlyDepositCents) : '',
    withdraws: input.monthlyWithdrawalCents > 0,
    monthlyWithdrawal: input.monthlyWithdrawalCents > 0 ? dollarsText(input.monthlyWithdrawalCents) : '',
    answers: {
      cardPurchases: wholeText(input.answers.cardPurchases),
      age: wholeText(input.answers.age),
      linkedAccount: linked === null ? '' : linked ? 'yes' : 'no',
      introductoryMonthsLeft: input.introductoryMonthsLeft > 0 ? String(input.introductoryMonthsLeft) : '',
    },
  };
}
