import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runQuietly } from './quiet-child';

describe('a background child process', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'quiet-child-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  test('writes files readable by all although the server keeps its own private', async () => {
    const before = process.umask(0o077);
    try {
      const file = join(work, 'page.html');
      await runQuietly({
        command: process.execPath,
        args: ['-e', `require('node:fs').writeFileSync(${JSON.stringify(file)}, 'page')`],
        cwd: work,
        timeLimitMs: 10_000,
      });
      expect(statSync(file).mode & 0o777).toBe(0o644);
    } finally {
      process.umask(before);
    }
  });

  test('answers with its output, or fails with its last line', async () => {
    const node = (code: string) =>
      runQuietly({ command: process.execPath, args: ['-e', code], cwd: work, timeLimitMs: 10_000 });
    await expect(node('console.log("report")')).resolves.toBe('report\n');
    await expect(
      node('console.log("working"); console.error("Import failed: no curated files"); process.exit(1)'),
    ).rejects.toThrow(/^Import failed: no curated files$/);
  });
});
