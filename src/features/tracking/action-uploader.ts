/**
 * Uploads tracked actions to /updateEvents/:
 * - every 3000 ms, only when there are actions the server has not confirmed;
 * - one upload at a time; a failed upload keeps its actions and the next attempt waits longer
 *   (3 s, 6 s, 12 s ... up to a minute), then resends them with the same sequence ids, which
 *   the server stores once per (dc_id, sequence_id), so nothing is lost or stored twice;
 * - when the page is hidden or left, everything unconfirmed goes out at once with a keepalive
 *   request, which outlives the page.
 */
import type { TrackedAction } from './track';

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
  pending(): TrackedAction[];
  confirm(sent: readonly TrackedAction[]): void;
  runBeforeFlushHooks(): void;
}

export interface UploaderDeps {
  queue: ActionQueue;
  context(): { visitId: string | null; dcId: string };
  send(batch: EventBatch, options: { keepalive: boolean }): Promise<void>;
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
  let inFlight = false;
  let failures = 0;
  let nextAttemptAt = 0;

  const batchOf = (actions: TrackedAction[]): EventBatch => ({ ...deps.context(), actions, app: 'web' });

  const tick = async () => {
    if (inFlight || now() < nextAttemptAt) return;
    const actions = deps.queue.pending().slice(0, MAX_BATCH_ACTIONS);
    if (actions.length === 0) return;
    inFlight = true;
    const startedAt = now();
    try {
      await deps.send(batchOf(actions), { keepalive: false });
      deps.queue.confirm(actions);
      failures = 0;
      nextAttemptAt = 0;
    } catch {
      failures += 1;
      // Counted from when this attempt began, so the waits line up with the ticks: 3 s, 6 s, 12 s ...
      nextAttemptAt = startedAt + backoffDelay(failures, intervalMs);
    } finally {
      inFlight = false;
    }
  };

  const flush = () => {
    deps.queue.runBeforeFlushHooks();
    const pending = deps.queue.pending().slice(0, MAX_BATCH_ACTIONS);
    if (pending.length === 0) return;
    // Oldest first, as many as fit in one keepalive body; the rest waits for the next tick.
    let actions = pending;
    while (actions.length > 1 && measure(batchOf(actions)) > MAX_KEEPALIVE_BYTES) {
      actions = actions.slice(0, Math.ceil(actions.length / 2));
    }
    deps
      .send(batchOf(actions), { keepalive: true })
      .then(() => deps.queue.confirm(actions))
      .catch(() => {
        // Still queued: the next tick (if the page lives on) sends them again.
      });
  };

  const schedule = deps.setInterval ?? ((callback: () => void, ms: number) => setInterval(callback, ms));
  const cancel =
    deps.clearInterval ?? ((handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>));
  const handle = schedule(() => void tick(), intervalMs);

  return { tick, flush, stop: () => cancel(handle) };
}
