/**
 * The line above the notifications, true to what is listed: all of them or only the new (unseen)
 * ones. With nothing new it says since when nothing has come (the newest notification's time) and
 * that the others are seen, rather than "none yet", which would say there are none at all.
 */
import { formatDateTime } from './date-time';
import { describeRange } from './paging';

export interface NotificationCounts {
  items: unknown[];
  total: number;
  offset: number;
  /** Every notification of the account, whatever the filter. */
  allCount: number;
  /** When the newest of them came. */
  latestCreatedAt: string | null;
}

export function notificationSummary(page: NotificationCounts, newOnly: boolean): string {
  if (page.allCount === 0 && page.total === 0) return 'No notifications yet.';
  if (!newOnly) return `Notifications ${describeRange(page)}`;
  if (page.total > 0) return `New notifications ${describeRange(page)}`;
  const seen =
    page.allCount === 1
      ? 'you’ve seen your 1 notification'
      : `you’ve seen all ${page.allCount} notifications`;
  const since = formatDateTime(page.latestCreatedAt);
  return since ? `Nothing new since ${since}: ${seen}.` : `Nothing new: ${seen}.`;
}
