/**
 * Where each journey keeps its check in the browser (src/lib/kept-state.ts), named in one place so
 * signing out can forget them all: a shared computer must not show the next person the last
 * one's cards, loan or results.
 */
import { safeSessionStorage, safeStorage } from './storage';

export const CARD_SURVEY_STORAGE_KEY = 'staysmart:card-survey';
export const HOME_LOAN_JOURNEY_STORAGE_KEY = 'staysmart:home-loan-journey';
export const HOME_LOAN_CONTACT_STORAGE_KEY = 'staysmart:home-loan-contact';
export const SAVINGS_CHECK_STORAGE_KEY = 'staysmart:savings-check';
export const TERM_DEPOSIT_CHECK_STORAGE_KEY = 'staysmart:term-deposit-check';

/** Forgets every journey's kept check, in this tab's and the browser's storage. */
export function forgetKeptJourneys(): void {
  safeStorage.remove(CARD_SURVEY_STORAGE_KEY);
  safeStorage.remove(HOME_LOAN_JOURNEY_STORAGE_KEY);
  safeStorage.remove(SAVINGS_CHECK_STORAGE_KEY);
  safeStorage.remove(TERM_DEPOSIT_CHECK_STORAGE_KEY);
  safeSessionStorage.remove(HOME_LOAN_CONTACT_STORAGE_KEY);
}

/** Whether this browser keeps a check of either journey. */
export function hasKeptJourney(): boolean {
  return (
    safeStorage.get(CARD_SURVEY_STORAGE_KEY) !== null ||
    safeStorage.get(HOME_LOAN_JOURNEY_STORAGE_KEY) !== null
  );
}
