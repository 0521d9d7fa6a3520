/**
 * `track(action, data)`: records a user action for upload. Pages may import this freely: it only
 * queues in memory, numbering actions within this page load's data-collection id; the uploader
 * (loaded after start-up) sends the queue to /updateEvents/.
 */
import { randomId } from '../../lib/ids';
import type { TrackedActionName } from './action-names';

export interface TrackedAction {
  action: TrackedActionName;
  data: unknown;
  /** Path and query of the page the action happened on. */
  url: string;
  /** When it happened, in milliseconds since 1970. */
  timestamp: number;
  /** Position within this page load; never reused or renumbered, so resending is safe. */
  sequenceId: number;
  /** When this page load began, in milliseconds since 1970. */
  startTimestamp: number;
}

/** Cap on queued actions, so a page left open while the network is down cannot grow without bound. */
export const MAX_QUEUED_ACTIONS = 2000;

const dataCollectionId = randomId();
const pageStart = Math.round(
  typeof performance !== 'undefined' && performance.timeOrigin ? performance.timeOrigin : Date.now(),
);
let nextSequenceId = 0;
const queue: TrackedAction[] = [];
const beforeFlushHooks = new Set<() => void>();

export function getDataCollectionId(): string {
  return dataCollectionId;
}

export function track(action: TrackedActionName, data: unknown = null): void {
  if (typeof window === 'undefined') return;
  const entry: TrackedAction = {
    action,
    data,
    url: window.location.pathname + window.location.search,
    timestamp: Date.now(),
    sequenceId: nextSequenceId++,
    startTimestamp: pageStart,
  };
  queue.push(entry);
  if (queue.length > MAX_QUEUED_ACTIONS) queue.splice(0, queue.length - MAX_QUEUED_ACTIONS);
}

/** The actions not yet confirmed by the server, oldest first (a copy). */
export function pendingActions(): TrackedAction[] {
  return queue.slice();
}

/** Drops the actions the server has confirmed. */
export function confirmActions(sent: readonly TrackedAction[]): void {
  const confirmed = new Set(sent.map((action) => action.sequenceId));
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    const action = queue[index];
    if (action && confirmed.has(action.sequenceId)) queue.splice(index, 1);
  }
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
