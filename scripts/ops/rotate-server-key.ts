/**
 * `npm run key:rotate [-- --revoke-old]`: replaces the server key (services/server-secret.ts) in
 * the database the server is configured with (DATABASE_URL, else the embedded database in
 * DATA_DIR), then prints what happens to the links, codes and cookies signed with the old one.
 * The old key is kept as the previous key, which still verifies for a grace period
 * (lib/key-ring.ts); with --revoke-old, for a key that has leaked, it is not kept. The keys are
 * never printed. The embedded database belongs to one process at a time: stop the server first.
 * On PostgreSQL it runs beside the servers. Either way, every API process reads the keys when it
 * starts, so restart them all afterwards. Exit status: 0 when rotated, 1 otherwise.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EnvError, loadEnv, type ServerConfig } from '../../server/config/env';
import type { Db } from '../../server/db/db';
import { openDb } from '../../server/db/open-db';
import { DatabaseInUseError } from '../../server/db/pglite-db';
import { PREVIOUS_KEY_GRACE_MS } from '../../server/lib/key-ring';
import { makeDataDirPrivate, OpenDataDir } from '../../server/lib/private-data-dir';
import {
  KeyRotationError,
  PREVIOUS_KEY,
  type Rotation,
  rotateServerKey,
} from '../../server/services/server-secret';

export const USAGE = 'Usage: npm run key:rotate [-- --revoke-old]';

export class UsageError extends Error {}

export interface RotateArgs {
  revokeOld: boolean;
  help: boolean;
}

export function parseRotateArgs(args: readonly string[]): RotateArgs {
  const parsed: RotateArgs = { revokeOld: false, help: false };
  for (const arg of args) {
    if (arg === '--revoke-old') parsed.revokeOld = true;
    else if (arg === '--help' || arg === '-h') parsed.help = true;
    else
      throw new UsageError(
        `Unknown argument "${arg}". ${USAGE}\n  --revoke-old  keep no previous key: everything signed with the old key stops working (for a key that has leaked)`,
      );
  }
  return parsed;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const GRACE_DAYS = PREVIOUS_KEY_GRACE_MS / (24 * 60 * 60 * 1000);

function keptLines(rotation: Rotation): string[] {
  const until = rotation.graceUntil ?? rotation.rotatedAt;
  return [
    `The key it replaces is kept as ${PREVIOUS_KEY}, retired ${rotation.rotatedAt.toISOString()}:`,
    '  - survey-update links already e-mailed keep working until they expire (30 days after sending);',
    '  - one-time codes already sent keep working for their 10 minutes;',
    `  - browser cookies keep working until ${day(until)} (${GRACE_DAYS} days); each is signed again with the new key`,
    '    on the visitor’s next page load. A browser first seen again after that gets a new browser id, unless its',
    '    session is still open (surveys made signed out stay with the old id; accounts keep everything);',
    '  - unsubscribe links in e-mails already sent keep working until the next rotation.',
  ];
}

function revokedLines(rotation: Rotation): string[] {
  return [
    'The old key is revoked (--revoke-old): no previous key is kept. Once each API process has restarted:',
    '  - survey-update links already e-mailed are refused; visitors sign in to update their cards;',
    `  - ${rotation.expiredCodes} one-time code(s) sent but not used were expired; visitors ask for a new code;`,
    '  - browser cookies are not recognised: a browser whose session is still open keeps its id, any other gets a',
    '    new one (surveys made signed out are no longer found from it; accounts keep everything); nobody is signed out;',
    '  - unsubscribe links in e-mails already sent are refused (the page offers signing in or writing to us);',
    '    e-mails sent from now on carry new ones;',
    '  - text messages waiting to be tried again are dropped.',
  ];
}

/** What the rotation did and what visitors notice, for the operator (never the keys themselves). */
export function describeRotation(rotation: Rotation, where: string): string[] {
  const lines = [
    `Rotated the server key on ${where} at ${rotation.rotatedAt.toISOString()}. The new key signs everything from now on.`,
    ...(rotation.keptPrevious ? keptLines(rotation) : revokedLines(rotation)),
  ];
  if (rotation.droppedRetiredAt) {
    const retired = rotation.droppedRetiredAt.toISOString();
    lines.push(
      `The key retired at ${retired} by the rotation before is no longer kept: what it signed no longer works,`,
      `including unsubscribe links in e-mails sent before ${retired}.`,
    );
  }
  lines.push(
    'Now restart every API process: each reads the keys when it starts, and until it restarts it signs and checks',
    'with the keys it started with (on PostgreSQL, restart them all straight away).',
  );
  return lines;
}

/** The database the server uses, and how to name it (never with DATABASE_URL's password). */
async function openServerDatabase(config: ServerConfig): Promise<{ db: Db; where: string }> {
  if (config.databaseUrl) return { db: await openDb(config), where: 'PostgreSQL (DATABASE_URL)' };
  const dir = path.resolve(config.dataDir);
  if (!existsSync(path.join(dir, 'pglite')))
    throw new KeyRotationError(
      `There is no embedded database in ${dir} (DATA_DIR), so there is no key to rotate: the server makes one when it first starts.`,
    );
  makeDataDirPrivate(dir, config.nodeEnv === 'production');
  try {
    return { db: await openDb(config), where: `the embedded database in ${dir}` };
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new KeyRotationError(
      `The server must be stopped first: the embedded database in ${dir} is in use by pid ${error.pid}, and it ` +
        'belongs to one process at a time. Stop the server, run npm run key:rotate again, then start the server.',
    );
  }
}

async function main(): Promise<void> {
  const args = parseRotateArgs(process.argv.slice(2));
  if (args.help) {
    console.log(`${USAGE}\n  --revoke-old  keep no previous key (for a key that has leaked)`);
    return;
  }
  const { db, where } = await openServerDatabase(loadEnv());
  try {
    const rotation = await rotateServerKey(db, { revokeOld: args.revokeOld, now: new Date() });
    for (const line of describeRotation(rotation, where)) console.log(line);
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    const known = [UsageError, EnvError, KeyRotationError, OpenDataDir].some((kind) => error instanceof kind);
    const message = error instanceof Error ? error.message : String(error);
    console.error(known ? message : `Could not rotate the server key: ${message}`);
    process.exit(1);
  });
}
