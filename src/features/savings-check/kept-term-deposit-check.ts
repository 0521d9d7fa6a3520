/**
 * The term-deposit check this browser made: its id and the answers as typed, so a reload or a
 * return visit shows the answer again (with today's figures, from the server) and "Change your
 * answers" starts from what was told. Forgotten with the other journeys on signing out.
 */
import { TERM_DEPOSIT_CHECK_STORAGE_KEY } from '../../lib/kept-journeys';
import { safeStorage } from '../../lib/storage';
import { emptyTermDepositDraft, type TermDepositDraft } from './term-deposit-draft';

export interface KeptTermDeposit {
  /** Null while the form is filled in and not yet sent. */
  surveyId: string | null;
  draft: TermDepositDraft;
}

function isKept(value: unknown): value is KeptTermDeposit {
  const kept = value as Partial<KeptTermDeposit> | null;
  return (
    (typeof kept?.surveyId === 'string' || kept?.surveyId === null) &&
    typeof kept.draft === 'object' &&
    kept.draft !== null
  );
}

export function readKeptTermDeposit(): KeptTermDeposit | null {
  const text = safeStorage.get(TERM_DEPOSIT_CHECK_STORAGE_KEY);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isKept(parsed) ? { ...parsed, draft: { ...emptyTermDepositDraft, ...parsed.draft } } : null;
  } catch {
    return null;
  }
}

export function keepTermDeposit(kept: KeptTermDeposit): void {
  safeStorage.set(TERM_DEPOSIT_CHECK_STORAGE_KEY, JSON.stringify(kept));
}

export function forgetTermDeposit(): void {
  safeStorage.remove(TERM_DEPOSIT_CHECK_STORAGE_KEY);
}
