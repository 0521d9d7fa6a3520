import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeDataDirPrivate, OpenDataDir } from '../lib/private-data-dir';

const modeOf = (target: string) => statSync(target).mode & 0o777;

describe('DATA_DIR is the server user’s alone', () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'data-dir-'));
    umask = process.umask();
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('creates a new folder 0700, and what is written in it afterwards is 0600', () => {
    const dir = path.join(root, 'data');
    makeDataDirPrivate(dir, true);
    expect(modeOf(dir)).toBe(0o700);
    writeFileSync(path.join(dir, 'key'), 'secret');
    mkdirSync(path.join(dir, 'pglite'));
    expect(modeOf(path.join(dir, 'key'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'pglite'))).toBe(0o700);
  });

  it('refuses a folder others can read in production, saying what to run', () => {
    const dir = path.join(root, 'open');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    expect(() => makeDataDirPrivate(dir, true)).toThrow(OpenDataDir);
    expect(() => makeDataDirPrivate(dir, true)).toThrow(
      `mode 0755): it holds the server's signing key. Run: chmod -R go-rwx ${dir}`,
    );
    expect(modeOf(dir)).toBe(0o755);
  });

  it('elsewhere tightens an open folder and everything in it', () => {
    const dir = path.join(root, 'old');
    mkdirSync(path.join(dir, 'pglite', 'base'), { recursive: true });
    writeFileSync(path.join(dir, 'pglite', 'base', 'wal'), 'key material');
    for (const target of [dir, path.join(dir, 'pglite'), path.join(dir, 'pglite', 'base')])
      chmodSync(target, 0o755);
    chmodSync(path.join(dir, 'pglite', 'base', 'wal'), 0o666);
    makeDataDirPrivate(dir, false);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'pglite', 'base'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'pglite', 'base', 'wal'))).toBe(0o600);
  });
});
