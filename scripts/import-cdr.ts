/**
 * Converts a Consumer Data Right snapshot into `data/*.json`.
 *
 *   npx tsx scripts/import-cdr.ts [snapshotPath]
 *
 * The snapshot path defaults to `../shared/data/cdr-2024-08` relative to the repository root; a
 * dated snapshot written by `npm run data:refresh` (in `.data/cdr/<date>/`) is read the same way.
 * Curated inputs live in `data/curated/`; the id maps `data/provider-ids.json` and
 * `data/product-ids.json` are read and extended so ids never change between imports.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importIntoData } from './import/import-into-data';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

try {
  const snapshotPath = resolve(repoRoot, process.argv[2] ?? '../shared/data/cdr-2024-08');
  console.log(importIntoData(snapshotPath, join(repoRoot, 'data')));
} catch (error) {
  console.error(error instanceof Error ? `Import failed: ${error.message}` : error);
  process.exitCode = 1;
}
