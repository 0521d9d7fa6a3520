/**
 * Per-user records shown on the account pages: notifications and event history.
 * Every read filters on the caller's user id; nothing here takes a user id from a request body.
 */
import type { Queryable } from '../db/db';
import { toIso } from '../lib/time';

export interface Page {
  limit: number;
  offset: number;
}

export interface PageResult<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}

/** A page of `total` items, as every paged list answers it. */
export function pageOf<T>(items: T[], total: number, page: Page): PageResult<T> {
  return {
    items,
    total,
    limit: page.limit,
    offset: page.offset,
    has_more: page.offset + items.length < total,
  };
}

export async function addNotification(
  db: Queryable,
  userId: string,
  notification: { kind: string; title: string; body: string },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO notifications (user_id, kind, title, body, created_at) VALUES ($1, $2, $3, $4, $5)',
    [userId, notification.kind, notification.title, notification.body, now.toISOString()],
  );
}

export async function addHistory(
  db: Queryable,
  userId: string,
  entry: { kind: string; description: string; data?: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO event_history (user_id, kind, description, data, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)',
    [userId, entry.kind, entry.description, JSON.stringify(entry.data ?? {}), now.toISOString()],
  );
}

export interface NotificationItem {
  id: number;
  kind: string;
  title: string;
  body: string;
  created_at: string | null;
  seen: boolean;
  seen_at: string | null;
}

/**
 * A page of notifications (unseen ones only with `newOnly`), with what the page needs to say what
 * the filter left out: how many there are in all and when the newest of them came.
 */
export interface NotificationPage extends PageResult<NotificationItem> {
  unseen_count: number;
  all_count: number;
  latest_created_at: string | null;
}

export async function listNotifications(
  db: Queryable,
  userId: string,
  page: Page,
  options: { newOnly: boolean; markSeen: boolean; now: Date },
): Promise<NotificationPage> {
  const filter = options.newOnly ? 'AND seen_at IS NULL' : '';
  const rows = await db.query<{
    id: number;
    kind: string;
    title: string;
    body: string;
    created_at: unknown;
    seen_at: unknown;
  }>(
    `SELECT id, kind, title, body, created_at, seen_at FROM notifications
     WHERE user_id = $1 ${filter}
     ORDER BY created_at DESC, id DESC
     LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  const [counts] = await db.query<{ total: number; unseen: number; all_count: number; latest: unknown }>(
    `SELECT count(*) FILTER (WHERE true ${filter})::int AS total, count(*) FILTER (WHERE seen_at IS NULL)::int AS unseen,
       count(*)::int AS all_count, max(created_at) AS latest
     FROM notifications WHERE user_id = $1`,
    [userId],
  );
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    created_at: toIso(row.created_at),
    seen: row.seen_at !== null,
    seen_at: toIso(row.seen_at),
  }));
  let unseen = counts?.unseen ?? 0;
  if (options.markSeen) {
    const ids = items.filter((item) => !item.seen).map((item) => item.id);
    if (ids.length > 0) {
      await db.query(
        `UPDATE notifications SET seen_at = $2
         WHERE user_id = $1 AND seen_at IS NULL AND id = ANY (string_to_array($3, ',')::bigint[])`,
        [userId, options.now.toISOString(), ids.join(',')],
      );
      unseen -= ids.length;
    }
  }
  return {
    ...pageOf(items, counts?.total ?? 0, page),
    unseen_count: unseen,
    all_count: counts?.all_count ?? 0,
    latest_created_at: toIso(counts?.latest),
  };
}

export interface HistoryItem {
  id: number;
  kind: string;
  description: string;
  data: unknown;
  created_at: string | null;
}

export async function listHistory(
  db: Queryable,
  userId: string,
  page: Page,
): Promise<PageResult<HistoryItem>> {
  const rows = await db.query<{
    id: number;
    kind: string;
    description: string;
    data: unknown;
    created_at: unknown;
  }>(
    `SELECT id, kind, description, data, created_at FROM event_history
     WHERE user_id = $1
     ORDER BY created_at DESC, id DESC
     LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM event_history WHERE user_id = $1',
    [userId],
  );
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    description: row.description,
    data: row.data,
    created_at: toIso(row.created_at),
  }));
  return pageOf(items, count?.total ?? 0, page);
}
