/**
 * A journey's state kept in the browser, so a reload, a failed call or a return visit loses
 * nothing the visitor typed or was shown. Each journey saves its part of the store under one key
 * with a version: a value saved by an older version, or damaged, reads as nothing, and the journey
 * starts afresh instead of failing. Used by the home-loan journey (journey-storage.ts) and the card
 * survey (survey-storage.ts).
 */
import { safeStorage } from './storage';

export type TextStorage = Pick<typeof safeStorage, 'get' | 'set' | 'remove'>;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON text back to a value; null for nothing stored or text that is not JSON. */
export function parseStored(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The object saved under `key` by this `version`, or null (nothing, another version, damaged). */
export function readKept(
  key: string,
  version: number,
  storage: TextStorage = safeStorage,
): Record<string, unknown> | null {
  const saved = parseStored(storage.get(key));
  return isObject(saved) && saved.version === version ? saved : null;
}

export function writeKept(
  key: string,
  version: number,
  value: object,
  storage: TextStorage = safeStorage,
): void {
  storage.set(key, JSON.stringify({ ...value, version }));
}

/** The strings of a saved list, or [] for anything else. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export interface ObservedStore<State> {
  getState(): State;
  subscribe(listener: () => void): () => void;
}

/** Calls `save` whenever the selected part of the store changes (and only then); returns the unsubscribe. */
export function keepSaved<State, Part>(
  store: ObservedStore<State>,
  select: (state: State) => Part,
  save: (part: Part) => void,
): () => void {
  let last = select(store.getState());
  return store.subscribe(() => {
    const next = select(store.getState());
    if (next === last) return;
    last = next;
    save(next);
  });
}
