/**
 * docs/configuration.md holds the one table of environment variables. This keeps it in step with
 * the code: every variable read outside the tests is listed, and every one listed is read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './env';

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'public',
  '.cache',
  '.data',
  '.bench',
  '.git',
  '.test-results',
  'test-results',
  'playwright-report',
  'coverage',
  'docs',
]);
const CODE_FILE = /\.(?:[cm]?js|tsx?)$/;
const TEST_FILE = /\.(?:test|spec)\.tsx?$/;

/**
 * The ways the code reads a variable: `process.env.NAME`, `env.NAME` or `env?.NAME` on an
 * environment record, `(… ?? process.env).NAME`, `env['NAME']`, and the reading helpers of the
 * server's and the refresh's configuration, `value('NAME')` and `setting('NAME')`.
 */
const READS = [
  /\benv\)?\??\.([A-Z][A-Z0-9_]*[A-Z0-9])\b/g,
  /\benv\[['"]([A-Z][A-Z0-9_]*[A-Z0-9])['"]\]/g,
  /\b(?:value|setting)\(['"]([A-Z][A-Z0-9_]*[A-Z0-9])['"]\)/g,
];

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : codeFiles(full);
    return CODE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

function variablesReadByCode(): Map<string, string> {
  const readers = new Map<string, string>();
  for (const file of codeFiles(REPO_ROOT)) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of READS) {
      for (const match of source.matchAll(pattern)) {
        if (!readers.has(match[1]!)) readers.set(match[1]!, path.relative(REPO_ROOT, file));
      }
    }
  }
  return readers;
}

function variablesInTable(): string[] {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');
  return [...doc.matchAll(/^\| `([A-Z][A-Z0-9_]*[A-Z0-9])` +\|/gm)].map((match) => match[1]!);
}

describe('the environment table in docs/configuration.md', () => {
  const read = variablesReadByCode();
  const listed = variablesInTable();

  test('finds the variables the server reads', () => {
    expect([...read.keys()]).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMS_FROM']));
  });

  test('lists every variable the code reads', () => {
    const missing = [...read]
      .filter(([name]) => !listed.includes(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  test('lists only variables the code reads, each once', () => {
    expect(listed.filter((name) => !read.has(name))).toEqual([]);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
  });
});
