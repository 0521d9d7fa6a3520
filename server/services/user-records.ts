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
 * A page of notifications (the new ones only with `newOnly`), with what the page needs to say what
 * the filter left out: how many there are in all and when the newest of them came. A new-only
 * listing is new as of the moment it began (`new_as_of`): notifications its first pages marked seen
 * stay in it, so later pages neither skip nor repeat any.
 */
export interface NotificationPage extends PageResult<NotificationItem> {
  unseen_count: number;
  all_count: number;
  latest_created_at: string | null;
  /** For a new-only listing: the moment it began, to send back for its later pages. */
  new_as_of: string | null;
}

interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  created_at: unknown;
  seen_at: unknown;
}

function toNotificationItem(row: NotificationRow, newAsOf: Date | null): NotificationItem {
  const seenAt = toIso(row.seen_at);
  const seenBefore = seenAt !== null && (newAsOf === null || Date.parse(seenAt) < newAsOf.getTime());
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    created_at: toIso(row.created_at),
    seen: seenBefore,
    seen_at: seenAt,
  };
}

async function markSeen(
  db: Queryable,
  userId: string,
  items: NotificationItem[],
  now: Date,
): Promise<number> {
  const ids = items.filter((item) => item.seen_at === null).map((item) => item.id);
  if (ids.length === 0) return 0;
  await db.query(
    `UPDATE notifications SET seen_at = $2
     WHERE user_id = $1 AND seen_at IS NULL AND id = ANY (string_to_array($3, ',')::bigint[])`,
    [userId, now.toISOString(), ids.join(',')],
  );
  return ids.length;
}

export async function listNotifications(
  db: Queryable,
  userId: string,
  page: Page,
  options: { newOnly: boolean; markSeen: boolean; now: Date; newAsOf?: Date | null },
): Promise<NotificationPage> {
  // A listing's first page lists the unseen; its later pages also those seen since it began.
  const newAsOf = options.newOnly ? (options.newAsOf ?? null) : null;
  const filter = newAsOf
    ? 'AND (seen_at IS NULL OR seen_at >= $2)'
    : options.newOnly
      ? 'AND seen_at IS NULL'
      : '';
  const filterParams = newAsOf ? [newAsOf.toISOString()] : [];
  const rows = await db.query<NotificationRow>(
    `SELECT id, kind, title, body, created_at, seen_at FROM notifications
     WHERE user_id = $1 ${filter}
     ORDER BY created_at DESC, id DESC
     LIMIT $${2 + filterParams.length} OFFSET $${3 + filterParams.length}`,
    [userId, ...filterParams, page.limit, page.offset],
  );
  const [counts] = await db.query<{ total: number; unseen: number; all_count: number; latest: unknown }>(
    `SELECT count(*) FILTER (WHERE true ${filter})::int AS total, count(*) FILTER (WHERE seen_at IS NULL)::int AS unseen,
       count(*)::int AS all_count, max(created_at) AS latest
     FROM notifications WHERE user_id = $1`,
    [userId, ...filterParams],
  );
  const items = rows.map((row) => toNotificationItem(row, newAsOf));
  const marked = options.markSeen ? await markSeen(db, userId, items, options.now) : 0;
  return {
    ...pageOf(items, counts?.total ?? 0, page),
    unseen_count: (counts?.unseen ?? 0) - marked,
    all_count: counts?.all_count ?? 0,
    latest_created_at: toIso(counts?.latest),
    new_as_of: options.newOnly ? (newAsOf ?? options.now).toISOString() : null,
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
