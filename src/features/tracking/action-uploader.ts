/**
 * Uploads tracked actions to /updateEvents/:
 * - every 3000 ms, only when there are actions the server has not confirmed; earlier page loads'
 *   unsent actions go first, each page load's under its own data-collection id;
 * - one upload at a time; a failed upload keeps its actions and the next attempt waits longer
 *   (3 s, 6 s, 12 s ... up to a minute), then resends them with the same sequence ids, which
 *   the server stores once per (dc_id, sequence_id), so nothing is lost or stored twice;
 * - a batch the server refuses as malformed is halved until the action it refuses is alone, and
 *   only that one is given up (and counted), so one bad action cannot hold back the rest;
 * - when the page is hidden or left, everything unconfirmed goes out at once with keepalive
 *   requests, which outlive the page.
 */
import type { ActionGroup, TrackedAction } from './tracked-action';

export const UPLOAD_INTERVAL_MS = 3000;
export const MAX_BACKOFF_MS = 60_000;
/** The server takes at most 500 actions per batch. */
export const MAX_BATCH_ACTIONS = 500;
/** Browsers cap the bodies of keepalive requests in flight at 64 KiB in total. */
export const MAX_KEEPALIVE_BYTES = 60_000;

export interface EventBatch {
  actions: TrackedAction[];
  visitId: string | null;
  dcId: string;
  app: 'web';
}

export interface ActionQueue {
  /** Groups waiting to be sent, oldest page load first; none empty. */
  pendingGroups(): ActionGroup[];
  confirm(sent: readonly TrackedAction[], dcId: string): void;
  discard(refused: readonly TrackedAction[], dcId: string): void;
  runBeforeFlushHooks(): void;
}

export interface UploaderDeps {
  queue: ActionQueue;
  /** The visit of this page, for groups that carry none of their own. */
  visitId(): string | null;
  send(batch: EventBatch, options: { keepalive: boolean }): Promise<void>;
  /** True when the server refused the batch's content, so sending it again cannot help. */
  isRefused?(error: unknown): boolean;
  /** After each confirmed upload. */
  onUploaded?(): void;
  /** A scheduled upload attempt failed in a way it does not handle itself (a broken queue). */
  onTickFailed?(error: unknown): void;
  /** Size of a batch as sent, for the keepalive limit. */
  measure?(batch: EventBatch): number;
  now?(): number;
  setInterval?(callback: () => void, ms: number): unknown;
  clearInterval?(handle: unknown): void;
}

export interface ActionUploader {
  /** One upload attempt if one is due; resolves when it has finished. */
  tick(): Promise<void>;
  /** Sends everything unconfirmed with keepalive (page hidden or left). */
  flush(): void;
  stop(): void;
}

export function backoffDelay(failures: number, intervalMs = UPLOAD_INTERVAL_MS): number {
  if (failures <= 0) return 0;
  return Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** (failures - 1));
}

export function createActionUploader(deps: UploaderDeps, intervalMs = UPLOAD_INTERVAL_MS): ActionUploader {
  const now = deps.now ?? Date.now;
  const measure = deps.measure ?? ((batch: EventBatch) => new Blob([JSON.stringify(batch)]).size);
  const isRefused = deps.isRefused ?? (() => false);
  let inFlight = false;
  let failures = 0;
  let nextAttemptAt = 0;
  /** While a refused batch is being narrowed down: how many actions to send at once. */
  let narrowedTo: number | null = null;

  const batchOf = (group: ActionGroup, actions: TrackedAction[]): EventBatch => ({
    actions,
    visitId: group.visitId ?? deps.visitId(),
    dcId: group.dcId,
    app: 'web',
  });

  const tick = async () => {
    if (inFlight || now() < nextAttemptAt) return;
    const group = deps.queue.pendingGroups()[0];
    if (!group) return;
    const actions = group.actions.slice(0, narrowedTo ?? MAX_BATCH_ACTIONS);
    inFlight = true;
    const startedAt = now();
    try {
      await deps.send(batchOf(group, actions), { keepalive: false });
      deps.queue.confirm(actions, group.dcId);
      failures = 0;
      nextAttemptAt = 0;
      narrowedTo = null;
      deps.onUploaded?.();
    } catch (error) {
      if (isRefused(error)) {
        if (actions.length > 1) {
          narrowedTo = Math.ceil(actions.length / 2);
        } else {
          deps.queue.discard(actions, group.dcId);
          narrowedTo = null;
        }
        return;
      }
      failures += 1;
      // Counted from when this attempt began, so the waits line up with the ticks: 3 s, 6 s, 12 s ...
      nextAttemptAt = startedAt + backoffDelay(failures, intervalMs);
    } finally {
      inFlight = false;
    }
  };

  const flush = () => {
    deps.queue.runBeforeFlushHooks();
    let budget = MAX_KEEPALIVE_BYTES;
    for (const group of deps.queue.pendingGroups()) {
      // Oldest first, as many as fit in the keepalive budget; the rest waits for the next load.
      let batch = batchOf(group, group.actions.slice(0, MAX_BATCH_ACTIONS));
      let size = measure(batch);
      while (batch.actions.length > 1 && size > budget) {
        batch = batchOf(group, batch.actions.slice(0, Math.ceil(batch.actions.length / 2)));
        size = measure(batch);
      }
      if (size > budget) break;
      budget -= size;
      const { actions } = batch;
      deps
        .send(batch, { keepalive: true })
        .then(() => deps.queue.confirm(actions, group.dcId))
        .catch(() => {
          // Still queued and stored: the next tick, or the next page load, sends them again.
        });
    }
  };

  const schedule = deps.setInterval ?? ((callback: () => void, ms: number) => setInterval(callback, ms));
  const cancel =
    deps.clearInterval ?? ((handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>));
  const onTickFailed = deps.onTickFailed ?? (() => undefined);
  const handle = schedule(() => void tick().catch(onTickFailed), intervalMs);

  return { tick, flush, stop: () => cancel(handle) };
}
