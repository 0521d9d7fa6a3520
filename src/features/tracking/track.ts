/**
 * `track(action, data)`: records a user action for upload. Pages may import this freely: it
 * queues the action, numbered within this page load's data-collection id, and keeps everything
 * unconfirmed in localStorage (soon after each change, and at once when the page is hidden or
 * left), so that nothing is lost when the page goes before the server has confirmed it. The
 * uploader (loaded after start-up) sends the queue to /updateEvents/, together with what earlier
 * page loads left unsent.
 */
import { randomId } from '../../lib/ids';
import { optional, runOptional } from '../../lib/optional-work';
import { safeStorage } from '../../lib/storage';
import type { TrackedActionName } from './action-names';
import { isRecordingOff, setRecordingOff } from './recording-choice';
import type { ActionGroup, TrackedAction } from './tracked-action';
import { DROPPED_ACTIONS_KEY, MAX_UNSENT_ACTIONS, UNSENT_ACTIONS_PREFIX } from './unsent-keys';

/** Changes are written to storage at most this often; hiding or leaving the page writes at once. */
export const SAVE_DELAY_MS = 300;

const dataCollectionId = randomId();
const pageStart = Math.round(
  typeof performance !== 'undefined' && performance.timeOrigin ? performance.timeOrigin : Date.now(),
);
let nextSequenceId = 0;
let current: TrackedAction[] = [];
/** Where this page load's visit id is read, once start-up knows it. */
let visitIdOfThisPage: () => string | null = () => null;
/** Earlier page loads' unsent actions that this page has taken over. */
let carried: ActionGroup[] = [];
const owned = new Set<string>([dataCollectionId]);
/** Actions dropped (over the cap, or refused by the server) and not reported yet. */
let dropped = 0;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let listeningForExit = false;
const beforeFlushHooks = new Set<() => void>();

export function getDataCollectionId(): string {
  return dataCollectionId;
}

function currentGroup(): ActionGroup {
  return { dcId: dataCollectionId, visitId: visitIdOfThisPage(), actions: current };
}

function unsentCount(): number {
  return current.length + carried.reduce((sum, group) => sum + group.actions.length, 0);
}

/**
 * Writes every owned group to its own key now (an emptied one is removed); `final` also hands the
 * count of drops to report to the next page load.
 */
export function saveUnsentNow({ final = false }: { final?: boolean } = {}): void {
  if (saveTimer !== null) {
    clearTimeout(saveTimer);
    saveTimer = null;
  }
  const groups = new Map([...carried, currentGroup()].map((group) => [group.dcId, group]));
  for (const dcId of owned) {
    const group = groups.get(dcId);
    const key = UNSENT_ACTIONS_PREFIX + dcId;
    if (group && group.actions.length > 0) {
      safeStorage.set(key, JSON.stringify({ visitId: group.visitId, actions: group.actions }));
    } else {
      safeStorage.remove(key);
      if (dcId !== dataCollectionId) owned.delete(dcId);
    }
  }
  if (final && dropped > 0) {
    safeStorage.set(DROPPED_ACTIONS_KEY, String(Number(safeStorage.get(DROPPED_ACTIONS_KEY) ?? 0) + dropped));
    dropped = 0;
  }
}

function scheduleSave(): void {
  if (saveTimer !== null) return;
  saveTimer = setTimeout(
    optional('keeping tracked actions', () => {
      saveTimer = null;
      saveUnsentNow();
    }),
    SAVE_DELAY_MS,
  );
}

/**
 * A page can go without warning once hidden; what is unconfirmed must be in storage by then,
 * including what producers that batch on their own (web vitals) still hold.
 */
function listenForExit(): void {
  if (listeningForExit) return;
  listeningForExit = true;
  window.addEventListener(
    'pagehide',
    optional('keeping tracked actions', () => {
      runBeforeFlushHooks();
      saveUnsentNow({ final: true });
    }),
  );
  document.addEventListener(
    'visibilitychange',
    optional('keeping tracked actions', () => {
      if (document.visibilityState !== 'hidden') return;
      runBeforeFlushHooks();
      saveUnsentNow();
    }),
  );
}

/** Past the cap the oldest actions go: earlier page loads' first, as they are older. */
function enforceCap(): void {
  let total = unsentCount();
  while (total > MAX_UNSENT_ACTIONS) {
    const oldest = carried[0];
    if (oldest) {
      oldest.actions.shift();
      if (oldest.actions.length === 0) carried.shift();
    } else {
      current.shift();
    }
    total -= 1;
    dropped += 1;
  }
}

/** Records an action; it never throws, so no screen or handler fails for tracking's sake. */
export function track(action: TrackedActionName, data: unknown = null): void {
  if (typeof window === 'undefined' || isRecordingOff()) return;
  runOptional('recording an action', () => {
    current.push({
      action,
      data,
      url: window.location.pathname + window.location.search,
      timestamp: Date.now(),
      sequenceId: nextSequenceId++,
      startTimestamp: pageStart,
    });
    enforceCap();
    listenForExit();
    scheduleSave();
  });
}

/**
 * The visitor's choice on the privacy page. Off: nothing more is recorded in this browser, and
 * what was recorded but not yet sent (this page load's and earlier ones') is deleted, so the
 * uploader has nothing left to send.
 */
export function chooseRecording(on: boolean): void {
  setRecordingOff(!on);
  if (on) return;
  current = [];
  carried = [];
  dropped = 0;
  for (const dcId of owned) if (dcId !== dataCollectionId) owned.delete(dcId);
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
}

/** Where to read the visit this page load's actions belong to (start-up's store). */
export function readTrackingVisitIdFrom(visitId: () => string | null): void {
  visitIdOfThisPage = visitId;
}

/** This page load's actions not yet confirmed by the server, oldest first (a copy). */
export function pendingActions(): TrackedAction[] {
  return current.slice();
}

/** Every group waiting to be sent: earlier page loads' first, then this one's; none empty. */
export function pendingGroups(): ActionGroup[] {
  return [...carried, currentGroup()]
    .filter((group) => group.actions.length > 0)
    .map((group) => ({ ...group, actions: group.actions.slice() }));
}

function remove(dcId: string, sent: readonly TrackedAction[]): number {
  const ids = new Set(sent.map((action) => action.sequenceId));
  const before = unsentCount();
  if (dcId === dataCollectionId) {
    current = current.filter((action) => !ids.has(action.sequenceId));
  } else {
    carried = carried
      .map((group) =>
        group.dcId === dcId
          ? { ...group, actions: group.actions.filter((action) => !ids.has(action.sequenceId)) }
          : group,
      )
      .filter((group) => group.actions.length > 0);
  }
  if (typeof window !== 'undefined') scheduleSave();
  return before - unsentCount();
}

/** Drops the actions the server has confirmed (this page load's unless another dc id is given). */
export function confirmActions(sent: readonly TrackedAction[], dcId: string = dataCollectionId): void {
  remove(dcId, sent);
}

/** Gives up on actions the server refuses outright; they are counted as dropped. */
export function discardActions(sent: readonly TrackedAction[], dcId: string): void {
  dropped += remove(dcId, sent);
}

/** Takes over what earlier page loads left unsent, and their unreported drops. */
export function adoptUnsent(groups: readonly ActionGroup[], droppedEarlier: number): void {
  for (const group of groups) {
    if (group.dcId === dataCollectionId || group.actions.length === 0) continue;
    owned.add(group.dcId);
    carried.push({ ...group, actions: group.actions.slice() });
  }
  dropped += droppedEarlier;
  enforceCap();
  if (typeof window !== 'undefined') {
    listenForExit();
    scheduleSave();
  }
}

/** The number of actions dropped since the last call, for reporting. */
export function takeDroppedCount(): number {
  const count = dropped;
  dropped = 0;
  return count;
}

/** Lets a producer that batches on its own (web vitals) hand over what it holds before a final flush. */
export function onBeforeFlush(hook: () => void): () => void {
  beforeFlushHooks.add(hook);
  return () => beforeFlushHooks.delete(hook);
}

export function runBeforeFlushHooks(): void {
  for (const hook of beforeFlushHooks) {
    try {
      hook();
    } catch {
      // One producer failing must not stop the flush.
    }
  }
}
