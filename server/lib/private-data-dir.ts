/**
 * `DATA_DIR` holds the embedded database, whose files include the server's signing key: with it,
 * survey and unsubscribe links can be forged. Everything the server writes there is for its own
 * user only. At start-up the process's umask becomes 077 (new files 0600, folders 0700); the
 * folder is created 0700; an existing folder other users can read is refused in production with
 * what to run, and tightened (with everything in it) elsewhere, where a first run of an older
 * version left it open.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export class OpenDataDir extends Error {
  constructor(dir: string, mode: number) {
    super(
      `DATA_DIR ${dir} can be read by other users (mode ${mode.toString(8).padStart(4, '0')}): it holds the ` +
        `server's signing key. Run: chmod -R go-rwx ${dir}`,
    );
    this.name = 'OpenDataDir';
  }
}

const OTHERS = 0o077;

function tighten(target: string): void {
  const stat = statSync(target);
  if ((stat.mode & OTHERS) !== 0) chmodSync(target, stat.mode & ~OTHERS & 0o7777);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target)) tighten(path.join(target, entry));
  }
}

/** Makes `dir` private to this user, or refuses an open one in production (see the module comment). */
export function makeDataDirPrivate(dir: string, production: boolean): void {
  process.umask(OTHERS);
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return;
  }
  const mode = statSync(dir).mode & 0o7777;
  if ((mode & OTHERS) === 0) return;
  if (production) throw new OpenDataDir(dir, mode);
  tighten(dir);
}
