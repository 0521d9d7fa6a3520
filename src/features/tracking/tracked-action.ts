import type { TrackedActionName } from './action-names';

export interface TrackedAction {
  action: TrackedActionName;
  data: unknown;
  /** Path and query of the page the action happened on. */
  url: string;
  /** When it happened, in milliseconds since 1970. */
  timestamp: number;
  /** Position within its page load; never reused or renumbered, so resending is safe. */
  sequenceId: number;
  /** When its page load began, in milliseconds since 1970. */
  startTimestamp: number;
}

/** The unconfirmed actions of one page load, sent under that load's data-collection id. */
export interface ActionGroup {
  dcId: string;
  /** The visit the actions belong to, or null for the visit of the page sending them. */
  visitId: string | null;
  actions: TrackedAction[];
}
