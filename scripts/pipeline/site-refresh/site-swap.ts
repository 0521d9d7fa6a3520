/**
 * Putting a rebuilt site and refreshed data live without a moment of a half-built site or half a
 * data folder. The server serves PUBLIC_DIR by path on every request and reloads the page-hash
 * manifest when that file's identity changes, so a new folder renamed into its place is seen by
 * the next request; the data folder's files are each written beside their place and renamed in,
 * which the server's data watch (or a reload) picks up.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PAGE_HASHES_FILE } from '../../../src/domain/page-hashes';

/** A folder holds a whole built site when it has the home page, the 404 page and the page hashes the build writes last. */
export function isWholeSite(dir: string): boolean {
  return ['index.html', '404.html', PAGE_HASHES_FILE].every((name) => existsSync(join(dir, name)));
}

/** Moves a folder, copying it when it is on another file system. */
function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true, preserveTimestamps: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Puts the site built in `builtDir` in the place of `liveDir`. The new site is first moved beside
 * the live one (a copy across file systems), then the two are swapped by two renames, and only
 * then is the old one removed. A site without its home page, 404 page or page hashes is refused, and the live
 * one is left as it was.
 */
export function swapInSite(builtDir: string, liveDir: string): void {
  if (!isWholeSite(builtDir)) {
    throw new Error(`the new site in ${builtDir} is not whole (no index.html, 404.html or page hashes)`);
  }
  const stamp = `${process.pid}-${Date.now()}`;
  const beside = (what: string) => join(dirname(liveDir), `.${basename(liveDir)}.${what}-${stamp}`);
  const next = beside('next');
  const old = beside('old');
  moveFolder(builtDir, next);
  const hadLive = existsSync(liveDir);
  if (hadLive) renameSync(liveDir, old);
  try {
    renameSync(next, liveDir);
  } catch (error) {
    if (hadLive) renameSync(old, liveDir);
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
}

/**
 * Copies the data files (`*.json` at the top of `fromDir`) into `toDir`: each is written beside
 * its place first, then all are renamed in, so a reader never sees half a file.
 */
export function copyDataInto(fromDir: string, toDir: string): number {
  const names = readdirSync(fromDir).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  for (const name of names) {
    const next = join(toDir, `.${name}.new`);
    writeFileSync(next, readFileSync(join(fromDir, name)));
    // The file keeps the mode of the one it replaces (a new one is readable by all, as data/ is).
    chmodSync(next, (statSync(join(toDir, name), { throwIfNoEntry: false })?.mode ?? 0o644) & 0o777);
  }
  for (const name of names) renameSync(join(toDir, `.${name}.new`), join(toDir, name));
  return names.length;
}
