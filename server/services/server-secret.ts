import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/**
 * The key for one-time-code hashes and signed unsubscribe tokens: 32 random bytes made on first
 * start and kept in the database, so every process that shares the database agrees on it. It is
 * deliberately not derived from APP_KEY, which ships inside the public front-end bundle.
 */
export async function loadServerSecret(db: Queryable): Promise<string> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'server-key',
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [
    'server-key',
  ]);
  if (!row) throw new Error('The server key could not be stored in app_secrets.');
  return row.value;
}
