/**
 * The devices signed in to an account: its live sessions, each named from its browser's
 * User-Agent, with when it signed in and was last seen. A device is named to the client by an
 * opaque id derived from its session (never the session's cookie or its stored hash), so the
 * owner can sign one out.
 */
import { createHash } from 'node:crypto';
import type { AccountDeviceAnswer } from '../../src/api/account';
import type { Queryable } from '../db/db';
import { ApiError } from '../lib/api-error';
import { deviceName } from '../lib/device-name';
import { toIso } from '../lib/time';
import { sessionEndBounds, type SessionSource, type SessionState } from './sessions';

function deviceId(idHash: string): string {
  return createHash('sha256').update(`device:${idHash}`).digest('base64url').slice(0, 22);
}

interface DeviceRow {
  id_hash: string;
  user_agent: string | null;
  signed_in_at: unknown;
  last_seen_at: unknown;
}

async function liveSessions(db: Queryable, userId: string, now: Date): Promise<DeviceRow[]> {
  const ended = sessionEndBounds(now);
  return db.query<DeviceRow>(
    `SELECT s.id_hash, b.user_agent, s.signed_in_at, s.last_seen_at
     FROM sessions AS s LEFT JOIN browsers AS b ON b.id = s.browser_id
     WHERE s.user_id = $1 AND s.last_seen_at > $2 AND COALESCE(s.signed_in_at, s.created_at) > $3
     ORDER BY s.last_seen_at DESC`,
    [userId, ended.idleBefore, ended.startedBefore],
  );
}

export async function accountDevices(
  db: Queryable,
  current: SessionState,
  now: Date,
): Promise<AccountDeviceAnswer[]> {
  if (current.userId === null) return [];
  const rows = await liveSessions(db, current.userId, now);
  return rows.map((row) => ({
    id: deviceId(row.id_hash),
    name: deviceName(row.user_agent),
    signed_in_at: toIso(row.signed_in_at),
    last_seen_at: toIso(row.last_seen_at),
    this_device: row.id_hash === current.idHash,
  }));
}

/** Signs one of the account's other devices out; 404 for a device that is not signed in to it. */
export async function signOutDevice(
  db: Queryable,
  sessions: SessionSource,
  current: SessionState,
  device: string,
  now: Date,
): Promise<void> {
  const rows = current.userId === null ? [] : await liveSessions(db, current.userId, now);
  const found = rows.find((row) => deviceId(row.id_hash) === device);
  if (!found) {
    throw new ApiError(
      404,
      'NOT_FOUND',
      'That device is not signed in to your account any more. Reload the page.',
    );
  }
  if (found.id_hash === current.idHash) {
    throw new ApiError(400, 'BAD_REQUEST', 'To sign out of this device, use “Sign out” below.');
  }
  sessions.forget(found.id_hash);
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [found.id_hash]);
}
