/**
 * Converts a Consumer Data Right snapshot into `data/*.json`.
 *
 *   npx tsx scripts/pipeline/import-cdr.ts [snapshotPath] [--previous <snapshotPath>] [--accept-held]
 *
 * `--previous` names the snapshot the data in `data/` came from: a product with an implausible
 * change keeps its record from it and the change is held in `data/held-changes.json`.
 * `--accept-held` publishes such changes after they have been checked.
 * The snapshot path defaults to `../shared/data/cdr-2024-08` relative to the repository root; a
 * dated snapshot written by `npm run data:refresh` (in `.data/cdr/<date>/`) is read the same way.
 * Curated inputs live in `data/curated/`; the id maps `data/provider-ids.json` and
 * `data/product-ids.json` are read and extended so ids never change between imports.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importIntoData } from './import/import-into-data';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function option(name: string): string | null {
  const at = process.argv.indexOf(name);
  return at === -1 ? null : (process.argv[at + 1] ?? null);
}

try {
  const args = process.argv.slice(2);
  const positional = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--previous');
  const snapshotPath = resolve(repoRoot, positional[0] ?? '../shared/data/cdr-2024-08');
  const previous = option('--previous');
  console.log(
    importIntoData(snapshotPath, join(repoRoot, 'data'), {
      previousSnapshotPath: previous === null ? null : resolve(repoRoot, previous),
      acceptHeld: args.includes('--accept-held'),
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? `Import failed: ${error.message}` : error);
  process.exitCode = 1;
}
