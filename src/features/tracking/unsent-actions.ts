/**
 * Unconfirmed actions, kept in localStorage so that a reload, a closed tab or a lost keepalive
 * request loses none of them: the next page load sends them again under their own data-collection
 * and sequence ids, which the server stores once per (dc_id, sequence_id).
 *
 * One key holds every page load's group. Each page rewrites only the groups it owns (its own and
 * those it took over), so two open tabs do not erase each other's.
 */
import type { ActionGroup, TrackedAction } from './tracked-action';

export const UNSENT_ACTIONS_KEY = 'staysmart.unsent-actions';
/**
 * At most this many unconfirmed actions are kept, over every page load together: about 0.5 MB of
 * storage. Past it the oldest are dropped, and the drop is counted and reported.
 */
export const MAX_UNSENT_ACTIONS = 2000;

export interface TextStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
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

function toGroup(value: unknown): ActionGroup | null {
  if (!isRecord(value) || typeof value.dcId !== 'string' || !Array.isArray(value.actions)) return null;
  const actions = value.actions.filter(isTrackedAction);
  if (actions.length === 0) return null;
  return { dcId: value.dcId, visitId: typeof value.visitId === 'string' ? value.visitId : null, actions };
}

/** What is stored; anything unreadable counts as nothing, never as an error. */
export function readUnsent(store: TextStore): StoredUnsent {
  const text = store.get(UNSENT_ACTIONS_KEY);
  if (!text) return { groups: [], dropped: 0 };
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !Array.isArray(parsed.groups)) return { groups: [], dropped: 0 };
    const groups = parsed.groups.map(toGroup).filter((group): group is ActionGroup => group !== null);
    return { groups, dropped: isCount(parsed.dropped) ? parsed.dropped : 0 };
  } catch {
    return { groups: [], dropped: 0 };
  }
}

function writeStored(store: TextStore, stored: StoredUnsent): void {
  if (stored.groups.length === 0 && stored.dropped === 0) store.remove(UNSENT_ACTIONS_KEY);
  else store.set(UNSENT_ACTIONS_KEY, JSON.stringify(stored));
}

/**
 * Replaces the owned groups with `groups` (empty ones are removed), keeping every other page
 * load's groups as stored, and adds `newlyDropped` to the count of drops to report.
 */
export function saveOwnedGroups(
  store: TextStore,
  owned: ReadonlySet<string>,
  groups: readonly ActionGroup[],
  newlyDropped = 0,
): void {
  const stored = readUnsent(store);
  const others = stored.groups.filter((group) => !owned.has(group.dcId));
  const mine = groups.filter((group) => owned.has(group.dcId) && group.actions.length > 0);
  writeStored(store, { groups: [...others, ...mine], dropped: stored.dropped + newlyDropped });
}

/**
 * Takes over what earlier page loads left unsent (every group but the current one) and the count
 * of drops not reported yet, which is reset so that it is reported once.
 */
export function takeOverUnsent(store: TextStore, currentDcId: string): StoredUnsent {
  const stored = readUnsent(store);
  if (stored.dropped > 0) writeStored(store, { groups: stored.groups, dropped: 0 });
  return { groups: stored.groups.filter((group) => group.dcId !== currentDcId), dropped: stored.dropped };
}

/** Keeps the newest `cap` actions over all groups; says how many older ones were dropped. */
export function keepNewest(
  groups: readonly ActionGroup[],
  cap: number,
): { groups: ActionGroup[]; dropped: number } {
  const total = groups.reduce((sum, group) => sum + group.actions.length, 0);
  if (total <= cap) return { groups: groups.map((group) => ({ ...group })), dropped: 0 };
  const byAge = groups
    .flatMap((group) => group.actions.map((action) => ({ dcId: group.dcId, action })))
    .sort((a, b) => a.action.timestamp - b.action.timestamp || a.action.sequenceId - b.action.sequenceId);
  const dropped = new Set(byAge.slice(0, total - cap).map(({ action }) => action));
  return {
    groups: groups.map((group) => ({
      ...group,
      actions: group.actions.filter((action) => !dropped.has(action)),
    })),
    dropped: dropped.size,
  };
}
