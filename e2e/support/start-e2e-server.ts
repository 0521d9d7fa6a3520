/**
 * The server the journeys run against: the built site in public/ and the real API on a fresh
 * embedded database, with mail and SMS written to an outbox the tests read codes from.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

export const E2E_DATA_DIR = path.resolve(__dirname, '..', '..', '.data', 'e2e');
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');
export const E2E_STAFF_EMAIL = 'staff@staysmart.test';

async function start(): Promise<void> {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(E2E_OUTBOX_DIR, { recursive: true });
  process.env.DATA_DIR = E2E_DATA_DIR;
  process.env.OUTBOX_DIR = E2E_OUTBOX_DIR;
  process.env.STAFF_EMAILS = E2E_STAFF_EMAIL;
  process.env.HOST = '127.0.0.1';
  process.env.LOG_LEVEL ??= 'warn';
  const { main } = await import('../../server/server');
  await main();
}

if (require.main === module) void start();
