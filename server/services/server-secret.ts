import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { type KeyRing, PREVIOUS_KEY_GRACE_MS } from '../lib/key-ring';
import { toMs } from '../lib/time';

/**
 * The key for one-time-code hashes, signed links and the browser cookie: 32 random bytes made on
 * first start and kept in the database (`app_secrets`), so every process that shares the database
 * agrees on it. It is deliberately not derived from APP_KEY, which ships inside the public
 * front-end bundle. `npm run key:rotate` replaces it and keeps the key it replaces as
 * `server-key-previous`, whose `created_at` is when it was retired (lib/key-ring.ts says how long
 * it still verifies). Processes read both at start-up.
 */
export const CURRENT_KEY = 'server-key';
export const PREVIOUS_KEY = 'server-key-previous';

function newKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The current key (made on first start) and the previous one, if a rotation kept it. */
export async function loadServerKeys(db: Queryable): Promise<KeyRing> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    CURRENT_KEY,
    newKey(),
  ]);
  const rows = await db.query<{ name: string; value: string; created_at: unknown }>(
    'SELECT name, value, created_at FROM app_secrets WHERE name IN ($1, $2)',
    [CURRENT_KEY, PREVIOUS_KEY],
  );
  const current = rows.find((row) => row.name === CURRENT_KEY);
  if (!current) throw new Error('The server key could not be stored in app_secrets.');
  const previous = rows.find((row) => row.name === PREVIOUS_KEY);
  return {
    current: current.value,
    previous: previous ? { key: previous.value, retiredAt: new Date(toMs(previous.created_at)) } : null,
  };
}

/** A rotation that could not be done, in words for the operator. */
export class KeyRotationError extends Error {}

export interface Rotation {
  rotatedAt: Date;
  /** False with `revokeOld`: the replaced key is not kept. */
  keptPrevious: boolean;
  /** Until when the replaced key still verifies survey links, codes and cookies (null when not kept). */
  graceUntil: Date | null;
  /** When the key dropped now had been retired, by an earlier rotation (null if there was none). */
  droppedRetiredAt: Date | null;
  /** Codes sent but not used, made to expire now (with `revokeOld`: they were hashed under the old key). */
  expiredCodes: number;
}

async function currentKeyForUpdate(tx: Queryable): Promise<string> {
  const [table] = await tx.query<{ present: boolean }>(
    "SELECT to_regclass('app_secrets') IS NOT NULL AS present",
  );
  const [row] = table?.present
    ? await tx.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1 FOR UPDATE', [
        CURRENT_KEY,
      ])
    : [];
  if (!row)
    throw new KeyRotationError(
      'This database has no server key yet: the server makes one when it first starts, so there is nothing to rotate.',
    );
  return row.value;
}

/**
 * Makes a new current key. The replaced key becomes the previous one (retired `now`), dropping any
 * earlier previous key; with `revokeOld` no previous key is kept and codes not yet used expire,
 * so nothing signed with the old key works once the processes have read the new keys.
 */
export async function rotateServerKey(db: Db, options: { revokeOld: boolean; now: Date }): Promise<Rotation> {
  const { revokeOld, now } = options;
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const old = await currentKeyForUpdate(tx);
    const [dropped] = await tx.query<{ created_at: unknown }>(
      'DELETE FROM app_secrets WHERE name = $1 RETURNING created_at',
      [PREVIOUS_KEY],
    );
    if (!revokeOld) {
      await tx.query('INSERT INTO app_secrets (name, value, created_at) VALUES ($1, $2, $3)', [
        PREVIOUS_KEY,
        old,
        at,
      ]);
    }
    await tx.query('UPDATE app_secrets SET value = $2, created_at = $3 WHERE name = $1', [
      CURRENT_KEY,
      newKey(),
      at,
    ]);
    const expired = revokeOld
      ? await tx.query(
          `UPDATE one_time_codes SET expires_at = $1
           WHERE used_at IS NULL AND superseded_at IS NULL AND expires_at > $1 RETURNING id`,
          [at],
        )
      : [];
    return {
      rotatedAt: now,
      keptPrevious: !revokeOld,
      graceUntil: revokeOld ? null : new Date(now.getTime() + PREVIOUS_KEY_GRACE_MS),
      droppedRetiredAt: dropped ? new Date(toMs(dropped.created_at)) : null,
      expiredCodes: expired.length,
    };
  });
}
