import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReason, sourcesNewestMtime } from '../../scripts/ops/start';

describe('npm start', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-start-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('builds when public/ has no site', () => {
    expect(buildReason(path.join(dir, 'public'))).toMatch(/has no built site/);
  });

  test('builds when a source is newer than the built site, not otherwise', () => {
    const publicDir = path.join(dir, 'public');
    mkdirSync(publicDir);
    const index = path.join(publicDir, 'index.html');
    writeFileSync(index, '<h1>Home</h1>');
    const newest = sourcesNewestMtime() / 1000;
    utimesSync(index, newest - 60, newest - 60);
    expect(buildReason(publicDir)).toBe('sources changed since the last build');
    utimesSync(index, newest + 60, newest + 60);
    expect(buildReason(publicDir)).toBeNull();
  });
});
