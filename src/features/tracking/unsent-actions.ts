/**
 * Unconfirmed actions, kept in localStorage so that a reload, a closed tab or a lost keepalive
 * request loses none of them: the next page load takes them over and sends them under their own
 * data-collection and sequence ids, which the server stores once per (dc_id, sequence_id).
 *
 * Each page load's group has a key of its own, `staysmart.unsent-actions.<dcId>`, so a page only
 * ever writes the groups it owns and two open tabs never erase each other's. Writing needs no
 * reading, which keeps the code every page carries (`track.ts`) small; reading, checking and
 * taking over is done here, by the uploader once the runtime has started.
 */
import type { ActionGroup, TrackedAction } from './tracked-action';
import { DROPPED_ACTIONS_KEY, UNSENT_ACTIONS_PREFIX } from './unsent-keys';

export interface TextStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

export interface StoredUnsent {
  groups: ActionGroup[];
  /** Actions dropped and not reported yet. */
  dropped: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function isTrackedAction(value: unknown): value is TrackedAction {
  return (
    isRecord(value) &&
    typeof value.action === 'string' &&
    typeof value.url === 'string' &&
    isCount(value.timestamp) &&
    isCount(value.sequenceId) &&
    isCount(value.startTimestamp)
  );
}

/** One stored group, or null for anything unreadable: never an error. */
function readGroup(dcId: string, text: string | null): ActionGroup | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !Array.isArray(parsed.actions)) return null;
    const actions = parsed.actions.filter(isTrackedAction);
    if (actions.length === 0) return null;
    return { dcId, visitId: typeof parsed.visitId === 'string' ? parsed.visitId : null, actions };
  } catch {
    return null;
  }
}

/** What every page load left unsent, and the drops not reported yet. */
export function readUnsent(store: TextStore): StoredUnsent {
  const groups = store
    .keys()
    .filter((key) => key.startsWith(UNSENT_ACTIONS_PREFIX))
    .sort()
    .map((key) => readGroup(key.slice(UNSENT_ACTIONS_PREFIX.length), store.get(key)))
    .filter((group): group is ActionGroup => group !== null)
    .sort((a, b) => (a.actions[0]?.timestamp ?? 0) - (b.actions[0]?.timestamp ?? 0));
  const dropped = Number(store.get(DROPPED_ACTIONS_KEY) ?? 0);
  return { groups, dropped: isCount(dropped) ? dropped : 0 };
}

/**
 * Takes over what earlier page loads left unsent (every group but the current one, oldest first)
 * and the count of drops not reported yet, which is reset so that it is reported once.
 */
export function takeOverUnsent(store: TextStore, currentDcId: string): StoredUnsent {
  const stored = readUnsent(store);
  if (stored.dropped > 0) store.remove(DROPPED_ACTIONS_KEY);
  return { groups: stored.groups.filter((group) => group.dcId !== currentDcId), dropped: stored.dropped };
}
