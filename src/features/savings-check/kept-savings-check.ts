/**
 * The savings check this browser made: its id and the answers as typed, so a reload or a return
 * visit shows the result again (with today's figures, from the server) and "Change your answers"
 * starts from what was told. Forgotten with the other journeys on signing out (kept-journeys.ts).
 */
import { SAVINGS_CHECK_STORAGE_KEY } from '../../lib/kept-journeys';
import { safeStorage } from '../../lib/storage';
import { emptyDraft, type SavingsDraft } from './savings-draft';

export interface KeptCheck {
  surveyId: string;
  draft: SavingsDraft;
}

function isKeptCheck(value: unknown): value is KeptCheck {
  const kept = value as Partial<KeptCheck> | null;
  return typeof kept?.surveyId === 'string' && typeof kept.draft === 'object' && kept.draft !== null;
}

export function readKeptCheck(): KeptCheck | null {
  const text = safeStorage.get(SAVINGS_CHECK_STORAGE_KEY);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isKeptCheck(parsed) ? { ...parsed, draft: { ...emptyDraft, ...parsed.draft } } : null;
  } catch {
    return null;
  }
}

export function keepCheck(kept: KeptCheck): void {
  safeStorage.set(SAVINGS_CHECK_STORAGE_KEY, JSON.stringify(kept));
}

export function forgetCheck(): void {
  safeStorage.remove(SAVINGS_CHECK_STORAGE_KEY);
}
